// The bracket as columns (spec 2 sections 3-4): one column per round from the first round (the
// highest level) to the final (level 1), matches in position order, each round labelled "1" for the
// final and 1/2^(level-1) before it ("1/2", "1/4", ...); the third-place match stands apart, and
// the final's winner is the champion.
import type { GridMatch } from '@clutch/contract/tournament-matches';
import type { ParticipantBrief } from '@clutch/contract/tournament-registration';

export interface BracketColumn {
  level: number;
  label: string;
  matches: GridMatch[];
}

export interface BracketLayout {
  columns: BracketColumn[];
  thirdPlace: GridMatch | null;
  /** The final's winner once it is played. */
  champion: ParticipantBrief | null;
}

function championOf(final: GridMatch | undefined): ParticipantBrief | null {
  if (final === undefined || final.status !== 'finished' || final.winner === null) return null;
  return [final.side_a, final.side_b].find((side) => side?.id === final.winner) ?? null;
}

export function roundLabel(level: number): string {
  return level <= 1 ? '1' : `1/${String(2 ** (level - 1))}`;
}

export function layoutBracket(matches: readonly GridMatch[]): BracketLayout {
  const byLevel = new Map<number, GridMatch[]>();
  let thirdPlace: GridMatch | null = null;
  for (const match of matches) {
    if (match.is_third_place) {
      thirdPlace = match;
      continue;
    }
    const level = byLevel.get(match.level) ?? [];
    level.push(match);
    byLevel.set(match.level, level);
  }
  const columns = [...byLevel.entries()]
    .sort(([a], [b]) => b - a)
    .map(([level, round]) => ({
      level,
      label: roundLabel(level),
      matches: [...round].sort((a, b) => a.position - b.position),
    }));
  const final = byLevel.get(1)?.[0];
  return { columns, thirdPlace, champion: championOf(final) };
}
