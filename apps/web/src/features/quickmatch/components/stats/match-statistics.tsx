// A played quick match (/statistics/{id}): the result for the viewer (win or loss, the score), how
// long it took, the maps or the heroes played, and a table per side of every player's statistics in
// the game's columns (STAT_COLUMNS), with their rating before and after and the change coloured.
import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MatchStatistics } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { mapTitle } from '../../../../lib/map-title';
import { formatDuration, gameName, sideTitle } from '../../quickmatch-labels';
import { viewerOutcome } from '../../stats-view';
import { SideTable } from './side-table';

function ResultBanner({ stats, viewerId }: { stats: MatchStatistics; viewerId: number }) {
  const { t } = useTranslation();
  const outcome = viewerOutcome(stats, viewerId);
  const result = stats.result;
  const color = outcome === 'win' ? 'teal' : outcome === 'loss' ? 'red' : 'clutch';
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="dark.6"
      style={{ borderColor: `var(--mantine-color-${color}-7)` }}
    >
      <Stack gap="xs" align="center" ta="center">
        <Group gap={6}>
          <Badge variant="light" color={stats.game === 2 ? 'yellow' : 'red'}>
            {gameName(stats.game)}
          </Badge>
          {stats.is_demo ? (
            <Badge variant="outline" color="gray">
              {t('quickmatch.card.demo')}
            </Badge>
          ) : null}
        </Group>
        <Title order={2} fz={{ base: 28, sm: 36 }} c={`${color}.4`} data-testid="stats-outcome">
          {result === null
            ? t(`quickmatch.statuses.${stats.status}`)
            : outcome === null
              ? t('quickmatch.stats.winner', {
                  side: sideTitle(
                    t,
                    stats.game,
                    result.winner,
                    stats.teams.find((team) => team.side === result.winner)?.team,
                  ),
                })
              : t(`quickmatch.stats.${outcome}`)}
        </Title>
        {result === null ? null : (
          <Text fz={28} fw={900} ff="monospace" data-testid="stats-score">
            {`${String(result.score_a)} : ${String(result.score_b)}`}
          </Text>
        )}
        <Group gap="lg" justify="center">
          {stats.duration_seconds === null ? null : (
            <Text fz="sm" c="dimmed">
              {t('quickmatch.stats.duration', { duration: formatDuration(stats.duration_seconds) })}
            </Text>
          )}
          {stats.started_at === null ? null : (
            <Text fz="sm" c="dimmed">
              {t('quickmatch.stats.started', { time: formatDateTime(stats.started_at) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function Maps({ stats }: { stats: MatchStatistics }) {
  const { t } = useTranslation();
  if (stats.maps.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('quickmatch.stats.maps')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {stats.maps.map((map) => (
          <Stack key={map.name} gap={2}>
            <Image src={map.map_url} alt="" h={64} radius="md" fit="cover" />
            <Text fz="sm" fw={700}>
              {mapTitle(map.name)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function MatchStatisticsView({
  stats,
  viewerId,
}: {
  stats: MatchStatistics;
  viewerId: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ResultBanner stats={stats} viewerId={viewerId} />
      <Maps stats={stats} />
      {(['a', 'b'] as const).map((side) => (
        <SideTable
          key={side}
          game={stats.game}
          name={sideTitle(
            t,
            stats.game,
            side,
            stats.teams.find((team) => team.side === side)?.team,
          )}
          isWinner={stats.result?.winner === side}
          players={stats.players.filter((player) => player.side === side)}
          viewerId={viewerId}
        />
      ))}
    </Stack>
  );
}
