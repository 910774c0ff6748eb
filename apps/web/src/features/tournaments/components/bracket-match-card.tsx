// One bracket match as a card: both sides (player or team, "to be decided" while empty) with their
// scores, the winner in bold, the status ("started" for in_game) and the start time.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import type { ParticipantBrief } from '@clutch/contract/tournament-registration';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

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
}: {
  side: ParticipantBrief | null;
  score: number;
  isWinner: boolean;
  showScore: boolean;
}) {
  const { t } = useTranslation();
  const name = side?.team?.name ?? side?.user?.username ?? null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="sm" fw={isWinner ? 700 : 400} c={name === null ? 'dimmed' : undefined} truncate>
        {name ?? t('tournaments.bracket.tbd')}
      </Text>
      {showScore ? (
        <Text fz="sm" fw={isWinner ? 700 : 400} ff="monospace">
          {score}
        </Text>
      ) : null}
    </Group>
  );
}

export function BracketMatchCard({ match }: { match: GridMatch }) {
  const { t } = useTranslation();
  const showScore = match.status === 'in_game' || match.status === 'finished';
  return (
    <Paper withBorder radius="md" p="xs" bg="dark.7" w={220} data-testid="bracket-match">
      <Stack gap={4}>
        <Side
          side={match.side_a}
          score={match.score_a}
          isWinner={match.winner !== null && match.winner === match.side_a?.id}
          showScore={showScore}
        />
        <Side
          side={match.side_b}
          score={match.score_b}
          isWinner={match.winner !== null && match.winner === match.side_b?.id}
          showScore={showScore}
        />
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {formatDateTime(match.start_time)}
          </Text>
          <Group gap={4} wrap="nowrap">
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
      </Stack>
    </Paper>
  );
}
