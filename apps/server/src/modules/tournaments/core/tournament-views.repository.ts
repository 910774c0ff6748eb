// Tournaments as the list shows them. A page is one named prepared statement whatever its size and
// filters, carrying the total, the organiser, the banner and the three texts: the same for every
// caller, so the service keeps it. What is the caller's own (their reviews, registrations and
// latest applications, across every tournament) is one more statement, run once per caller and
// kept as well; PostgreSQL plans each once per connection.
import { desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database.js';
import { perDatabase } from '../../../platform/db/prepared.js';
import type { PageWindow } from '../../../platform/http/pagination.js';
import { users } from '../../auth/auth.tables.js';
import { banners } from '../../banners/banners.tables.js';
import {
  tournamentApplications,
  tournamentParticipants,
  tournamentRoster,
} from '../tournament-participants.tables.js';
import type { ViewExtras } from './tournament-view.js';
import type {
  JoinedRow,
  ParticipationRow,
  ReviewRow,
  TournamentFilter,
  TranslationRow,
} from './tournaments.repository.js';
import { tournamentReviews, tournamentTranslations, tournaments } from '../tournaments.tables.js';

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

const p = tournamentParticipants;
const r = tournamentReviews;
const tt = tournamentTranslations;
const a = tournamentApplications;
const callerIn = sql`(${p.userId} = ${param('caller')} OR ${p.registeredBy} = ${param('caller')}
  OR EXISTS (SELECT 1 FROM ${tournamentRoster}
    WHERE ${tournamentRoster.participantId} = ${p.id} AND ${tournamentRoster.userId} = ${param('caller')}))`;

type PageExtras = Omit<JoinedRow, 'tournament'> & { translations: TranslationRow[] };
const u = users;
const b = banners;
/**
 * What a row shows besides the tournament's own columns, as one JSON value with the row types' keys:
 * each selected column costs Drizzle's row mapping more than json_build_object and JSON.parse cost
 * for it. The subqueries run for the page's rows only.
 * Nested in a second sql`` on purpose: a select from one table writes its own top-level columns
 * without the table name, which would turn the correlations below into self-references.
 */
const EXTRAS = sql<PageExtras>`${sql`json_build_object(
  'creator', (SELECT json_build_object('id', ${u.id}, 'username', ${u.username},
      'avatarUrl', ${u.avatarUrl})
    FROM ${u} WHERE ${u.id} = ${tournaments.createdBy}),
  'banner', (SELECT json_build_object('id', ${b.id}, 'name', ${b.name}, 'image', ${b.image},
      'link', ${b.link})
    FROM ${b} WHERE ${b.id} = ${tournaments.bannerId}),
  'translations', coalesce((SELECT json_agg(json_build_object('tournamentId', ${tt.tournamentId},
      'locale', ${tt.locale}, 'name', ${tt.name}, 'description', ${tt.description}))
    FROM ${tt} WHERE ${tt.tournamentId} = ${tournaments.id}), '[]'::json))`}`;

/** A caller's own rows across every tournament, as one JSON value (see MARKS). */
interface MarkRows {
  reviews: ReviewRow[];
  /** Registered places the caller holds, registered or plays in, by id. */
  participations: ParticipationRow[];
  /** Latest first. */
  applications: (NonNullable<ViewExtras['application']> & { tournamentId: number })[];
}
const MARKS = sql<MarkRows>`json_build_object(
  'reviews', coalesce((SELECT json_agg(json_build_object('tournamentId', ${r.tournamentId},
      'userAction', ${r.userAction}, 'comment', ${r.comment}, 'rating', ${r.rating}))
    FROM ${r} WHERE ${r.userId} = ${param('caller')}), '[]'::json),
  'participations', coalesce((SELECT json_agg(json_build_object('id', ${p.id},
      'tournamentId', ${p.tournamentId}, 'kind', ${p.kind}, 'teamId', ${p.teamId}, 'isCaptain',
      coalesce(${p.userId} = ${param('caller')} OR ${p.registeredBy} = ${param('caller')}, false))
      ORDER BY ${p.id})
    FROM ${p} WHERE ${p.status} = 'registered' AND ${callerIn}), '[]'::json),
  'applications', coalesce((SELECT json_agg(json_build_object('tournamentId', ${a.tournamentId},
      'id', ${a.id}, 'status', ${a.status}) ORDER BY ${a.id} DESC)
    FROM ${a} WHERE ${a.userId} = ${param('caller')}), '[]'::json))`;

/**
 * No joins: the page's ids are cut in a subquery and the total counted in another (uncorrelated, so
 * each runs once), and the rest comes from EXTRAS for the page's rows only, so a deep page costs
 * PostgreSQL no more than the first and Drizzle maps plain columns without its per-join null
 * bookkeeping. Inside the subqueries `tournaments` is their own FROM (the nearest scope).
 */
function prepareStatements(db: DbOrTx) {
  const pageIds = db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(MATCHES)
    .orderBy(...ORDER)
    .limit(param('limit'))
    .offset(param('offset'));
  return {
    page: db
      .select({
        total: sql<number>`(SELECT count(*)::int FROM ${tournaments} WHERE ${MATCHES})`,
        tournament: tournaments,
        extras: EXTRAS,
      })
      .from(tournaments)
      .where(sql`${tournaments.id} IN (${pageIds})`)
      .orderBy(...ORDER)
      .prepare('tournaments_page'),
    marks: db
      .select({ marks: MARKS })
      .from(sql`(SELECT 1) AS one`)
      .prepare('tournament_marks'),
  };
}
const statements = perDatabase(prepareStatements);

/** A listed tournament with what every caller sees of it besides its row: its texts. */
export interface ListedRow {
  joined: JoinedRow;
  translations: readonly TranslationRow[];
}

/** What one caller sees of a tournament that others do not. */
export type Marks = Pick<ViewExtras, 'review' | 'participation' | 'application'>;

function parametersOf(filter: TournamentFilter, window: PageWindow) {
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
    limit: window.limit,
    offset: window.offset,
  };
}

function markOf(marks: Map<number, Marks>, tournamentId: number): Marks {
  let mark = marks.get(tournamentId);
  if (!mark) {
    mark = { review: undefined, participation: undefined, application: undefined };
    marks.set(tournamentId, mark);
  }
  return mark;
}

export const tournamentViewsRepository = {
  /** A page of tournaments and the number of all that match; past the end, no rows and the count. */
  async page(db: DbOrTx, filter: TournamentFilter, window: PageWindow) {
    const statement = statements(db).page;
    const rows = await statement.execute(parametersOf(filter, window));
    const total =
      rows[0]?.total ??
      (window.offset === 0
        ? 0
        : ((await statement.execute(parametersOf(filter, { limit: 1, offset: 0 })))[0]?.total ??
          0));
    const results: ListedRow[] = rows.map(({ tournament, extras }) => ({
      joined: { tournament, creator: extras.creator, banner: extras.banner },
      translations: extras.translations,
    }));
    return { count: total, results };
  },

  /**
   * The caller's review, first registered place and latest application of every tournament they
   * have one of, by tournament id; tournaments they never touched are absent.
   */
  async marksOf(db: DbOrTx, callerId: number): Promise<Map<number, Marks>> {
    const [row] = await statements(db).marks.execute({ caller: callerId });
    const marks = new Map<number, Marks>();
    if (!row) return marks;
    for (const review of row.marks.reviews) markOf(marks, review.tournamentId).review = review;
    for (const participation of row.marks.participations) {
      const mark = markOf(marks, participation.tournamentId);
      mark.participation ??= participation;
    }
    for (const { tournamentId, id, status } of row.marks.applications) {
      const mark = markOf(marks, tournamentId);
      mark.application ??= { id, status };
    }
    return marks;
  },
};
