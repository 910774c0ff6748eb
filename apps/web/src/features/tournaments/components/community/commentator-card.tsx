// The match card a commentator is invited to (spec 2 screen 15): when it starts, and the two sides,
// each with its name and the avatars and usernames of who plays for it, "VS" between them. A name
// not known yet reads "?"; a person without a picture gets the default avatar.
import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { formatDateTime } from '../../../../lib/format';
import { cardSide, type CardSide, type RosterEntry } from './commentator-sides';

function Side({ side, label }: { side: CardSide; label: string }) {
  const { t } = useTranslation();
  const unknown = t('tournamentOrganiser.card.unknown');
  const name = side.name ?? unknown;
  return (
    <Stack gap={6} align="center" aria-label={label} role="group" data-testid="card-side">
      <UserAvatar username={name} src={side.avatar} size={48} />
      <Text fw={800} ta="center" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Stack gap={4} w="100%">
        {side.people.map((member, index) => (
          <Group key={`${member.username ?? unknown}-${String(index)}`} gap={6} wrap="nowrap">
            {member.avatar === null ? (
              <Avatar size={22} radius="xl" alt="" data-testid="default-avatar" />
            ) : (
              <UserAvatar username={member.username ?? unknown} src={member.avatar} size={22} />
            )}
            <Text fz="xs" truncate>
              {member.username ?? unknown}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

export function CommentatorCard({
  match,
  rosters,
}: {
  match: GridMatch;
  rosters: readonly RosterEntry[];
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="dark.7" data-testid="commentator-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            {t('tournamentOrganiser.card.title')}
          </Text>
          <Badge variant="light" size="sm">
            {t('tournamentOrganiser.card.startsAt', { time: formatDateTime(match.start_time) })}
          </Badge>
        </Group>
        <SimpleGrid
          cols={3}
          spacing="xs"
          style={{ gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)' }}
        >
          <Side
            side={cardSide(match.side_a, rosters)}
            label={t('tournamentOrganiser.card.sideA')}
          />
          <Text fw={900} fz="xl" c="clutch.4" style={{ alignSelf: 'center' }}>
            {t('tournamentOrganiser.card.vs')}
          </Text>
          <Side
            side={cardSide(match.side_b, rosters)}
            label={t('tournamentOrganiser.card.sideB')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
