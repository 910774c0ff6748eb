// Bracket matches (bracket.ts) to and from their rows: the bracket's states fold into the four
// statuses the API shows, and a row's result source tells a bye from a played match on the way back.
import type { MatchStatus } from '@clutch/contract/matches';
import type { BracketMatch } from './bracket.js';
import type { FirstMatch } from '../matches.events.js';
import type { ResultSource } from '../tournament-matches.tables.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';

export interface StoredMatch {
  level: number;
  position: number;
  isThirdPlace: boolean;
  sideA: number | null;
  sideB: number | null;
  winnerId: number | null;
  status: MatchStatus;
  resultSource: ResultSource | null;
}

/** A stored row as the bracket sees it: a finished bye is a walkover (or void without a winner). */
export function toBracketMatch(row: StoredMatch): BracketMatch {
  const { level, position, isThirdPlace } = row;
  const base = { level, position, isThirdPlace, a: row.sideA, b: row.sideB, winner: row.winnerId };
  if (row.status === 'finished') {
    if (row.resultSource !== 'bye') return { ...base, status: 'finished' };
    return { ...base, status: row.winnerId === null ? 'void' : 'walkover' };
  }
  if (row.status === 'scheduled') return { ...base, status: 'waiting' };
  return { ...base, status: 'ready' };
}

/**
 * The columns a bracket match sets. A match already started keeps in_game while it stays ready;
 * a walkover or void match is finished by a bye.
 */
export function rowOf(
  match: BracketMatch,
  current: MatchStatus | null,
): Pick<StoredMatch, 'sideA' | 'sideB' | 'winnerId' | 'status' | 'resultSource'> {
  const sides = { sideA: match.a, sideB: match.b, winnerId: match.winner };
  switch (match.status) {
    case 'waiting':
      return { ...sides, status: 'scheduled', resultSource: null };
    case 'ready':
      return { ...sides, status: current === 'in_game' ? 'in_game' : 'ready', resultSource: null };
    case 'walkover':
    case 'void':
      return { ...sides, status: 'finished', resultSource: 'bye' };
    case 'finished':
      return { ...sides, status: 'finished', resultSource: null };
  }
}

export const sameSlot = (
  x: { level: number; position: number; isThirdPlace: boolean },
  y: { level: number; position: number; isThirdPlace: boolean },
) => x.level === y.level && x.position === y.position && x.isThirdPlace === y.isThirdPlace;

/** The registrations on either side of these matches. */
export const sidesOf = (rows: readonly { sideA: number | null; sideB: number | null }[]) =>
  rows.flatMap((row) => [row.sideA, row.sideB]).filter((id): id is number => id !== null);

export interface SideView {
  participantId: number;
  seed: number | null;
  user: { id: number; username: string; avatarUrl: string | null } | null;
  team: { id: number; name: string; avatarUrl: string | null } | null;
}

interface GridRow extends StoredMatch {
  id: number;
  scoreA: number;
  scoreB: number;
  startTime: Date;
  streamLink: string | null;
  isDisputed: boolean;
}

function sideOf(id: number | null, sides: ReadonlyMap<number, SideView>) {
  const side = id === null ? undefined : sides.get(id);
  if (side === undefined) return null;
  const { user, team } = side;
  return {
    id: side.participantId,
    seed: side.seed,
    user: user && toUserBrief(user),
    team: team && { id: team.id, name: team.name, avatar_url: team.avatarUrl },
  };
}

/** A match as the grid answers it (the contract's GridMatch). */
export function gridMatchOf(row: GridRow, sides: ReadonlyMap<number, SideView>) {
  return {
    id: row.id,
    level: row.level,
    position: row.position,
    is_third_place: row.isThirdPlace,
    side_a: sideOf(row.sideA, sides),
    side_b: sideOf(row.sideB, sides),
    score_a: row.scoreA,
    score_b: row.scoreB,
    winner: row.winnerId,
    status: row.status,
    start_time: row.startTime.toISOString(),
    stream_link: row.streamLink,
    is_disputed: row.isDisputed,
  };
}

interface ScheduledRow {
  id: number;
  sideA: number | null;
  sideB: number | null;
  status: MatchStatus;
  startTime: Date;
}

/**
 * Each player's earliest unfinished match, from the matches' sides and who plays for each side
 * (a bye's winner already sits in the next round, so everyone still in has one).
 */
export function firstMatchesOf(
  rows: readonly ScheduledRow[],
  players: ReadonlyMap<number, readonly number[]>,
): FirstMatch[] {
  const first = new Map<number, ScheduledRow>();
  for (const row of rows) {
    if (row.status === 'finished') continue;
    for (const side of [row.sideA, row.sideB]) {
      for (const userId of side === null ? [] : (players.get(side) ?? [])) {
        const known = first.get(userId);
        if (!known || row.startTime < known.startTime) first.set(userId, row);
      }
    }
  }
  return [...first].map(([userId, row]) => ({
    userId,
    matchId: row.id,
    startTime: row.startTime.toISOString(),
  }));
}
