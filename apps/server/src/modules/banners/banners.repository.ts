// Database access of the banners module: banners with their creator, and the team pairings. Reads
// the teams table only to lock the team a banner is attached to.
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { teams } from '../teams/teams.tables.js';
import { banners, teamBanners } from './banners.tables.js';

export type BannerRow = typeof banners.$inferSelect;

// The team list's banners: a prepared statement per database, batched by the page's team ids.
const prepareShownOnTeams = (db: Db) =>
  db
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
    .prepare('team_banners_of');
const shownOnTeamsByDb = new WeakMap<Db, ReturnType<typeof prepareShownOnTeams>>();
export interface BannerView extends BannerRow {
  creator: { id: number; username: string; avatarUrl: string | null };
}
export type BannerChanges = Partial<Pick<BannerRow, 'name' | 'image' | 'link' | 'allowShow'>>;

export interface BannerFilter {
  viewerId: number;
  createdBy?: number | undefined;
}

/** Banners with their creator, in one query. */
function selectViews(db: DbOrTx) {
  return db
    .select({
      id: banners.id,
      name: banners.name,
      image: banners.image,
      link: banners.link,
      allowShow: banners.allowShow,
      createdBy: banners.createdBy,
      createdAt: banners.createdAt,
      creator: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
    })
    .from(banners)
    .innerJoin(users, eq(users.id, banners.createdBy));
}

/** A viewer sees all of their own banners and only the shown ones of others. */
const visibleTo = (viewerId: number): SQL | undefined =>
  or(eq(banners.createdBy, viewerId), eq(banners.allowShow, true));

export const bannersRepository = {
  /** The shown banners (allow_show) of every team given, in one statement, in the order attached. */
  async shownOnTeams(db: Db, teamIds: number[]) {
    if (teamIds.length === 0) return [];
    let statement = shownOnTeamsByDb.get(db);
    if (!statement) shownOnTeamsByDb.set(db, (statement = prepareShownOnTeams(db)));
    return statement.execute({ ids: teamIds });
  },
  async list(db: DbOrTx, filter: BannerFilter, window: PageWindow) {
    const where = and(
      visibleTo(filter.viewerId),
      filter.createdBy === undefined ? undefined : eq(banners.createdBy, filter.createdBy),
    );
    const [results, [total]] = await Promise.all([
      selectViews(db)
        .where(where)
        .orderBy(desc(banners.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ count: count() }).from(banners).where(where),
    ]);
    return { count: total?.count ?? 0, results: results satisfies BannerView[] };
  },
  async view(db: DbOrTx, id: number): Promise<BannerView | undefined> {
    const [row] = await selectViews(db).where(eq(banners.id, id));
    return row;
  },
  async find(db: DbOrTx, id: number): Promise<BannerRow | undefined> {
    const [row] = await db.select().from(banners).where(eq(banners.id, id));
    return row;
  },
  /** The banner, held against deletion until the transaction ends. */
  async holdBanner(tx: DbOrTx, id: number): Promise<BannerRow | undefined> {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('key share');
    return row;
  },
  async insert(
    db: DbOrTx,
    values: BannerChanges & { image: string; createdBy: number },
  ): Promise<number> {
    const [row] = await db.insert(banners).values(values).returning({ id: banners.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },
  async update(db: DbOrTx, id: number, changes: BannerChanges): Promise<void> {
    if (Object.keys(changes).length > 0)
      await db.update(banners).set(changes).where(eq(banners.id, id));
  },
  async delete(db: DbOrTx, id: number): Promise<void> {
    await db.delete(banners).where(eq(banners.id, id));
  },

  /** The team's leader, with the team held against deletion and leader changes until commit. */
  async holdTeam(tx: DbOrTx, teamId: number): Promise<{ leaderId: number } | undefined> {
    const [row] = await tx
      .select({ leaderId: teams.leaderId })
      .from(teams)
      .where(eq(teams.id, teamId))
      .for('share');
    return row;
  },
  /** Attaching twice leaves one pairing. */
  async attach(tx: DbOrTx, teamId: number, bannerId: number): Promise<void> {
    await tx.insert(teamBanners).values({ teamId, bannerId }).onConflictDoNothing();
  },
  /** false: the banner was not on the team. */
  async detach(tx: DbOrTx, teamId: number, bannerId: number): Promise<boolean> {
    const rows = await tx
      .delete(teamBanners)
      .where(and(eq(teamBanners.teamId, teamId), eq(teamBanners.bannerId, bannerId)))
      .returning({ bannerId: teamBanners.bannerId });
    return rows.length > 0;
  },
  /** The team's banners the viewer may see, in the order they were attached. */
  async ofTeam(db: DbOrTx, teamId: number, viewerId: number): Promise<BannerView[]> {
    return selectViews(db)
      .innerJoin(teamBanners, eq(teamBanners.bannerId, banners.id))
      .where(and(eq(teamBanners.teamId, teamId), visibleTo(viewerId)))
      .orderBy(asc(teamBanners.createdAt), asc(banners.id));
  },
};
