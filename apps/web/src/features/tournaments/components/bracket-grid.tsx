// The bracket on the tournament's page (spec 2 sections 3-4): a column per round from the first to
// the final, labelled "1/4", "1/2", "1"; the third-place match beside it. Wide brackets scroll
// sideways inside the panel, so a phone keeps the page itself at its width.
import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { gridQueryOptions } from '../api/grid';
import { layoutBracket, type BracketColumn } from '../bracket-layout';
import { BracketMatchCard } from './bracket-match-card';
import { useGridUpdates } from './use-grid-updates';

function Column({ column }: { column: BracketColumn }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="bracket-round" style={{ flexShrink: 0 }}>
      <Text fz="sm" fw={700} c="dimmed">
        {t('tournaments.bracket.round', { label: column.label })}
      </Text>
      <Stack gap="md" justify="space-around" style={{ flexGrow: 1 }}>
        {column.matches.map((match) => (
          <BracketMatchCard key={match.id} match={match} />
        ))}
      </Stack>
    </Stack>
  );
}

export function BracketGrid({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const grid = useQuery(gridQueryOptions(tournamentId));
  useGridUpdates(tournamentId);
  const layout = layoutBracket(grid.data ?? []);
  return (
    <Panel title={t('tournaments.bracket.title')}>
      <ListStatus
        isPending={grid.isPending}
        isError={grid.isError}
        isEmpty={layout.columns.length === 0}
        emptyText={t('tournaments.bracket.empty')}
        onRetry={() => void grid.refetch()}
      >
        <ScrollArea type="auto" offsetScrollbars>
          <Group align="stretch" gap="lg" wrap="nowrap" pb="xs">
            {layout.columns.map((column) => (
              <Column key={column.level} column={column} />
            ))}
            {layout.thirdPlace === null ? null : (
              <Stack gap="sm" style={{ flexShrink: 0 }} data-testid="bracket-third-place">
                <Text fz="sm" fw={700} c="dimmed">
                  {t('tournaments.bracket.thirdPlace')}
                </Text>
                <BracketMatchCard match={layout.thirdPlace} />
              </Stack>
            )}
          </Group>
        </ScrollArea>
      </ListStatus>
    </Panel>
  );
}
