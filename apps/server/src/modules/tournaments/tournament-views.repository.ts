// Tournaments as the list shows them: a page is one named prepared statement whatever its size and
// filters, carrying the total, the organiser, the banner, the three texts and the caller's own
// review and registration. PostgreSQL plans it once per connection instead of on every page, and
// one round trip replaces the five a page used to cost.
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import { users } from '../auth/auth.tables.js';
import { banners } from '../banners/banners.tables.js';
import { tournamentParticipants, tournamentRoster } from './tournament-participants.tables.js';
import type {
  JoinedRow,
  ParticipationRow,
  ReviewRow,
  TournamentFilter,
  TranslationRow,
} from './tournaments.repository.js';
import { tournamentReviews, tournamentTranslations, tournaments } from './tournaments.tables.js';

const param = (name: string) => sql.placeholder(name);
const isActive = sql`${tournaments.status} IN ('registration', 'running')`;

/** Live and upcoming first, soonest start first; then the rest, latest start first. */
const ORDER: SQL[] = [
  sql`CASE WHEN ${isActive} THEN 0 ELSE 1 END`,
  sql`CASE WHEN ${isActive} THEN ${tournaments.startTime} END`,
  desc(tournaments.startTime),
  desc(tournaments.id),
];

/** Every filter is a parameter; a null one matches all (no status: all but cancelled). */
const MATCHES = sql`CASE WHEN ${param('status')}::varchar IS NULL
    THEN ${tournaments.status} <> 'cancelled' ELSE ${tournaments.status} = ${param('status')} END
  AND (${param('type')}::varchar IS NULL OR ${tournaments.type} = ${param('type')})
  AND (${param('isOpened')}::int IS NULL OR ${tournaments.isOpened} = ${param('isOpened')})
  AND (${param('isDemo')}::boolean IS NULL OR ${tournaments.isDemo} = ${param('isDemo')})
  AND (${param('server')}::varchar IS NULL OR ${tournaments.server} = ${param('server')})
  AND (${param('grid')}::int IS NULL OR ${tournaments.grid} = ${param('grid')})
  AND (${param('createdBy')}::int IS NULL OR ${tournaments.createdBy} = ${param('createdBy')})
  AND (${param('game')}::int IS NULL OR ${tournaments.game} = ${param('game')})
  AND (${param('free')}::boolean IS NULL OR (${tournaments.entryFee} = 0) = ${param('free')})`;

const text = (locale: string) => alias(tournamentTranslations, `text_${locale}`);
const texts = { en: text('en'), ua: text('ua'), cn: text('cn') };
const textOf = (table: (typeof texts)['en'], locale: string): SQL | undefined =>
  and(eq(table.tournamentId, tournaments.id), eq(table.locale, sql.raw(`'${locale}'`)));

/**
 * The page is cut (and counted, `count(*) over ()` before the limit) on the tournaments alone; only
 * its rows are then joined to everything the answer shows.
 */
function prepareStatements(db: DbOrTx) {
  const page = db
    .select({ id: tournaments.id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(tournaments)
    .where(MATCHES)
    .orderBy(...ORDER)
    .limit(param('limit'))
    .offset(param('offset'))
    .as('page');
  const p = tournamentParticipants;
  const callerIn = sql`EXISTS (SELECT 1 FROM ${tournamentRoster} WHERE ${tournamentRoster.participantId} = ${p.id} AND ${tournamentRoster.userId} = ${param('caller')})`;
  const mine = db
    .select({ id: p.id, tournamentId: p.tournamentId, kind: p.kind, teamId: p.teamId })
    .from(p)
    .where(
      and(
        eq(p.tournamentId, tournaments.id),
        eq(p.status, 'registered'),
        or(
          sql`${p.userId} = ${param('caller')}`,
          sql`${p.registeredBy} = ${param('caller')}`,
          callerIn,
        ),
      ),
    )
    .orderBy(p.id)
    .limit(1)
    .as('mine');
  return {
    page: db
      .select({
        total: page.total,
        tournament: tournaments,
        creator: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
        banner: { id: banners.id, name: banners.name, image: banners.image, link: banners.link },
        en: texts.en,
        ua: texts.ua,
        cn: texts.cn,
        review: tournamentReviews,
        participation: {
          id: mine.id,
          tournamentId: mine.tournamentId,
          kind: mine.kind,
          teamId: mine.teamId,
        },
      })
      .from(page)
      .innerJoin(tournaments, eq(tournaments.id, page.id))
      .innerJoin(users, eq(users.id, tournaments.createdBy))
      .leftJoin(banners, eq(banners.id, tournaments.bannerId))
      .leftJoin(texts.en, textOf(texts.en, 'en'))
      .leftJoin(texts.ua, textOf(texts.ua, 'ua'))
      .leftJoin(texts.cn, textOf(texts.cn, 'cn'))
      .leftJoin(
        tournamentReviews,
        and(
          eq(tournamentReviews.tournamentId, tournaments.id),
          sql`${tournamentReviews.userId} = ${param('caller')}`,
        ),
      )
      .leftJoinLateral(mine, sql`true`)
      .orderBy(...ORDER)
      .prepare('tournaments_page'),
  };
}
const preparedByDb = new WeakMap<DbOrTx, ReturnType<typeof prepareStatements>>();
function statements(db: DbOrTx) {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = prepareStatements(db)));
  return prepared;
}

/** A listed tournament with what its answer needs besides: its texts and the caller's own state. */
export interface ListedRow {
  joined: JoinedRow;
  translations: TranslationRow[];
  review: ReviewRow | undefined;
  participation: ParticipationRow | undefined;
}

function parametersOf(filter: TournamentFilter, callerId: number | null, window: PageWindow) {
  return {
    status: filter.status ?? null,
    type: filter.type ?? null,
    isOpened: filter.is_opened ?? null,
    isDemo: filter.is_demo ?? null,
    server: filter.server ?? null,
    grid: filter.grid ?? null,
    createdBy: filter.created_by ?? null,
    game: filter.game ?? null,
    free: filter.free_to_enter ?? null,
    caller: callerId,
    limit: window.limit,
    offset: window.offset,
  };
}

export const tournamentViewsRepository = {
  /** A page of tournaments and the number of all that match; past the end, no rows and the count. */
  async page(db: DbOrTx, filter: TournamentFilter, callerId: number | null, window: PageWindow) {
    const statement = statements(db).page;
    const rows = await statement.execute(parametersOf(filter, callerId, window));
    const total =
      rows[0]?.total ??
      (window.offset === 0
        ? 0
        : ((await statement.execute(parametersOf(filter, callerId, { limit: 1, offset: 0 })))[0]
            ?.total ?? 0));
    const results: ListedRow[] = rows.map((row) => ({
      joined: { tournament: row.tournament, creator: row.creator, banner: row.banner },
      translations: [row.en, row.ua, row.cn].filter((t): t is TranslationRow => t !== null),
      review: row.review ?? undefined,
      participation: row.participation ?? undefined,
    }));
    return { count: total, results };
  },
};
