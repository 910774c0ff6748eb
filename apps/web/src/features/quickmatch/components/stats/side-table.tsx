// One side's table on the statistics page: each player (with their hero in Dota 2), the game's
// statistic columns under translated headers, and their rating before → after with the change.
import { Anchor, Badge, Group, Image, Table, Text } from '@mantine/core';
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
    <Group gap="sm" wrap="nowrap">
      <UserAvatar username={player.user.username} src={player.user.avatar_url} size={28} />
      <Anchor
        component={Link}
        to={localePath(`/profile/${String(player.user.id)}/info`)}
        fz="sm"
        fw={700}
        c="white"
      >
        {player.user.username}
      </Anchor>
      {isViewer ? <Badge size="xs">{t('quickmatch.lobby.you')}</Badge> : null}
      {player.hero === null ? null : (
        <Image
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
      <Table.ScrollContainer minWidth={520}>
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
