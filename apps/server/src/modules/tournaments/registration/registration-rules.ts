// Who may register for a tournament, free of the database: reading the join data, the window
// (status and freeze), passwords by is_opened, capacity, and a team's five starting players (levels,
// bans, shares). Each rule answers a Problem (the field at fault, if any, and a sentence) or null;
// the service turns a Problem into the 400 the API answers.
import { registrationClosesAt } from '../core/tournaments.policy.js';
import {
  maxParticipants,
  needsPlayersPassword,
  needsWatchersPassword,
  type TournamentType,
} from '@clutch/contract/tournament-options';
import { TEAM_PLAYERS } from '@clutch/contract/teams';

export type Kind = 'player' | 'watcher';

export interface Problem {
  /** The join-data field at fault (password, team, token...), or none for a rule of the event. */
  field?: string;
  message: string;
  /** A stable code clients may branch on (e.g. `tournament_full`). */
  code?: string;
}

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
    if (data.watcher !== callerId)
      return { field: 'watcher', message: 'You can only register yourself as a watcher.' };
    if (data.team !== undefined || (data.user !== undefined && data.user !== callerId))
      return { message: 'Join either as a watcher or as a player, not both.' };
    return { kind: 'watcher' };
  }
  if (data.user !== undefined && data.user !== callerId)
    return { field: 'user', message: 'You can only register yourself.' };
  if (type === '1_1') {
    if (data.team !== undefined)
      return { field: 'team', message: 'This is a 1x1 tournament: players join alone.' };
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
    return { message: `Registration is over: the tournament is ${window.status}.` };
  const closed = closesAt(window, minuteMs);
  if (now.getTime() >= closed.getTime())
    return {
      message: `Registration closed at ${closed.toISOString()}, ${String(window.freezeTime)} minutes before the start.`,
    };
  return null;
}

/** Leaving and removals refund until the bracket exists, i.e. until the start. */
export function beforeStartProblem(window: Window, now: Date): Problem | null {
  if (window.status !== 'registration' || now.getTime() >= window.startTime.getTime())
    return { message: 'The tournament has started: registrations can no longer change.' };
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
    return { field: 'password', message: `This tournament asks ${kind}s for a password.` };
  if (given !== expected) return { field: 'password', message: 'The password is not right.' };
  return null;
}

export function capacityProblem(playersCount: number, grid: number): Problem | null {
  const places = maxParticipants(grid);
  if (playersCount < places) return null;
  return {
    message: `The tournament is full: all ${String(places)} places are taken.`,
    code: 'tournament_full',
  };
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
export function peopleProblems(people: readonly Person[], kind: Kind, limits: Level): string[] {
  const problems: string[] = [];
  for (const person of people) {
    const who = person.username;
    if (person.bannedHere) problems.push(`${who} is banned from this tournament.`);
    if (person.bannedFromTournaments) problems.push(`${who} may not take part in tournaments now.`);
    if (person.taken) problems.push(`${who} is already registered in this tournament.`);
    if (kind === 'player' && person.isCreator)
      problems.push(`${who} organises this tournament and cannot play in it.`);
    if (kind === 'player' && (person.level < limits.minLvl || person.level > limits.maxLvl))
      problems.push(
        `${who} is level ${String(person.level)}; this tournament admits levels ${String(limits.minLvl)} to ${String(limits.maxLvl)}.`,
      );
  }
  return problems;
}

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
    return {
      field: 'team',
      message: `A team needs ${String(TEAM_PLAYERS)} starting players to register; it has ${String(starters.length)}.`,
    };
  const benchShares = members.filter((member) => member.isSubstitute && member.prizePercentage > 0);
  if (benchShares.length > 0)
    return {
      field: 'team',
      message: `Substitutes hold prize shares (${benchShares.map((m) => m.username).join(', ')}): give the whole 100% to the five starting players before registering.`,
    };
  return null;
}

/** Seeding level: the player's own, or the team's average rounded to a whole level. */
export function levelOf(levels: readonly number[]): number {
  if (levels.length === 0) return 1;
  return Math.round(levels.reduce((sum, level) => sum + level, 0) / levels.length);
}
