// Reading who takes part: a page of registrations (players, teams, watchers) searched by name, the
// locked rosters of a page in one statement, and tournaments as briefs (for bans and invites).
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import { teams } from '../../teams/teams.tables.js';
import {
  tournamentParticipants,
  tournamentRoster,
  type ParticipantKind,
} from '../tournament-participants.tables.js';
import { tournamentTranslations, tournaments } from '../tournaments.tables.js';
import { containing } from '../../../platform/db/like.js';

const p = tournamentParticipants;

export interface BriefRow {
  id: number;
  username: string;
  avatarUrl: string | null;
}
export interface TeamBriefRow {
  id: number;
  name: string;
  avatarUrl: string | null;
}
export interface ParticipantPageRow {
  participant: typeof tournamentParticipants.$inferSelect;
  user: BriefRow | null;
  team: TeamBriefRow | null;
}
export interface RosterRow {
  participantId: number;
  prizePercentage: number;
  user: BriefRow;
}

export const userBrief = { id: users.id, username: users.username, avatarUrl: users.avatarUrl };
export const teamBrief = { id: teams.id, name: teams.name, avatarUrl: teams.avatarUrl };

export interface ParticipantFilter {
  kind?: ParticipantKind | undefined;
  search?: string | undefined;
}

function whereOf(tournamentId: number, filter: ParticipantFilter): SQL | undefined {
  const like = filter.search ? containing(filter.search) : null;
  return and(
    eq(p.tournamentId, tournamentId),
    eq(p.status, 'registered'),
    filter.kind === undefined ? undefined : eq(p.kind, filter.kind),
    like === null
      ? undefined
      : or(
          ilike(users.username, like),
          ilike(teams.name, like),
          sql`exists (select 1 from ${tournamentRoster} r join ${users} ru on ru.id = r.user_id where r.participant_id = ${p.id} and ru.username ilike ${like})`,
        ),
  );
}

export const participantsRepository = {
  async page(
    db: DbOrTx,
    tournamentId: number,
    filter: ParticipantFilter,
    window: PageWindow | null,
  ): Promise<{ count: number; results: ParticipantPageRow[] }> {
    const where = whereOf(tournamentId, filter);
    const base = db
      .select({ participant: p, user: userBrief, team: teamBrief })
      .from(p)
      .leftJoin(users, eq(users.id, p.userId))
      .leftJoin(teams, eq(teams.id, p.teamId))
      .where(where)
      .orderBy(asc(p.registeredAt), asc(p.id));
    const [results, [total]] = await Promise.all([
      window === null ? base : base.limit(window.limit).offset(window.offset),
      db
        .select({ count: count() })
        .from(p)
        .leftJoin(users, eq(users.id, p.userId))
        .leftJoin(teams, eq(teams.id, p.teamId))
        .where(where),
    ]);
    return { count: total?.count ?? 0, results };
  },

  async rosters(db: DbOrTx, participantIds: readonly number[]): Promise<RosterRow[]> {
    if (participantIds.length === 0) return [];
    return db
      .select({
        participantId: tournamentRoster.participantId,
        prizePercentage: tournamentRoster.prizePercentage,
        user: userBrief,
      })
      .from(tournamentRoster)
      .innerJoin(users, eq(users.id, tournamentRoster.userId))
      .where(inArray(tournamentRoster.participantId, [...participantIds]))
      .orderBy(asc(tournamentRoster.participantId), asc(users.id));
  },

  async exists(db: DbOrTx, tournamentId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    return row !== undefined;
  },

  /** Tournaments with their texts, for briefs: two statements for any number of them. */
  async briefs(db: DbOrTx, ids: readonly number[]) {
    if (ids.length === 0) return { rows: [], translations: [] };
    const unique = [...new Set(ids)];
    const [rows, translations] = await Promise.all([
      db
        .select({
          id: tournaments.id,
          type: tournaments.type,
          game: tournaments.game,
          startTime: tournaments.startTime,
          status: tournaments.status,
        })
        .from(tournaments)
        .where(inArray(tournaments.id, unique)),
      db
        .select()
        .from(tournamentTranslations)
        .where(inArray(tournamentTranslations.tournamentId, unique)),
    ]);
    return { rows, translations };
  },
};
