// The bracket on the tournament's page (spec 2 sections 3-4): a column per round from the first to
// the final, labelled "1/4", "1/2", "1"; the third-place match beside it and the champion once the
// final is played. It follows grid-updates live; the creator starts ready matches from its header.
// Wide brackets scroll sideways inside the panel, so a phone keeps the page itself at its width.
import { Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ParticipantBrief } from '@clutch/contract/tournament-registration';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from '../../../../components/ui/icons';
import { ListStatus } from '../../../../components/ui/list-status';
import { Panel } from '../../../../components/ui/panel';
import { gridQueryOptions } from '../../api/grid';
import { layoutBracket, type BracketColumn } from './bracket-layout';
import { NO_VIEWER, sideName, type MatchViewer } from './match-actions';
import { BracketMatchCard } from './bracket-match-card';
import { StartMatchesButton } from './start-matches-button';
import { useGridUpdates } from './use-grid-updates';

type OpenChat = ((matchId: number) => void) | undefined;

function Column({
  column,
  viewer,
  onOpenChat,
}: {
  column: BracketColumn;
  viewer: MatchViewer;
  onOpenChat: OpenChat;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="bracket-round" style={{ flexShrink: 0 }}>
      <Text fz="sm" fw={700} c="dimmed">
        {t('tournaments.bracket.round', { label: column.label })}
      </Text>
      <Stack gap="md" justify="space-around" style={{ flexGrow: 1 }}>
        {column.matches.map((match) => (
          <BracketMatchCard key={match.id} match={match} viewer={viewer} onOpenChat={onOpenChat} />
        ))}
      </Stack>
    </Stack>
  );
}

function Champion({ champion }: { champion: ParticipantBrief }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      w={200}
      data-testid="bracket-champion"
      style={{ flexShrink: 0, alignSelf: 'center', borderColor: 'var(--mantine-color-yellow-6)' }}
    >
      <Stack gap={4} align="center">
        <Text c="yellow.4">
          <TrophyIcon size={28} />
        </Text>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
          {t('tournaments.bracket.champion')}
        </Text>
        <Text fw={800} ta="center">
          {sideName(champion)}
        </Text>
      </Stack>
    </Paper>
  );
}

export function BracketGrid({
  tournamentId,
  viewer = NO_VIEWER,
  onOpenMatchChat,
}: {
  tournamentId: number;
  viewer?: MatchViewer;
  /** Opens a match's chat room (the page hands it in: the chat is another feature). */
  onOpenMatchChat?: (matchId: number) => void;
}) {
  const { t } = useTranslation();
  const grid = useQuery(gridQueryOptions(tournamentId));
  useGridUpdates(tournamentId);
  const layout = layoutBracket(grid.data ?? []);
  const controls =
    viewer.isCreator && grid.data !== undefined ? (
      <StartMatchesButton tournamentId={tournamentId} grid={grid.data} />
    ) : undefined;
  return (
    <Panel title={t('tournaments.bracket.title')} controls={controls}>
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
              <Column
                key={column.level}
                column={column}
                viewer={viewer}
                onOpenChat={onOpenMatchChat}
              />
            ))}
            {layout.thirdPlace === null ? null : (
              <Stack gap="sm" style={{ flexShrink: 0 }} data-testid="bracket-third-place">
                <Text fz="sm" fw={700} c="dimmed">
                  {t('tournaments.bracket.thirdPlace')}
                </Text>
                <BracketMatchCard
                  match={layout.thirdPlace}
                  viewer={viewer}
                  onOpenChat={onOpenMatchChat}
                />
              </Stack>
            )}
            {layout.champion === null ? null : <Champion champion={layout.champion} />}
          </Group>
        </ScrollArea>
      </ListStatus>
    </Panel>
  );
}
