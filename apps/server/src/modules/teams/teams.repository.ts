// Database access for teams and their members: the team row lock every roster change takes, the
// page queries (teams, then all their players in one query), and the member writes.
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { banners, teamBanners } from '../banners/banners.tables.js';
import { teamMembers, teams } from './teams.tables.js';

export interface BriefRow {
  id: number;
  username: string;
  avatarUrl: string | null;
}
export type TeamRow = typeof teams.$inferSelect;
export interface MemberRow {
  teamId: number;
  isSubstitute: boolean;
  prizePercentage: number;
  user: BriefRow;
}
export interface TeamBannerRow {
  teamId: number;
  id: number;
  name: string;
  image: string;
  link: string;
}
export interface TeamFilter {
  search?: string | undefined;
  memberId?: number | undefined;
  leaderId?: number | undefined;
}
export type TeamChanges = Partial<Pick<TeamRow, 'name' | 'country' | 'description' | 'avatarUrl'>>;

const brief = { id: users.id, username: users.username, avatarUrl: users.avatarUrl };
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The team list's hot queries as named prepared statements: PostgreSQL plans them once per
 * connection instead of on every page (planning cost more than running them, and PostgreSQL
 * shares this machine's cores with the server).
 */
function prepareListQueries(db: DbOrTx) {
  return {
    page: db
      .select({ team: teams, leader: brief })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.leaderId))
      .orderBy(sql`lower(${teams.name})`, asc(teams.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('teams_page'),
    total: db.select({ count: count() }).from(teams).prepare('teams_total'),
    members: db
      .select({
        teamId: teamMembers.teamId,
        isSubstitute: teamMembers.isSubstitute,
        prizePercentage: teamMembers.prizePercentage,
        user: brief,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(sql`${teamMembers.teamId} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(teamMembers.isSubstitute), asc(teamMembers.joinedAt), asc(teamMembers.id))
      .prepare('team_members_of'),
    banners: db
      .select({
        teamId: teamBanners.teamId,
        id: banners.id,
        name: banners.name,
        image: banners.image,
        link: banners.link,
      })
      .from(teamBanners)
      .innerJoin(banners, eq(banners.id, teamBanners.bannerId))
      .where(sql`${teamBanners.teamId} = any(${sql.placeholder('ids')}) and ${banners.allowShow}`)
      .orderBy(asc(teamBanners.createdAt), asc(banners.id))
      .prepare('team_banners_of'),
  };
}
const preparedByDb = new WeakMap<DbOrTx, ReturnType<typeof prepareListQueries>>();
function listQueries(db: DbOrTx) {
  let queries = preparedByDb.get(db);
  if (!queries) preparedByDb.set(db, (queries = prepareListQueries(db)));
  return queries;
}

function filterOf(filter: TeamFilter): SQL | undefined {
  return and(
    filter.search ? ilike(teams.name, `%${escapeLike(filter.search)}%`) : undefined,
    filter.leaderId === undefined ? undefined : eq(teams.leaderId, filter.leaderId),
    filter.memberId === undefined
      ? undefined
      : sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${filter.memberId})`,
  );
}

export const teamsRepository = {
  async findTeam(db: DbOrTx, id: number): Promise<TeamRow | undefined> {
    const [row] = await db.select().from(teams).where(eq(teams.id, id));
    return row;
  },
  /** Serialises roster, leader and share changes of one team until the transaction ends. */
  async lockTeam(db: DbOrTx, id: number): Promise<TeamRow | undefined> {
    const [row] = await db.select().from(teams).where(eq(teams.id, id)).for('update');
    return row;
  },
  async nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(
          sql`lower(${teams.name}) = lower(${name})`,
          exceptId === undefined ? undefined : sql`${teams.id} <> ${exceptId}`,
        ),
      );
    return rows.length > 0;
  },
  /** undefined: the name is taken (in any case), found by the unique index itself. */
  async insertTeam(
    db: DbOrTx,
    values: TeamChanges & { name: string; leaderId: number },
  ): Promise<TeamRow | undefined> {
    const [row] = await db.insert(teams).values(values).onConflictDoNothing().returning();
    return row;
  },
  async updateTeam(db: DbOrTx, id: number, changes: TeamChanges): Promise<void> {
    if (Object.keys(changes).length > 0)
      await db.update(teams).set(changes).where(eq(teams.id, id));
  },
  async setLeader(db: DbOrTx, id: number, leaderId: number): Promise<void> {
    await db.update(teams).set({ leaderId }).where(eq(teams.id, id));
  },
  async deleteTeam(db: DbOrTx, id: number): Promise<void> {
    await db.delete(teams).where(eq(teams.id, id));
  },

  async listTeams(db: DbOrTx, filter: TeamFilter, window: PageWindow) {
    const where = filterOf(filter);
    if (!where) {
      const queries = listQueries(db);
      const [results, [total]] = await Promise.all([
        queries.page.execute({ limit: window.limit, offset: window.offset }),
        queries.total.execute(),
      ]);
      return { count: total?.count ?? 0, results };
    }
    const [results, [total]] = await Promise.all([
      db
        .select({ team: teams, leader: brief })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.leaderId))
        .where(where)
        .orderBy(sql`lower(${teams.name})`, asc(teams.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(teams).where(where),
    ]);
    return { count: total?.count ?? 0, results };
  },
  async teamWithLeader(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ team: teams, leader: brief })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.leaderId))
      .where(eq(teams.id, id));
    return row;
  },
  /** The players of every team given, in one query: starters first, then by joining order. */
  async members(db: DbOrTx, teamIds: number[]): Promise<MemberRow[]> {
    if (teamIds.length === 0) return [];
    return listQueries(db).members.execute({ ids: teamIds });
  },
  /** The shown banners (allow_show) of every team given, in one query, in the order attached. */
  async banners(db: DbOrTx, teamIds: number[]): Promise<TeamBannerRow[]> {
    if (teamIds.length === 0) return [];
    return listQueries(db).banners.execute({ ids: teamIds });
  },
  async memberIds(db: DbOrTx, teamId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    return rows.map((row) => row.userId);
  },
  async isMember(db: DbOrTx, teamId: number, userId: number): Promise<boolean> {
    const rows = await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return rows.length > 0;
  },
  async insertMember(
    db: DbOrTx,
    member: { teamId: number; userId: number; isSubstitute: boolean; prizePercentage: number },
  ): Promise<void> {
    await db.insert(teamMembers).values(member);
  },
  async deleteMember(db: DbOrTx, teamId: number, userId: number) {
    const [row] = await db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning({
        isSubstitute: teamMembers.isSubstitute,
        prizePercentage: teamMembers.prizePercentage,
      });
    return row;
  },
  async addShare(db: DbOrTx, teamId: number, userId: number, points: number): Promise<void> {
    await db
      .update(teamMembers)
      .set({ prizePercentage: sql`${teamMembers.prizePercentage} + ${points}` })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  },
  async setShare(db: DbOrTx, teamId: number, userId: number, percentage: number): Promise<void> {
    await db
      .update(teamMembers)
      .set({ prizePercentage: percentage })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  },
  /** The longest-benched substitute takes the free starting place. */
  async promoteFirstSubstitute(db: DbOrTx, teamId: number): Promise<void> {
    const first = db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.isSubstitute, true)))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id))
      .limit(1);
    await db.update(teamMembers).set({ isSubstitute: false }).where(inArray(teamMembers.id, first));
  },
  async briefs(db: DbOrTx, ids: number[]): Promise<Map<number, BriefRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select(brief).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },
};
