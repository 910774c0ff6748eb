// Who belongs in each platform chat, read from the owning modules' tables (teams, quick matches,
// tournament matches; their `*.tables.ts` are public for reads like these), and the owner keys that
// name the chats (`team:7`, `quickmatch:12`, `tournament-match:40`).
import {
  CHAT_NAME_MAX,
  CHAT_ROLES,
  type ChatKind,
  type ChatRole,
  type PlatformRoomKind,
} from '@clutch/contract/messenger';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { users } from '../auth/auth.tables.js';
import { quickMatchPlayers, quickMatches } from '../quickmatch/quickmatch.tables.js';
import { teamMembers, teams } from '../teams/teams.tables.js';
import { matchCommentators, tournamentMatches } from '../tournaments/tournament-matches.tables.js';
import {
  tournamentParticipants,
  tournamentRoster,
} from '../tournaments/tournament-participants.tables.js';
import { tournamentTranslations, tournaments } from '../tournaments/tournaments.tables.js';

/** What a platform chat belongs to. */
export interface RoomOwner {
  readonly kind: PlatformRoomKind;
  readonly id: number;
}

export const ownerKeyOf = (owner: RoomOwner): string => `${owner.kind}:${String(owner.id)}`;

/** The owner a key names, or null for a user-made chat (no key) or a key of another shape. */
export function ownerOfKey(key: string | null): RoomOwner | null {
  const match = key === null ? null : /^(team|quickmatch|tournament-match):(\d+)$/.exec(key);
  if (!match) return null;
  const [, kind, id] = match;
  if (kind !== 'team' && kind !== 'quickmatch' && kind !== 'tournament-match') return null;
  return { kind, id: Number(id) };
}

export const chatKindOf = (owner: RoomOwner): ChatKind =>
  owner.kind === 'team' ? 'team' : 'match';

/** Who the owner says belongs in its chat, and what the chat shows. */
export interface Roster {
  readonly name: string;
  readonly avatarUrl: string | null;
  /** Every member by user id, with the role the roster gives (1 for who leads, else 3). */
  readonly members: ReadonlyMap<number, ChatRole>;
  /** The match is over or the lobby died: the room is archived. A team never ends. */
  readonly ended: boolean;
  /** The web app's page of the owner: /team/{id}/overview, /match/{id}, /tournaments/{tournamentId}. */
  readonly link: string;
}

const clip = (name: string) => name.slice(0, CHAT_NAME_MAX);

function rosterMap(leaders: readonly number[], others: readonly number[]) {
  const members = new Map<number, ChatRole>();
  for (const id of others) members.set(id, CHAT_ROLES.user);
  for (const id of leaders) members.set(id, CHAT_ROLES.admin);
  return members;
}

/** A team's chat: its current members, the captain (leader) as admin. */
async function teamRoster(db: DbOrTx, id: number): Promise<Roster | null> {
  const [team] = await db
    .select({ name: teams.name, avatarUrl: teams.avatarUrl, leaderId: teams.leaderId })
    .from(teams)
    .where(eq(teams.id, id));
  if (!team) return null;
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, id));
  return {
    name: clip(team.name),
    avatarUrl: team.avatarUrl,
    members: rosterMap(
      [team.leaderId],
      rows.map((row) => row.userId),
    ),
    ended: false,
    link: `/team/${String(id)}/overview`,
  };
}

/**
 * A lobby's room: its seated players and its creator (admin, seated or not). Seats stay after the
 * match (only their live flag drops), so a finished lobby still names who played.
 */
async function lobbyRoster(db: DbOrTx, id: number): Promise<Roster | null> {
  const [lobby] = await db
    .select({
      name: quickMatches.name,
      status: quickMatches.status,
      createdBy: quickMatches.createdBy,
    })
    .from(quickMatches)
    .where(eq(quickMatches.id, id));
  if (!lobby) return null;
  const rows = await db
    .select({ userId: quickMatchPlayers.userId })
    .from(quickMatchPlayers)
    .where(eq(quickMatchPlayers.quickMatchId, id));
  return {
    name: clip(lobby.name),
    avatarUrl: null,
    members: rosterMap(
      [lobby.createdBy],
      rows.map((row) => row.userId),
    ),
    ended: lobby.status === 'finished' || lobby.status === 'cancelled',
    link: `/match/${String(id)}`,
  };
}

/** Side names for a match room's title: a team's name or a player's username. */
async function sideNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tournamentParticipants.id, username: users.username, team: teams.name })
    .from(tournamentParticipants)
    .leftJoin(users, eq(users.id, tournamentParticipants.userId))
    .leftJoin(teams, eq(teams.id, tournamentParticipants.teamId))
    .where(inArray(tournamentParticipants.id, ids));
  return new Map(rows.map((row) => [row.id, row.team ?? row.username ?? '?']));
}

/**
 * A tournament match's room: the players locked on both sides' rosters, the tournament's organiser
 * (admin) and the match's accepted casters (status 2).
 */
async function matchRoster(db: DbOrTx, id: number): Promise<Roster | null> {
  const [match] = await db
    .select({
      tournamentId: tournamentMatches.tournamentId,
      sideA: tournamentMatches.sideA,
      sideB: tournamentMatches.sideB,
      status: tournamentMatches.status,
      organiser: tournaments.createdBy,
      image: tournaments.image,
      name: tournamentTranslations.name,
    })
    .from(tournamentMatches)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMatches.tournamentId))
    .leftJoin(
      tournamentTranslations,
      and(
        eq(tournamentTranslations.tournamentId, tournaments.id),
        eq(tournamentTranslations.locale, 'en'),
      ),
    )
    .where(eq(tournamentMatches.id, id));
  if (!match) return null;
  const sides = [match.sideA, match.sideB].filter((side): side is number => side !== null);
  // One after another: inside a transaction these share one connection.
  const players =
    sides.length === 0
      ? []
      : await db
          .select({ userId: tournamentRoster.userId })
          .from(tournamentRoster)
          .where(inArray(tournamentRoster.participantId, sides));
  const casters = await db
    .select({ userId: matchCommentators.userId })
    .from(matchCommentators)
    .where(and(eq(matchCommentators.matchId, id), eq(matchCommentators.status, 2)));
  const names = await sideNames(db, sides);
  const title = match.name ?? `#${String(match.tournamentId)}`;
  const versus =
    match.sideA !== null && match.sideB !== null
      ? `${names.get(match.sideA) ?? '?'} vs ${names.get(match.sideB) ?? '?'}`
      : `#${String(id)}`;
  return {
    name: clip(`${title}: ${versus}`),
    avatarUrl: match.image,
    members: rosterMap(
      [match.organiser],
      [...players, ...casters].map((row) => row.userId),
    ),
    ended: match.status === 'finished',
    link: `/tournaments/${String(match.tournamentId)}`,
  };
}

/** The owner's roster as committed now, or null when the owner does not exist. */
export function rosterOf(db: DbOrTx, owner: RoomOwner): Promise<Roster | null> {
  switch (owner.kind) {
    case 'team':
      return teamRoster(db, owner.id);
    case 'quickmatch':
      return lobbyRoster(db, owner.id);
    case 'tournament-match':
      return matchRoster(db, owner.id);
  }
}
