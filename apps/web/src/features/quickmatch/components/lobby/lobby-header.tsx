// The top of the lobby page: game, format, status and access, the name and its creator, the likes
// and dislikes (optimistic, see api/reactions.ts), then the facts: seats taken, server region, when
// it starts (a countdown for a timed lobby), the prize and the entry fee.
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { QuickMatch } from '@clutch/contract/quickmatch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ThumbDownIcon, ThumbUpIcon } from '../../../../components/ui/action-icons';
import { useTimeLeft } from '../../../../components/ui/use-time-left';
import { useFormatCrystals } from '../../../../lib/crystals';
import { formatCompactNumber, formatDateTime } from '../../../../lib/format';
import { useLobbyReaction } from '../../api/reactions';
import { LobbyBadges } from '../lobby-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Reactions({ lobby }: { lobby: QuickMatch }) {
  const { t } = useTranslation();
  const react = useLobbyReaction(lobby.id);
  const action = lobby.user_action ?? 'none';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant={action === 'like' ? 'filled' : 'default'}
        leftSection={<ThumbUpIcon size={14} />}
        aria-pressed={action === 'like'}
        aria-label={t('quickmatch.lobby.like')}
        onClick={() => react.mutate('like')}
        data-testid="lobby-like"
      >
        {formatCompactNumber(lobby.likes_count)}
      </Button>
      <Button
        size="xs"
        variant={action === 'dislike' ? 'filled' : 'default'}
        color={action === 'dislike' ? 'red' : undefined}
        leftSection={<ThumbDownIcon size={14} />}
        aria-pressed={action === 'dislike'}
        aria-label={t('quickmatch.lobby.dislike')}
        onClick={() => react.mutate('dislike')}
        data-testid="lobby-dislike"
      >
        {formatCompactNumber(lobby.dislikes_count)}
      </Button>
    </Group>
  );
}

function StartFact({ lobby }: { lobby: QuickMatch }) {
  const { t } = useTranslation();
  const start = lobby.game_time_type === 'timed' ? lobby.game_time : null;
  const isUpcoming = start !== null && lobby.status === 'waiting';
  const left = useTimeLeft(start ?? '', isUpcoming, t('quickmatch.card.days'));
  return (
    <Fact label={t('quickmatch.lobby.start')}>
      {start === null ? t('quickmatch.gameTimeTypes.snap_game') : formatDateTime(start)}
      {left === null ? null : (
        <Text fz="sm" c="clutch.4" ff="monospace" data-testid="lobby-countdown">
          {left}
        </Text>
      )}
    </Fact>
  );
}

export function LobbyHeader({ lobby }: { lobby: QuickMatch }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="dark.6">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} miw={0} style={{ flex: '1 1 240px' }}>
            <LobbyBadges lobby={lobby} withStatus />
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {lobby.name}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('quickmatch.lobby.createdBy', { name: lobby.created_by.username })}
            </Text>
          </Stack>
          <Reactions lobby={lobby} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="sm">
          <Fact label={t('quickmatch.lobby.seats')}>
            {`${String(lobby.checked_in_slots)}/${String(lobby.slots)}`}
          </Fact>
          <Fact label={t('quickmatch.lobby.server')}>
            {t(`quickmatch.servers.${lobby.game_details.server}`)}
          </Fact>
          <StartFact lobby={lobby} />
          <Fact label={t('quickmatch.lobby.prize')}>{crystals(lobby.prize)}</Fact>
          <Fact label={t('quickmatch.lobby.entryFee')}>
            {lobby.entry_fee > 0 ? crystals(lobby.entry_fee) : t('quickmatch.card.free')}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
