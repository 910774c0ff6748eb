// Rounds of a bracket for people: when each level starts and the label the client shows for it.
// Levels count from the final (1) back to the first round (grid), as in the grid answers.

/** When the matches of `level` start: the first round (level = grid) at `start`, each later round one match duration after the one before. */
export function roundStartTime(
  start: Date,
  matchDurationMinutes: number,
  grid: number,
  level: number,
  minuteMs = 60_000,
): Date {
  return new Date(start.getTime() + (grid - level) * matchDurationMinutes * minuteMs);
}

/** Every level's start, first round first; the third-place match plays alongside the final (level 1). */
export function roundStartTimes(
  start: Date,
  matchDurationMinutes: number,
  grid: number,
): { level: number; startsAt: Date }[] {
  return Array.from({ length: grid }, (_, round) => {
    const level = grid - round;
    return { level, startsAt: roundStartTime(start, matchDurationMinutes, grid, level) };
  });
}

/** The spec's round label: the final "1", the semifinals "1/2", then "1/4" ... "1/2^(level-1)". */
export function roundLabel(level: number): string {
  return level <= 1 ? '1' : `1/${String(2 ** (level - 1))}`;
}
