// The quick-match lobby card (spec 2 screen 5): game, format and access, the lobby's name, how many
// seats are taken ("3/10"), the server region, the prize and the entry fee, and when it starts: a
// live countdown for a timed lobby (none for one that starts when full), then "show more".
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { QuickMatchCard } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GemIcon, GlobeIcon, UsersIcon } from '../../../../components/ui/icons';
import { useTimeLeft } from '../../../../components/ui/use-time-left';
import { useFormatCrystals } from '../../../../lib/crystals';
import { formatDateTime } from '../../../../lib/format';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { LobbyBadges } from '../lobby-badges';

function StartLine({ lobby }: { lobby: QuickMatchCard }) {
  const { t } = useTranslation();
  const start = lobby.game_time_type === 'timed' ? lobby.game_time : null;
  const left = useTimeLeft(start ?? '', start !== null, t('quickmatch.card.days'));
  if (start === null)
    return (
      <Text fz="sm" c="dimmed">
        {t('quickmatch.gameTimeTypes.snap_game')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600}>
        {formatDateTime(start)}
      </Text>
      {left === null ? null : (
        <Text fz="sm" fw={800} c="clutch.4">
          <Text span fz="xs" fw={600} c="dimmed" mr={6}>
            {t('quickmatch.card.startsIn')}
          </Text>
          <Text span inherit ff="monospace" data-testid="lobby-countdown">
            {left}
          </Text>
        </Text>
      )}
    </Stack>
  );
}

function Money({ lobby }: { lobby: QuickMatchCard }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  return (
    <Group justify="space-between" gap="xs">
      <Group gap={6} wrap="nowrap">
        <GemIcon size={16} />
        <Text fw={800} c="clutch.4" data-testid="lobby-prize">
          {crystals(lobby.prize)}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('quickmatch.card.prize')}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed" data-testid="lobby-fee">
        {lobby.entry_fee > 0
          ? t('quickmatch.card.entryFee', { fee: crystals(lobby.entry_fee) })
          : t('quickmatch.card.free')}
      </Text>
    </Group>
  );
}

export function LobbyCard({ lobby }: { lobby: QuickMatchCard }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Card
      component="article"
      aria-label={lobby.name}
      withBorder
      radius="lg"
      padding="md"
      bg="dark.6"
      data-testid="lobby-card"
    >
      <Stack gap="xs" style={{ flex: 1 }}>
        <LobbyBadges lobby={lobby} withStatus={false} />
        <Title order={3} fz="lg" fw={800} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {lobby.name}
        </Title>
        <Group justify="space-between" gap="xs">
          <Group
            gap={4}
            wrap="nowrap"
            role="img"
            aria-label={t('quickmatch.card.seats', {
              taken: lobby.checked_in_slots,
              slots: lobby.slots,
            })}
          >
            <UsersIcon size={14} />
            <Text fz="sm" fw={700} data-testid="lobby-seats">
              {`${String(lobby.checked_in_slots)}/${String(lobby.slots)}`}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <GlobeIcon size={14} />
            <Text fz="sm" c="dimmed">
              {t(`quickmatch.servers.${lobby.game_details.server}`)}
            </Text>
          </Group>
        </Group>
        <Money lobby={lobby} />
        <div style={{ marginTop: 'auto' }}>
          <StartLine lobby={lobby} />
        </div>
        <Button
          component={Link}
          to={localePath(`/match/${String(lobby.id)}`)}
          variant="light"
          fullWidth
          aria-label={t('quickmatch.card.showMoreNamed', { name: lobby.name })}
        >
          {t('quickmatch.card.showMore')}
        </Button>
      </Stack>
    </Card>
  );
}
