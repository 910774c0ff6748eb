// Database access for tournaments themselves: insert, lock, edit, cancel, one with the creator and
// banner joined, and what its answer needs besides (texts, the caller's review and registration).
// The list's page is tournament-views.repository.ts.
import type { TournamentListQuery } from '@clutch/contract/tournaments';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { users } from '../../auth/auth.tables.js';
import { banners } from '../../banners/banners.tables.js';
import { walletHolds } from '../../wallet/wallet.tables.js';
import type { TournamentSettings } from './tournament-form.js';
import {
  tournamentApplications,
  tournamentParticipants,
  tournamentRoster,
} from '../tournament-participants.tables.js';
import {
  tournamentReviews,
  tournamentTranslations,
  tournaments,
  type TournamentLocale,
} from '../tournaments.tables.js';

export type TournamentRow = typeof tournaments.$inferSelect;
export type TranslationRow = typeof tournamentTranslations.$inferSelect;
/** What a tournament's answer shows of the caller's review. */
export type ReviewRow = Pick<
  typeof tournamentReviews.$inferSelect,
  'tournamentId' | 'userAction' | 'comment' | 'rating'
>;
export interface ParticipationRow {
  id: number;
  tournamentId: number;
  kind: 'player' | 'watcher';
  teamId: number | null;
  /** The caller holds the place (1_1) or registered the team (5_5), rather than playing in it. */
  isCaptain: boolean;
}
export type TournamentFilter = Omit<TournamentListQuery, 'page' | 'per_page' | 'page_size'>;
export type TranslationValues = Record<TournamentLocale, { name: string; description: string }>;

const creator = { id: users.id, username: users.username, avatarUrl: users.avatarUrl };
const banner = { id: banners.id, name: banners.name, image: banners.image, link: banners.link };
const joined = { tournament: tournaments, creator, banner };
export interface JoinedRow {
  tournament: TournamentRow;
  creator: { id: number; username: string; avatarUrl: string | null };
  banner: { id: number; name: string; image: string; link: string } | null;
}

/** The stored columns of validated settings. */
export function columnsOf(value: TournamentSettings) {
  const game = value.settings;
  return {
    type: value.type,
    grid: value.grid,
    startTime: value.startTime,
    freezeTime: value.freezeTime,
    matchDuration: value.matchDuration,
    minLvl: value.minLvl,
    maxLvl: value.maxLvl,
    prizePool: value.prizePool,
    firstPlacePrize: value.firstPlacePrize,
    secondPlacePrize: value.secondPlacePrize,
    thirdPlacePrize: value.thirdPlacePrize,
    entryFee: value.entryFee,
    watcherEntryFee: value.watcherEntryFee,
    isDemo: value.isDemo,
    server: value.server,
    isOpened: value.isOpened,
    playersPassword: value.playersPassword,
    watchersPassword: value.watchersPassword,
    applications: value.applications,
    donations: value.donations,
    mode: game.game === 1 ? game.mode : null,
    banType: game.game === 1 ? game.banType : null,
    selectedHeroes: game.game === 1 ? game.selectedHeroes : null,
    roundsToWin: game.game === 2 ? game.roundsToWin : null,
    friendlyFire: game.game === 2 ? game.friendlyFire : null,
    overtimeMaxRounds: game.game === 2 ? game.overtimeMaxRounds : null,
    mapsBanType: game.game === 2 ? game.mapsBanType : null,
    mapList: game.game === 2 ? game.mapList : null,
  };
}

export const tournamentsRepository = {
  async insert(
    tx: DbOrTx,
    values: ReturnType<typeof columnsOf> & {
      game: number;
      createdBy: number;
      image: string | null;
      bannerId: number | null;
    },
  ): Promise<number> {
    const [row] = await tx.insert(tournaments).values(values).returning({ id: tournaments.id });
    if (!row) throw new Error('tournament was not inserted');
    return row.id;
  },

  async replaceTranslations(tx: DbOrTx, id: number, values: TranslationValues): Promise<void> {
    await tx.delete(tournamentTranslations).where(eq(tournamentTranslations.tournamentId, id));
    const LOCALES = ['en', 'ua', 'cn'] as const;
    await tx.insert(tournamentTranslations).values(
      LOCALES.map((locale) => ({
        tournamentId: id,
        locale,
        name: values[locale].name,
        description: values[locale].description,
      })),
    );
  },

  /** Serialises edits, cancelling and (later) registrations of one tournament. */
  async lock(tx: DbOrTx, id: number): Promise<TournamentRow | undefined> {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    return row;
  },

  /** Answers the tournament's new version. */
  async update(
    tx: DbOrTx,
    id: number,
    changes: Partial<typeof tournaments.$inferInsert>,
  ): Promise<number> {
    const [row] = await tx
      .update(tournaments)
      .set({ ...changes, updatedAt: new Date(), version: sql`${tournaments.version} + 1` })
      .where(eq(tournaments.id, id))
      .returning({ version: tournaments.version });
    if (!row) throw new Error(`tournament ${String(id)} vanished under its lock`);
    return row.version;
  },

  async find(db: DbOrTx, id: number): Promise<JoinedRow | undefined> {
    const [row] = await db
      .select(joined)
      .from(tournaments)
      .innerJoin(users, eq(users.id, tournaments.createdBy))
      .leftJoin(banners, eq(banners.id, tournaments.bannerId))
      .where(eq(tournaments.id, id));
    return row;
  },

  async translations(db: DbOrTx, ids: readonly number[]): Promise<TranslationRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(tournamentTranslations)
      .where(inArray(tournamentTranslations.tournamentId, [...ids]))
      .orderBy(asc(tournamentTranslations.tournamentId));
  },

  async reviewsBy(db: DbOrTx, ids: readonly number[], userId: number): Promise<ReviewRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(tournamentReviews)
      .where(
        and(
          inArray(tournamentReviews.tournamentId, [...ids]),
          eq(tournamentReviews.userId, userId),
        ),
      );
  },

  /** The caller's standing registrations: as the user, the team's registrant, or in its roster. */
  async participationsOf(
    db: DbOrTx,
    ids: readonly number[],
    userId: number,
  ): Promise<ParticipationRow[]> {
    if (ids.length === 0) return [];
    const p = tournamentParticipants;
    const inRoster = sql`EXISTS (SELECT 1 FROM ${tournamentRoster} WHERE ${tournamentRoster.participantId} = ${p.id} AND ${tournamentRoster.userId} = ${userId})`;
    return db
      .select({
        id: p.id,
        tournamentId: p.tournamentId,
        kind: p.kind,
        teamId: p.teamId,
        isCaptain: sql<boolean>`coalesce(${p.userId} = ${userId} OR ${p.registeredBy} = ${userId}, false)`,
      })
      .from(p)
      .where(
        and(
          inArray(p.tournamentId, [...ids]),
          eq(p.status, 'registered'),
          or(eq(p.userId, userId), eq(p.registeredBy, userId), inRoster),
        ),
      );
  },

  /** The user's latest application to each of the tournaments, newest first. */
  async applicationsOf(db: DbOrTx, ids: readonly number[], userId: number) {
    if (ids.length === 0) return [];
    const a = tournamentApplications;
    return db
      .select({ id: a.id, tournamentId: a.tournamentId, status: a.status })
      .from(a)
      .where(and(inArray(a.tournamentId, [...ids]), eq(a.userId, userId)))
      .orderBy(desc(a.id));
  },

  async applicantsOf(db: DbOrTx, id: number): Promise<{ userId: number }[]> {
    const a = tournamentApplications;
    return db
      .select({ userId: a.userId })
      .from(a)
      .where(and(eq(a.tournamentId, id), eq(a.status, 'pending')));
  },

  async hasPendingApplications(db: DbOrTx, id: number): Promise<boolean> {
    const a = tournamentApplications;
    const [row] = await db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.tournamentId, id), eq(a.status, 'pending')))
      .limit(1);
    return row !== undefined;
  },

  /** Closes every pending application: `cancelled` with the tournament, `declined` at its start. */
  async closeApplications(
    tx: DbOrTx,
    id: number,
    status: 'cancelled' | 'declined' = 'cancelled',
  ): Promise<void> {
    await tx
      .update(tournamentApplications)
      .set({ status, decidedAt: new Date() })
      .where(
        and(
          eq(tournamentApplications.tournamentId, id),
          eq(tournamentApplications.status, 'pending'),
        ),
      );
  },

  /** Everyone a change concerns: registered players, team rosters, watchers. */
  async participantUserIds(db: DbOrTx, id: number): Promise<number[]> {
    const p = tournamentParticipants;
    const rows = await db
      .selectDistinct({
        userId: sql<number>`coalesce(${tournamentRoster.userId}, ${p.userId}, ${p.registeredBy})`,
      })
      .from(p)
      .leftJoin(tournamentRoster, eq(tournamentRoster.participantId, p.id))
      .where(and(eq(p.tournamentId, id), eq(p.status, 'registered')));
    return rows.map((row) => Number(row.userId));
  },

  /** Holds still open under a reference (`tournament:<id>`): the prize pool and every fee. */
  async openHoldIds(tx: DbOrTx, reference: string): Promise<number[]> {
    const rows = await tx
      .select({ id: walletHolds.id })
      .from(walletHolds)
      .where(and(eq(walletHolds.reference, reference), eq(walletHolds.status, 'held')))
      .orderBy(asc(walletHolds.id));
    return rows.map((row) => row.id);
  },
};
