// The per-player statistics the demo simulator reports with its random result: plausible numbers in
// each game's usual columns (STAT_COLUMNS), a little better for the winners. Demo matches only.
import { type STAT_COLUMNS } from '@clutch/contract/quickmatch';

/** Draws a whole number in [min, max] from `draw`, which answers 0..n-1. */
type Draw = (n: number) => number;
const between = (draw: Draw, min: number, max: number) => min + draw(max - min + 1);

export function simulatedStats(game: number, won: boolean, draw: Draw): Record<string, number> {
  const edge = won ? 1 : 0;
  if (game === 1) {
    const stats: Record<(typeof STAT_COLUMNS)[1][number], number> = {
      kills: between(draw, 2 + edge * 3, 12 + edge * 6),
      deaths: between(draw, 1, 10 - edge * 4),
      assists: between(draw, 0, 15),
      last_hits: between(draw, 40, 220),
      denies: between(draw, 0, 25),
      gpm: between(draw, 280 + edge * 80, 620 + edge * 80),
      xpm: between(draw, 300 + edge * 80, 700 + edge * 80),
      net_worth: between(draw, 4000 + edge * 2000, 18000 + edge * 4000),
    };
    return stats;
  }
  const kills = between(draw, 5 + edge * 5, 22 + edge * 6);
  const stats: Record<(typeof STAT_COLUMNS)[2][number], number> = {
    kills,
    deaths: between(draw, 6, 20 - edge * 4),
    assists: between(draw, 0, 8),
    adr: between(draw, 45 + edge * 15, 110 + edge * 20),
    headshot_pct: between(draw, 20, 65),
    mvps: between(draw, 0, 2 + edge * 3),
    score: kills * 2 + between(draw, 0, 12),
  };
  return stats;
}
