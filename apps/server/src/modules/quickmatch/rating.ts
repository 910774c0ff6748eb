// Quick-match skill: a player's rating as openskill's Weng-Lin gaussian (mu, sigma), its update
// after a two-sided match, and the ordinal and level that players see.
// openskill's defaults (Plackett-Luce, mu 25, sigma 25/3, tau 25/300) but for limitSigma: playing
// never makes the system less sure of a player, so sigma only shrinks and levels settle.
import { ordinal, rate, rating } from 'openskill';

export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** A new player: mu 25, sigma 25/3, so an ordinal of 0 and level 1. */
export const DEFAULT_SKILL: Skill = Object.freeze(rating());

const MIN_LEVEL = 1;
const MAX_LEVEL = 100;

function checkSkill(skill: Skill) {
  if (!Number.isFinite(skill.mu) || !Number.isFinite(skill.sigma) || skill.sigma <= 0)
    throw new RangeError('A skill has a finite mu and a finite, positive sigma.');
}

/** Fresh plain objects: openskill takes mutable ones, and callers may pass frozen rows. */
const plain = (team: readonly Skill[]) => team.map((s) => ({ mu: s.mu, sigma: s.sigma }));

/**
 * Both sides' new skills after a match `winner` won, in the order given. Sides may differ in size
 * (a 5v4 after a no-show) but neither may be empty.
 */
export function rateMatch(
  sides: readonly [readonly Skill[], readonly Skill[]],
  winner: 'a' | 'b',
): [Skill[], Skill[]] {
  const [a, b] = sides;
  if (a.length === 0 || b.length === 0) throw new RangeError('Each side needs a player.');
  [...a, ...b].forEach(checkSkill);
  // openskill ranks lower as better.
  const [newA = [], newB = []] = rate([plain(a), plain(b)], {
    rank: winner === 'a' ? [1, 2] : [2, 1],
    limitSigma: true,
  });
  return [plain(newA), plain(newB)];
}

/** ordinal = mu − 3·sigma: the skill the player almost surely (99.7%) has at least. */
export function ordinalOf(skill: Skill): number {
  checkSkill(skill);
  return ordinal({ mu: skill.mu, sigma: skill.sigma });
}

/**
 * level = clamp(1, 100, 1 + round(2 · ordinal)), where ordinal = mu − 3·sigma and round is
 * half-up (Math.round). A new player (ordinal 0) is level 1; each point of ordinal is two levels.
 */
export function levelOf(skill: Skill): number {
  const level = 1 + Math.round(2 * ordinalOf(skill));
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, level));
}
