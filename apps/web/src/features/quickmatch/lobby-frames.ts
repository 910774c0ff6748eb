// How quick-match-updates frames change the cached lobby. A pushed lobby (an `update`, or the answer
// to subscribe_instance or retrieve) carries only the public fields: it replaces them and keeps what
// only the caller sees (their seat, hero, lobby password, invitation token, reaction). What it cannot
// tell the caller is read again: a new status (a lobby, a hero or a connect string may come with it),
// a version that jumped (pushes were missed), or the caller's seat changing hands. A `veto` push
// replaces the pick-and-ban unless it is older than the one shown.
import {
  QuickMatchPublicSchema,
  VetoViewSchema,
  type QuickMatch,
  type QuickMatchPublic,
  type VetoView,
} from '@clutch/contract/quickmatch';
import {
  QUICK_MATCH_UPDATE_ACTIONS,
  QuickMatchDeletedSchema,
  QuickMatchEndSchema,
} from '@clutch/contract/quickmatch-live';
import type { ServerFrame } from '@clutch/contract/realtime';
import { z } from 'zod';

/** The answers that carry the whole public lobby, besides the `update` push. */
export const SUBSCRIBE_ANSWER = 'subscribe_instance';
const LOBBY_ACTIONS: readonly string[] = [
  QUICK_MATCH_UPDATE_ACTIONS.update,
  SUBSCRIBE_ANSWER,
  'retrieve',
];

type CallerField =
  | 'position'
  | 'is_ready'
  | 'team'
  | 'team_name'
  | 'allowed_hero'
  | 'lobby_data'
  | 'connection_string'
  | 'invite_token'
  | 'user_action';
export type CallerFields = Pick<QuickMatch, CallerField>;

export function callerFieldsOf(lobby: QuickMatch): CallerFields {
  const { position, is_ready, team, team_name, allowed_hero, lobby_data } = lobby;
  const { connection_string, invite_token, user_action } = lobby;
  return {
    position,
    is_ready,
    team,
    team_name,
    allowed_hero,
    lobby_data,
    connection_string,
    invite_token,
    user_action,
  };
}

export type LobbyFrameOutcome =
  | { kind: 'ignored' }
  | { kind: 'failed' }
  | { kind: 'refetch' }
  | { kind: 'applied'; lobby: QuickMatch; refetch: boolean }
  | { kind: 'deleted'; lobby: QuickMatch | undefined }
  | { kind: 'ended'; matchId: number };

function seatHolder(lobby: QuickMatchPublic, position: number | null): number | null {
  if (position === null) return null;
  for (const side of lobby.teams) {
    const player = side.players.find((seat) => seat.position === position);
    if (player !== undefined) return player.user.id;
  }
  return null;
}

/** Whether what the push says makes the caller-only fields doubtful. */
function needsCallerFields(cached: QuickMatch, pushed: QuickMatchPublic): boolean {
  if (pushed.status !== cached.status) return true;
  if (pushed.version - cached.version > 1) return true;
  return seatHolder(pushed, cached.position) !== seatHolder(cached, cached.position);
}

function applyLobby(
  cached: QuickMatch | undefined,
  lobbyId: number,
  data: unknown,
): LobbyFrameOutcome {
  const pushed = QuickMatchPublicSchema.safeParse(data);
  if (!pushed.success || pushed.data.id !== lobbyId) return { kind: 'ignored' };
  if (cached === undefined) return { kind: 'refetch' };
  if (pushed.data.version < cached.version) return { kind: 'ignored' };
  const lobby: QuickMatch = { ...pushed.data, ...callerFieldsOf(cached) };
  return { kind: 'applied', lobby, refetch: needsCallerFields(cached, pushed.data) };
}

const VetoPushSchema = VetoViewSchema.extend({ id: z.number().int() });

/** Moves are only ever added, so a veto with fewer of them is a late push for an earlier turn. */
function isOlderVeto(shown: VetoView | null, pushed: VetoView): boolean {
  return shown !== null && pushed.moves.length < shown.moves.length;
}

function applyVeto(
  cached: QuickMatch | undefined,
  lobbyId: number,
  data: unknown,
): LobbyFrameOutcome {
  const pushed = VetoPushSchema.safeParse(data);
  if (!pushed.success || pushed.data.id !== lobbyId) return { kind: 'ignored' };
  if (cached === undefined) return { kind: 'refetch' };
  const { id: _id, ...veto } = pushed.data;
  if (isOlderVeto(cached.veto, veto)) return { kind: 'ignored' };
  return { kind: 'applied', lobby: { ...cached, veto }, refetch: false };
}

export function lobbyAfterFrame(
  cached: QuickMatch | undefined,
  lobbyId: number,
  frame: ServerFrame,
): LobbyFrameOutcome {
  if (frame.errors.length > 0) return { kind: 'failed' };
  if (LOBBY_ACTIONS.includes(frame.action)) return applyLobby(cached, lobbyId, frame.data);
  if (frame.action === QUICK_MATCH_UPDATE_ACTIONS.veto)
    return applyVeto(cached, lobbyId, frame.data);
  if (frame.action === QUICK_MATCH_UPDATE_ACTIONS.delete) {
    const gone = QuickMatchDeletedSchema.safeParse(frame.data);
    if (!gone.success || gone.data.id !== lobbyId) return { kind: 'ignored' };
    const lobby = cached === undefined ? undefined : { ...cached, status: 'cancelled' as const };
    return { kind: 'deleted', lobby };
  }
  if (frame.action === QUICK_MATCH_UPDATE_ACTIONS.matchEnd) {
    const end = QuickMatchEndSchema.safeParse(frame.data);
    if (!end.success || end.data.id !== lobbyId) return { kind: 'ignored' };
    return { kind: 'ended', matchId: end.data.match_id };
  }
  return { kind: 'ignored' };
}

/**
 * A lobby an action answered, against the one cached: a push that came first with a newer version
 * keeps its public fields, while the answer's caller-only fields (a new seat, a left lobby) win.
 */
export function lobbyAfterAnswer(cached: QuickMatch | undefined, answer: QuickMatch): QuickMatch {
  if (cached === undefined || cached.version <= answer.version) return answer;
  return { ...cached, ...callerFieldsOf(answer) };
}
