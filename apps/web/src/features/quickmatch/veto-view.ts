// Pick-and-ban as the board shows it: which side the caller plays (the first half of the seats is
// side a), whose turn it is, what each item of the pool has become (banned or picked, by which side,
// by the player or by the clock) and what the caller may click: the available items on their side's
// ban or pick turn, the two halves (ct, t) on their side's side step, nothing otherwise.
import type { QuickMatch, VetoSide, VetoView } from '@clutch/contract/quickmatch';

export const SIDE_CHOICES = ['ct', 't'] as const;
export type SideChoice = (typeof SIDE_CHOICES)[number];

export function sideOfPosition(position: number, slots: number): VetoSide {
  return position <= slots / 2 ? 'a' : 'b';
}

/** The side the caller plays, or null when they only watch. */
export function callerSide(lobby: Pick<QuickMatch, 'position' | 'slots'>): VetoSide | null {
  return lobby.position === null ? null : sideOfPosition(lobby.position, lobby.slots);
}

export interface VetoItem {
  item: string;
  status: 'available' | 'banned' | 'picked';
  /** The side that banned or picked it. */
  by: VetoSide | null;
  /** The clock played it: the side's turn ran out. */
  isRandom: boolean;
}

/** Every item of the pool in pool order, with what the moves made of it. */
export function vetoItems(veto: VetoView): VetoItem[] {
  return veto.pool.map((item) => {
    const move = veto.moves.find((played) => played.item === item && played.action !== 'side');
    if (move === undefined) return { item, status: 'available', by: null, isRandom: false };
    const status = move.action === 'pick' ? 'picked' : 'banned';
    return { item, status, by: move.side, isRandom: move.random };
  });
}

export function isCallersTurn(veto: VetoView, side: VetoSide | null): boolean {
  return side !== null && !veto.finished && veto.turn !== null && veto.turn.side === side;
}

/** What the caller may click now: pool items on a ban or pick turn, ct and t on a side step. */
export function clickableItems(veto: VetoView, side: VetoSide | null): ReadonlySet<string> {
  if (!isCallersTurn(veto, side) || veto.turn === null) return new Set();
  if (veto.turn.action === 'side') return new Set(SIDE_CHOICES);
  return new Set(veto.available);
}

/** The half each side starts on, once a side step was played: the chooser's pick, the other's opposite. */
export function startingHalves(veto: VetoView): Record<VetoSide, SideChoice> | null {
  const move = veto.moves.find((played) => played.action === 'side');
  if (move === undefined) return null;
  const chosen: SideChoice = move.item === 't' ? 't' : 'ct';
  const other: SideChoice = chosen === 'ct' ? 't' : 'ct';
  return move.side === 'a' ? { a: chosen, b: other } : { a: other, b: chosen };
}
