// Who may register for a tournament, free of the database: reading the join data, the window
// (status and freeze), passwords by is_opened, capacity, and a team's five starting players (levels,
// bans, shares). Each rule answers a Problem (the field at fault, if any, and a sentence in every
// language) or null; the service turns a Problem into the 400 the API answers.
import { registrationClosesAt } from '../core/tournaments.policy.js';
import {
  maxParticipants,
  needsPlayersPassword,
  needsWatchersPassword,
  type TournamentType,
} from '@clutch/contract/tournament-options';
import { TEAM_PLAYERS } from '@clutch/contract/teams';
import type { LocalizedMessage } from '../../../platform/http/localized-errors.js';
import { statusName, tournamentsMessage as say, tournamentsText } from '../tournaments-messages.js';

export type Kind = 'player' | 'watcher';

export interface Problem {
  /** The join-data field at fault (password, team, token...), or none for a rule of the event. */
  field?: string;
  /** The sentence in English, as logs and the rules' tests read it. */
  message: string;
  /** The same sentence in the language the API answers in. */
  text: LocalizedMessage;
  /** A stable code clients may branch on (e.g. `tournament_full`). */
  code?: string;
}

/** A Problem worded by `text`, e.g. `problem(say('wrong_password'), { field: 'password' })`. */
export const problem = (
  text: LocalizedMessage,
  more: { field?: string; code?: string } = {},
): Problem => ({ ...more, message: text('en'), text });

export interface JoinData {
  user?: number | undefined;
  watcher?: number | undefined;
  team?: number | undefined;
}

/** What the join data asks for: a watcher place, a 1_1 place for the caller, or a team's place
 * (`team` null: the caller did not name one, so it is the only team they lead, if any). */
export type JoinChoice =
  | { kind: 'watcher' }
  | { kind: 'player'; type: '1_1' }
  | { kind: 'player'; type: '5_5'; team: number | null };

export function joinChoice(
  data: JoinData,
  type: TournamentType,
  callerId: number,
): JoinChoice | Problem {
  if (data.watcher !== undefined) {
    if (data.watcher !== callerId) return problem(say('watcher_self_only'), { field: 'watcher' });
    if (data.team !== undefined || (data.user !== undefined && data.user !== callerId))
      return problem(say('watcher_or_player'));
    return { kind: 'watcher' };
  }
  if (data.user !== undefined && data.user !== callerId)
    return problem(say('register_self_only'), { field: 'user' });
  if (type === '1_1') {
    if (data.team !== undefined) return problem(say('players_join_alone'), { field: 'team' });
    return { kind: 'player', type: '1_1' };
  }
  return { kind: 'player', type: '5_5', team: data.team ?? null };
}

export const isProblem = (value: object): value is Problem => 'message' in value;

export interface Window {
  status: string;
  startTime: Date;
  /** Minutes before the start when registration closes. */
  freezeTime: number;
}

/** How long one of freeze_time's minutes lasts (TOURNAMENT_MINUTE; shorter only in journeys). */
const MINUTE = 60_000;

export function closesAt(window: Window, minuteMs = MINUTE): Date {
  return registrationClosesAt(window, minuteMs);
}

/** Registering, applying and confirming are open while the tournament takes registrations. */
export function windowProblem(window: Window, now: Date, minuteMs = MINUTE): Problem | null {
  if (window.status !== 'registration')
    return problem(tournamentsText('registration_over', { status: statusName(window.status) }));
  const closed = closesAt(window, minuteMs);
  if (now.getTime() >= closed.getTime())
    return problem(
      say('registration_closed_at', { at: closed.toISOString(), minutes: window.freezeTime }),
    );
  return null;
}

/** Leaving and removals refund until the bracket exists, i.e. until the start. */
export function beforeStartProblem(window: Window, now: Date): Problem | null {
  if (window.status !== 'registration' || now.getTime() >= window.startTime.getTime())
    return problem(say('registrations_frozen'));
  return null;
}

export interface Access {
  isOpened: number;
  playersPassword: string | null;
  watchersPassword: string | null;
}

/** An invitation stands in for the password: the creator chose whom to let in. */
export function passwordProblem(
  access: Access,
  kind: Kind,
  given: string | undefined,
  invited: boolean,
): Problem | null {
  if (invited) return null;
  const needed =
    kind === 'player'
      ? needsPlayersPassword(access.isOpened)
      : needsWatchersPassword(access.isOpened);
  if (!needed) return null;
  const expected = kind === 'player' ? access.playersPassword : access.watchersPassword;
  if (given === undefined || given === '')
    return problem(
      say(kind === 'player' ? 'players_password_needed' : 'watchers_password_needed'),
      { field: 'password' },
    );
  if (given !== expected) return problem(say('wrong_password'), { field: 'password' });
  return null;
}

export function capacityProblem(playersCount: number, grid: number): Problem | null {
  const places = maxParticipants(grid);
  if (playersCount < places) return null;
  return problem(say('tournament_full', { places }), { code: 'tournament_full' });
}

export interface Level {
  minLvl: number;
  maxLvl: number;
}

/** One of the people a registration brings: the 1_1 player, a watcher, or a team's starter. */
export interface Person {
  userId: number;
  username: string;
  level: number;
  /** Banned from this tournament by its creator. */
  bannedHere: boolean;
  /** An operator's active `tournament` ban on the account. */
  bannedFromTournaments: boolean;
  /** Already registered in this tournament (any role, any team) or waiting in an application. */
  taken: boolean;
  isCreator: boolean;
}

/** Every person's problems at once, so a leader learns all that stands in the way. */
export function peopleProblemTexts(
  people: readonly Person[],
  kind: Kind,
  limits: Level,
): LocalizedMessage[] {
  const problems: LocalizedMessage[] = [];
  for (const person of people) {
    const who = person.username;
    if (person.bannedHere) problems.push(say('banned_here', { who }));
    if (person.bannedFromTournaments) problems.push(say('banned_from_tournaments', { who }));
    if (person.taken) problems.push(say('already_registered', { who }));
    if (kind === 'player' && person.isCreator) problems.push(say('organiser_cannot_play', { who }));
    if (kind === 'player' && (person.level < limits.minLvl || person.level > limits.maxLvl))
      problems.push(
        say('level_outside', {
          who,
          level: person.level,
          min: limits.minLvl,
          max: limits.maxLvl,
        }),
      );
  }
  return problems;
}

/** The same problems in English (logs, tests). */
export const peopleProblems = (people: readonly Person[], kind: Kind, limits: Level): string[] =>
  peopleProblemTexts(people, kind, limits).map((text) => text('en'));

export interface Starter {
  userId: number;
  username: string;
  isSubstitute: boolean;
  prizePercentage: number;
}

/**
 * A team plays with its five starting players and their prize shares, locked as they are. The
 * five must hold the whole 100: a substitute's share would be paid to someone not playing.
 */
export function starterProblem(members: readonly Starter[]): Problem | null {
  const starters = members.filter((member) => !member.isSubstitute);
  if (starters.length < TEAM_PLAYERS)
    return problem(say('starters_missing', { needed: TEAM_PLAYERS, count: starters.length }), {
      field: 'team',
    });
  const benchShares = members.filter((member) => member.isSubstitute && member.prizePercentage > 0);
  if (benchShares.length > 0)
    return problem(
      say('substitutes_hold_shares', { names: benchShares.map((m) => m.username).join(', ') }),
      { field: 'team' },
    );
  return null;
}

/** Seeding level: the player's own, or the team's average rounded to a whole level. */
export function levelOf(levels: readonly number[]): number {
  if (levels.length === 0) return 1;
  return Math.round(levels.reduce((sum, level) => sum + level, 0) / levels.length);
}
