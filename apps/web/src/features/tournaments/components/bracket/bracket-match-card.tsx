// One bracket match as a card: both sides (player or team, "to be decided" while empty) with their
// scores, the winner in bold, the status ("started" for in_game) and the start time, then what the
// viewer may do with it. A started match is outlined, so a live bracket shows where play is.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import type { ParticipantBrief } from '@clutch/contract/tournament-registration';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { NO_VIEWER, sideName, type MatchViewer } from './match-actions';
import { MatchActionsMenu } from './match-actions-menu';

const STATUS_COLORS = {
  scheduled: 'gray',
  ready: 'blue',
  in_game: 'green',
  finished: 'dark',
} as const;

function Side({
  side,
  score,
  isWinner,
  showScore,
  isMine,
}: {
  side: ParticipantBrief | null;
  score: number;
  isWinner: boolean;
  showScore: boolean;
  isMine: boolean;
}) {
  const { t } = useTranslation();
  const name = sideName(side);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="bracket-side">
      <Text
        fz="sm"
        fw={isWinner ? 700 : 400}
        c={name === null ? 'dimmed' : isMine ? 'cyan.3' : undefined}
        truncate
      >
        {name ?? t('tournaments.bracket.tbd')}
      </Text>
      {showScore ? (
        <Text
          fz="sm"
          fw={isWinner ? 700 : 400}
          ff="monospace"
          c={isWinner ? 'yellow.4' : undefined}
        >
          {score}
        </Text>
      ) : null}
    </Group>
  );
}

export function BracketMatchCard({
  match,
  viewer = NO_VIEWER,
  onOpenChat,
}: {
  match: GridMatch;
  viewer?: MatchViewer;
  onOpenChat?: (matchId: number) => void;
}) {
  const { t } = useTranslation();
  const showScore = match.status === 'in_game' || match.status === 'finished';
  const isLive = match.status === 'in_game';
  const sides = [
    { key: 'a', side: match.side_a, score: match.score_a },
    { key: 'b', side: match.side_b, score: match.score_b },
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      bg="dark.7"
      w={230}
      data-testid="bracket-match"
      data-status={match.status}
      style={isLive ? { borderColor: 'var(--mantine-color-green-7)' } : undefined}
    >
      <Stack gap={4}>
        {sides.map(({ key, side, score }) => (
          <Side
            key={key}
            side={side}
            score={score}
            isWinner={match.winner !== null && match.winner === side?.id}
            showScore={showScore}
            isMine={side !== null && side.id === viewer.participantId}
          />
        ))}
        {/* A disputed started match has two badges: they move under the time rather than shrink. */}
        <Group justify="space-between" gap={4} wrap="wrap">
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(match.start_time)}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {match.is_disputed ? (
              <Badge size="xs" color="red">
                {t('tournaments.bracket.disputed')}
              </Badge>
            ) : null}
            <Badge size="xs" variant="light" color={STATUS_COLORS[match.status]}>
              {t(`tournaments.bracket.statuses.${match.status}`)}
            </Badge>
          </Group>
        </Group>
        <MatchActionsMenu match={match} viewer={viewer} onOpenChat={onOpenChat} />
      </Stack>
    </Paper>
  );
}
