// What the join call sends (spec 2 section 4): a watcher puts their own id in the watcher slot, a
// 5_5 leader names the team, anyone else joins as themselves; the password only where the
// tournament's access mode asks the joining role for one. The per-tournament cookie that skips the
// confirm question lives here too: it is set after a join went through and lasts 30 days.
import { IS_OPENED, type TournamentType } from '@clutch/contract/tournament-options';
import type { JoinBody } from '@clutch/contract/tournament-registration';

export type JoinRole = 'player' | 'watcher';

export interface JoinChoice {
  role: JoinRole;
  type: TournamentType;
  meId: number;
  teamId: number | null;
  password: string;
  token?: string;
}

/** is_opened 2 guards both roles, 4 only players, 3 only watchers (1 is open). */
export function needsPassword(isOpened: number, role: JoinRole): boolean {
  if (isOpened === IS_OPENED.both) return true;
  return role === 'player' ? isOpened === IS_OPENED.players : isOpened === IS_OPENED.watchers;
}

export function buildJoinBody(choice: JoinChoice, isOpened: number): NonNullable<JoinBody> {
  const password = needsPassword(isOpened, choice.role) ? choice.password : '';
  const extras = {
    ...(password === '' ? {} : { password }),
    ...(choice.token === undefined ? {} : { token: choice.token }),
  };
  if (choice.role === 'watcher') return { watcher: choice.meId, ...extras };
  if (choice.type === '5_5')
    return choice.teamId === null ? extras : { team: choice.teamId, ...extras };
  return { user: choice.meId, ...extras };
}

export const JOIN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function joinCookieName(tournamentId: number): string {
  return `tournament_join_${String(tournamentId)}`;
}

/** The Set-Cookie text for document.cookie after a successful join. */
export function formatJoinCookie(tournamentId: number): string {
  return `${joinCookieName(tournamentId)}=1; Max-Age=${String(JOIN_COOKIE_MAX_AGE_SECONDS)}; Path=/; SameSite=Lax`;
}

/** Whether document.cookie's text holds the tournament's join cookie (so no confirm is asked). */
export function hasJoinCookie(cookies: string, tournamentId: number): boolean {
  const name = joinCookieName(tournamentId);
  return cookies.split(';').some((part) => part.trim().split('=')[0] === name);
}
