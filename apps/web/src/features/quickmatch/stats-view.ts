// How a played match reads on its statistics page and in a history: the viewer's result, the
// columns each game shows (STAT_COLUMNS), a statistic's value (a percentage, a decimal, a count), a
// rating's change and its colour.
import { STAT_COLUMNS, type MatchStatistics, type VetoSide } from '@clutch/contract/quickmatch';

export type StatColumn = (typeof STAT_COLUMNS)[1][number] | (typeof STAT_COLUMNS)[2][number];

export function statColumnsOf(game: number): readonly StatColumn[] {
  return game === 1 ? STAT_COLUMNS[1] : game === 2 ? STAT_COLUMNS[2] : [];
}

/** The side the viewer played, or null when they only watched. */
export function viewerSide(stats: MatchStatistics, viewerId: number): VetoSide | null {
  return stats.players.find((player) => player.user.id === viewerId)?.side ?? null;
}

export function viewerOutcome(stats: MatchStatistics, viewerId: number): 'win' | 'loss' | null {
  const side = viewerSide(stats, viewerId);
  if (side === null || stats.result === null) return null;
  return stats.result.winner === side ? 'win' : 'loss';
}

/** `—` for a statistic the game did not report; percentages and averages keep one decimal. */
export function formatStat(column: StatColumn, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  if (column === 'headshot_pct') return `${String(Math.round(value * 10) / 10)}%`;
  if (column === 'adr') return String(Math.round(value * 10) / 10);
  return String(Math.round(value));
}

export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

export function ratingChange(before: number | null, after: number | null): number | null {
  return before === null || after === null ? null : after - before;
}

/** `+12.5`, `-3.0`, `0.0`: a change always carries its sign. */
export function formatChange(change: number): string {
  const rounded = Math.round(change * 10) / 10;
  const text = Math.abs(rounded).toFixed(1);
  return rounded > 0 ? `+${text}` : rounded < 0 ? `-${text}` : text;
}

/** Gains green, losses red, no change (as shown, to a tenth) dimmed. */
export function changeColour(change: number | null): string {
  const rounded = change === null ? 0 : Math.round(change * 10) / 10;
  return rounded > 0 ? 'teal' : rounded < 0 ? 'red' : 'dimmed';
}
