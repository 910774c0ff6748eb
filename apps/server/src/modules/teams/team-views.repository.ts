// Teams as pages show them, whatever the page size: one statement for the page of teams with their
// leaders and the total, then two run side by side for every player and every shown banner of the
// page (batched by team ids; the banners module reads its own). Measured under load, this beat both four statements and folding the
// players or banners into the page as correlated JSON subqueries (which cost PostgreSQL the most).
import { and, asc, eq, ilike, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { perDatabase } from '../../platform/db/prepared.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { teamMembers, teams } from './teams.tables.js';
import { containing } from '../../platform/db/like.js';

export interface TeamFilter {
  search?: string | undefined;
  memberId?: number | undefined;
  leaderId?: number | undefined;
}

/** Unique (teams_name_key), so it orders pages on its own and its index hands rows over in order. */
const lowerName = sql<string>`lower(${teams.name})`;

/**
 * The page is cut in a subquery before the leaders are joined; `total` counts every match (an
 * uncorrelated subquery, computed once per statement), so a page and its count are one round trip.
 */
type Bound = number | Placeholder;
function pageQuery(db: DbOrTx, where: SQL | undefined, limit: Bound, offset: Bound) {
  const page = db
    .select({
      id: teams.id,
      name: teams.name,
      country: teams.country,
      description: teams.description,
      avatarUrl: teams.avatarUrl,
      leaderId: teams.leaderId,
      sortName: lowerName.as('sort_name'),
    })
    .from(teams)
    .where(where)
    .orderBy(lowerName)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: page.id,
      name: page.name,
      country: page.country,
      description: page.description,
      avatarUrl: page.avatarUrl,
      leader: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
      total: sql<number>`(select count(*)::int from ${teams} where ${where ?? sql`true`})`,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.leaderId))
    .orderBy(page.sortName);
}

function whereOf(filter: TeamFilter): SQL | undefined {
  return and(
    filter.search ? ilike(teams.name, containing(filter.search)) : undefined,
    filter.leaderId === undefined ? undefined : eq(teams.leaderId, filter.leaderId),
    filter.memberId === undefined
      ? undefined
      : sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${filter.memberId})`,
  );
}

/**
 * The hot statements as named prepared statements: PostgreSQL plans them once per connection
 * instead of on every page (planning cost more than running them).
 */
function prepareStatements(db: DbOrTx) {
  return {
    page: pageQuery(db, undefined, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
      'teams_page',
    ),
    members: db
      .select({
        teamId: teamMembers.teamId,
        isSubstitute: teamMembers.isSubstitute,
        prizePercentage: teamMembers.prizePercentage,
        user: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(sql`${teamMembers.teamId} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(teamMembers.isSubstitute), asc(teamMembers.joinedAt), asc(teamMembers.id))
      .prepare('team_members_of'),
  };
}
const statements = perDatabase(prepareStatements);

export type TeamViewRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];
type Statements = ReturnType<typeof prepareStatements>;
export type MemberRow = Awaited<ReturnType<Statements['members']['execute']>>[number];

export const teamViewsRepository = {
  /** A page of teams and the number of all that match; past the end, no rows and the real count. */
  async page(db: DbOrTx, filter: TeamFilter, window: PageWindow) {
    const where = whereOf(filter);
    let rows: TeamViewRow[];
    if (where) {
      rows = await pageQuery(db, where, window.limit, window.offset);
    } else {
      rows = await statements(db).page.execute({
        limit: window.limit,
        offset: window.offset,
      });
    }
    const total = rows[0]?.total ?? (window.offset === 0 ? 0 : await countTeams(db, where));
    return { count: total, results: rows };
  },
  async one(db: DbOrTx, id: number): Promise<TeamViewRow | undefined> {
    const [row] = await pageQuery(db, eq(teams.id, id), 1, 0);
    return row;
  },
  /** The players of every team given, in one statement: starters first, then by joining order. */
  async members(db: DbOrTx, teamIds: number[]): Promise<MemberRow[]> {
    if (teamIds.length === 0) return [];
    return statements(db).members.execute({ ids: teamIds });
  },
};

async function countTeams(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teams)
    .where(where);
  return row?.count ?? 0;
}
