// The creator's "start": shown while a ready match's time has come, it starts every such match
// through the match runner (the simulator plays a demo tournament's). Redrawn as times come.
import { Button } from '@mantine/core';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { useStartMatches } from '../../api/matches';
import { hasMatchesToStart } from './match-actions';

/** A round's time passing shows the button within this long. */
const RECHECK_MS = 5000;

export function StartMatchesButton({
  tournamentId,
  grid,
}: {
  tournamentId: number;
  grid: readonly GridMatch[];
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  const hasWaiting = grid.some((match) => match.status === 'ready');
  useEffect(() => {
    if (!hasWaiting) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [hasWaiting]);
  const start = useStartMatches(tournamentId, () =>
    showToast(t('tournaments.bracket.started'), 'success'),
  );
  if (!hasMatchesToStart(grid, now)) return null;
  return (
    <Button
      size="sm"
      onClick={() => start.mutate(undefined)}
      loading={start.isPending}
      title={t('tournaments.bracket.startMatchesHint')}
    >
      {t('tournaments.bracket.startMatches')}
    </Button>
  );
}
