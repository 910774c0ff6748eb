// One side's table on the statistics page: each player (with their hero in Dota 2), the game's
// statistic columns under translated headers, and their rating before → after with the change. A
// phone shows each player as a block of the same figures instead.
import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { PlayerStatisticsSchema } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Panel } from '../../../../components/ui/panel';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { useLocalePath } from '../../../../lib/locale-navigation';
import {
  changeColour,
  formatChange,
  formatRating,
  formatStat,
  ratingChange,
  statColumnsOf,
  type StatColumn,
} from '../../stats-view';

type PlayerStatistics = z.infer<typeof PlayerStatisticsSchema>;

function Rating({ player }: { player: PlayerStatistics }) {
  const change = ratingChange(player.rating_before, player.rating_after);
  if (player.rating_after === null)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {player.rating_before === null
          ? formatRating(player.rating_after)
          : `${formatRating(player.rating_before)} → ${formatRating(player.rating_after)}`}
      </Text>
      {change === null ? null : (
        <Text fz="sm" fw={800} c={changeColour(change)} data-testid="rating-change">
          {formatChange(change)}
        </Text>
      )}
    </Group>
  );
}

function PlayerCell({ player, isViewer }: { player: PlayerStatistics; isViewer: boolean }) {
  const localePath = useLocalePath();
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <UserAvatar username={player.user.username} src={player.user.avatar_url} size={28} />
      <Anchor
        component={Link}
        to={localePath(`/profile/${String(player.user.id)}/info`)}
        fz="sm"
        fw={700}
        c="white"
        truncate
      >
        {player.user.username}
      </Anchor>
      {isViewer ? (
        <Badge size="xs" style={{ flexShrink: 0 }}>
          {t('quickmatch.lobby.you')}
        </Badge>
      ) : null}
      {player.hero === null ? null : (
        <Image
          style={{ flexShrink: 0 }}
          src={player.hero.image}
          alt={player.hero.name}
          title={player.hero.name}
          h={22}
          w={38}
          radius={4}
        />
      )}
    </Group>
  );
}

/** A phone has no room for the table: each player is a block of their statistics instead. */
function PlayerBlocks({
  columns,
  players,
  viewerId,
}: {
  columns: readonly StatColumn[];
  players: PlayerStatistics[];
  viewerId: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {players.map((player) => (
        <Stack
          key={player.user.id}
          gap={6}
          pt="sm"
          style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}
          data-testid="stats-player"
        >
          <PlayerCell player={player} isViewer={player.user.id === viewerId} />
          <SimpleGrid cols={4} spacing={6} verticalSpacing={4}>
            {columns.map((column) => (
              <Stack key={column} gap={0} miw={0}>
                <Text fz={10} c="dimmed" truncate>
                  {t(`quickmatch.stats.columns.${column}`)}
                </Text>
                <Text fz="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatStat(column, player.stats[column])}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Group gap={6} wrap="nowrap">
            <Text fz="xs" c="dimmed">
              {t('quickmatch.stats.rating')}
            </Text>
            <Rating player={player} />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

export function SideTable({
  game,
  name,
  isWinner,
  players,
  viewerId,
}: {
  game: number;
  name: string;
  isWinner: boolean;
  players: PlayerStatistics[];
  viewerId: number;
}) {
  const { t } = useTranslation();
  const columns = statColumnsOf(game);
  return (
    <Panel
      title={name}
      controls={
        isWinner ? <Badge color="teal">{t('quickmatch.stats.winnerBadge')}</Badge> : undefined
      }
    >
      <PlayerBlocks columns={columns} players={players} viewerId={viewerId} />
      <Table.ScrollContainer minWidth={520} visibleFrom="sm">
        <Table verticalSpacing="xs" highlightOnHover aria-label={name}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quickmatch.stats.player')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                  {t(`quickmatch.stats.columns.${column}`)}
                </Table.Th>
              ))}
              <Table.Th>{t('quickmatch.stats.rating')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {players.map((player) => (
              <Table.Tr key={player.user.id}>
                <Table.Td>
                  <PlayerCell player={player} isViewer={player.user.id === viewerId} />
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatStat(column, player.stats[column])}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Rating player={player} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}
