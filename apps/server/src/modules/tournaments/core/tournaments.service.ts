// Tournaments: the create form's options, create, list, read, edit and cancel. Creating holds the
// creator's prize pool from their book (demo tournaments: the demo book) in the same transaction as
// the tournament row; an edit of the pool swaps the hold; cancelling releases every hold made under
// `tournament:<id>` (the pool and every fee) under the tournament's row lock. Whatever holds crystals
// for a tournament (registration) must take that row lock first, so nothing slips past a cancel.
import type { TournamentCreate, TournamentPatch } from '@clutch/contract/tournament-form';
import { TournamentIdSchema, type Tournament } from '@clutch/contract/tournaments';
import type { Db, DbOrTx, Tx } from '../../../platform/db/database.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import type { IdempotencyKey } from '../../../platform/idempotency/idempotency.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { GamesService } from '../../games/games.service.js';
import type { MediaService } from '../../media/media.service.js';
import type { Ledger, Touched } from '../../wallet/ledger/ledger.service.js';
import { editDraft } from './tournament-edit.js';
import { checkTournament, type Draft, type TournamentSettings } from './tournament-form.js';
import { tournamentLinksRepository as links } from '../community/tournament-links.repository.js';
import {
  requireExisting,
  requireOwnBanner,
  requireOwnJars,
  storeJars,
  withPrizeJars,
} from '../community/tournament-links.tx.js';
import { optionsFor } from './tournament-options.js';
import { matchesRepository as matches } from '../play/matches.repository.js';
import type { LobbyRow } from '../../matches/lobby.js';
import { settingsOf, toTournament, toTournamentMarks, type Catalog } from './tournament-view.js';
import type { RegistrationEvent } from '../registration.events.js';
import { activeBan, banRefusal } from '../../auth/user-bans.service.js';
import {
  tournamentViewsRepository as views,
  type ListedRow,
  type Marks,
} from './tournament-views.repository.js';
import { keptPage, PageCache, pageKey } from '../../../platform/http/page-cache.js';
import type { TournamentsEvent } from '../tournaments.events.js';
import { requireCancellable, requireCreator, requireEditable } from './tournaments.policy.js';
import {
  columnsOf,
  tournamentsRepository as repo,
  type JoinedRow,
  type TournamentFilter,
  type TournamentRow,
} from './tournaments.repository.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import { tournamentsMessage as say } from '../tournaments-messages.js';

export interface TournamentsDeps {
  db: Db;
  ledger: Ledger;
  bus: EventPublisher<TournamentsEvent | RegistrationEvent>;
  media: MediaService;
  games: GamesService;
  catalog: Catalog;
  /** The clock; tests may hand in another. */
  /** How long one of freeze_time's minutes lasts (TOURNAMENT_MINUTE). */
  minuteMs?: number;
  now?: () => Date;
  /** Schedules (or moves) the start job, in the transaction that sets start_time. */
  scheduleStart?: (tx: Tx, id: number, startTime: Date) => Promise<void>;
}

/** Tournament pages kept at once (each key a filter and a window). */
const TOURNAMENT_PAGES_KEPT = 2_000;
/** Callers whose own marks (reviews, registrations, applications) are kept at once. */
const MARKS_KEPT = 20_000;
/** Pages as one caller sees them (the kept rows with their marks laid over) kept at once. */
const SEEN_PAGES_KEPT = 20_000;

/** A kept row: the answer every caller gets, and what its creator sees besides. */
interface KeptRow {
  shown: Tournament;
  createdBy: number;
  playersPassword: string | null;
  watchersPassword: string | null;
}

export const PRIZE_POOL_PURPOSE = 'tournament_prize_pool';
export const holdReference = (tournamentId: number) => `tournament:${String(tournamentId)}`;
const notFound = () => localizedError('not_found', say('tournament_not_found'));

/** The teams RosterLock: a team registered in a tournament that has not finished keeps its roster. */
export const rosterLockedByTournaments = (target: DbOrTx, teamId: number) =>
  links.teamInUnfinished(target, teamId);
/** The jars PrizeJarHold: an unfinished tournament will pay the jar out, so it may not be broken. */
export const prizeJarHeldByTournaments = (target: DbOrTx, jarId: number) =>
  links.prizeJarInUnfinished(target, jarId);

/**
 * Cancels a tournament locked by the caller (before its start): every hold under
 * `tournament:<id>` (the pool, each fee, each applicant's fee) goes back. Answers who to tell.
 * The creator's DELETE and the operator console (tournaments-staff.service.ts) both cancel here.
 */
export async function cancelTournamentIn(
  on: { ledger: Ledger; tx: Tx; touched: Touched; at: Date },
  row: TournamentRow,
): Promise<number[]> {
  const { ledger, tx, touched, at } = on;
  requireCancellable(row, at);
  for (const holdId of await repo.openHoldIds(tx, holdReference(row.id)))
    await ledger.release(tx, holdId, touched);
  // Applicants had a fee held too: they hear of the cancel with the participants.
  const applicants = (await repo.applicantsOf(tx, row.id)).map((a) => a.userId);
  await repo.closeApplications(tx, row.id);
  // A cancelled tournament pays nothing out: its prize jars are free to break or reuse.
  await links.replaceJars(tx, row.id, 'prize', []);
  await repo.update(tx, row.id, { status: 'cancelled', cancelledAt: at });
  return [...new Set([...(await repo.participantUserIds(tx, row.id)), ...applicants])];
}

export function createTournamentsService(deps: TournamentsDeps) {
  const { db, ledger, bus, media, catalog } = deps;
  const now = deps.now ?? (() => new Date());
  // A page's rows are the same for every caller and kept until an event that may change one (see
  // TOURNAMENT_PAGE_EVENTS); so are each caller's marks, merged into the rows once per caller.
  const pages = new PageCache<Counted<KeptRow>>(TOURNAMENT_PAGES_KEPT);
  const marksByCaller = new PageCache<ReadonlyMap<number, Marks>>(MARKS_KEPT);
  // The page as each caller sees it, kept too (dropped with the other two), so a caller reading a
  // page again is answered the same frozen results, which the page serializer writes once.
  const seenPages = new PageCache<Counted<Tournament>>(SEEN_PAGES_KEPT);
  const noMarks: ReadonlyMap<number, Marks> = new Map();

  const kept = ({ joined, translations }: ListedRow): KeptRow => {
    const anonymous = {
      translations,
      review: undefined,
      participation: undefined,
      application: undefined,
      callerId: null,
    };
    const row = joined.tournament;
    return {
      shown: toTournament(joined, anonymous, catalog, deps.minuteMs),
      createdBy: row.createdBy,
      playersPassword: row.playersPassword,
      watchersPassword: row.watchersPassword,
    };
  };

  /** The row as `callerId` sees it: their review, place and application, and the passwords if theirs. */
  function asSeenBy(
    row: KeptRow,
    callerId: number | null,
    marks: ReadonlyMap<number, Marks>,
  ): Tournament {
    const mark = marks.get(row.shown.id);
    const isCreator = row.createdBy === callerId;
    if (!mark && !isCreator) return row.shown;
    const mine = toTournamentMarks(mark);
    return {
      ...row.shown,
      ...mine,
      ...(isCreator
        ? { players_password: row.playersPassword, watchers_password: row.watchersPassword }
        : {}),
    };
  }

  function check(draft: Draft, game: 1 | 2): TournamentSettings {
    const outcome = checkTournament(draft, {
      game,
      now: now(),
      minuteMs: deps.minuteMs,
      unknownHeroes: (ids) => {
        const known = new Set(catalog.heroesByIds(ids).map((hero) => hero.id));
        return ids.filter((id) => !known.has(id));
      },
      unknownMaps: (names) => {
        const known = new Set(catalog.mapsByNames(names).map((map) => map.name));
        return names.filter((name) => !known.has(name));
      },
    });
    if (!outcome.ok) throw localizedFields(outcome.fields);
    return outcome.value;
  }

  async function holdPool(
    tx: Tx,
    touched: Touched,
    pool: { id: number; creator: number; amount: number; isDemo: boolean },
  ): Promise<number | null> {
    if (pool.amount === 0) return null;
    const hold = await ledger.hold(
      tx,
      {
        userId: pool.creator,
        book: pool.isDemo ? 'demo' : 'real',
        amount: pool.amount,
        purpose: PRIZE_POOL_PURPOSE,
        reference: holdReference(pool.id),
      },
      touched,
    );
    return hold.id;
  }

  /** The texts, the caller's review, registration and application of tournaments read one by one. */
  async function view(
    rows: JoinedRow[],
    callerId: number | null,
    lobby?: LobbyRow,
  ): Promise<Tournament[]> {
    const ids = rows.map((row) => row.tournament.id);
    const [translations, reviews, participations, applications] = await Promise.all([
      repo.translations(db, ids),
      callerId === null ? [] : repo.reviewsBy(db, ids, callerId),
      callerId === null ? [] : repo.participationsOf(db, ids, callerId),
      callerId === null ? [] : repo.applicationsOf(db, ids, callerId),
    ]);
    return rows.map((row) => {
      const id = row.tournament.id;
      const extras = {
        translations: translations.filter((t) => t.tournamentId === id),
        review: reviews.find((r) => r.tournamentId === id),
        participation: participations.find((p) => p.tournamentId === id),
        application: applications.find((a) => a.tournamentId === id),
        callerId,
        lobby,
      };
      return toTournament(row, extras, catalog, deps.minuteMs);
    });
  }

  /** An uploaded file is stored; an address must be one of ours (the server never fetches one). */
  async function imageOf(url: string | undefined, file: Buffer | undefined) {
    if (file) return media.storeImage(file, 'image');
    if (url !== undefined) return media.acceptImageUrl(url, 'image');
    return undefined;
  }

  async function create(
    callerId: number,
    game: 1 | 2,
    input: TournamentCreate,
    key: IdempotencyKey | null,
  ): Promise<{ id: number }> {
    const { translations, banned, ...draft } = input;
    // A tournament ban stops organising too: an organiser holds prize pools and other players' fees.
    const ban = await activeBan(db, callerId, 'tournament');
    if (ban) throw banRefusal('tournament', ban.until);
    const settings = check(draft, game);
    if (settings.type === '1_1' && (banned?.teams ?? []).length > 0)
      throw localizedFields({ 'banned.teams': [say('bans_users_only_1_1')] });
    const bans = { users: banned?.users ?? [], teams: banned?.teams ?? [] };
    await requireExisting(db, bans);
    if (input.banner !== undefined) await requireOwnBanner(db, input.banner, callerId);
    const jars = { prize: input.jars ?? [], donation: input.available_jars ?? [] };
    await requireOwnJars(db, jars, callerId, 0);
    const image = await imageOf(input.image, undefined);
    const write = () =>
      ledger.run(
        async (tx, touched) => {
          const id = await repo.insert(tx, {
            ...columnsOf(settings),
            game,
            createdBy: callerId,
            image: image ?? null,
            bannerId: input.banner ?? null,
          });
          await repo.replaceTranslations(tx, id, translations);
          const pool = {
            id,
            creator: callerId,
            amount: settings.prizePool,
            isDemo: settings.isDemo,
          };
          const holdId = await holdPool(tx, touched, pool);
          if (holdId !== null) await repo.update(tx, id, { prizePoolHoldId: holdId });
          await storeJars(tx, id, jars);
          await links.insertBans(tx, id, callerId, bans);
          await deps.scheduleStart?.(tx, id, settings.startTime);
          return { id };
        },
        { key, schema: TournamentIdSchema },
      );
    const made = await withPrizeJars(write);
    void bus.publish({ type: 'TournamentCreated', tournamentId: made.id });
    return made;
  }

  async function update(callerId: number, id: number, patch: TournamentPatch, file?: Buffer) {
    const found = await repo.find(db, id);
    if (!found) throw notFound();
    requireCreator(found.tournament, callerId, 'edit');
    requireEditable(found.tournament, now(), deps.minuteMs);
    if (patch.banner !== undefined) await requireOwnBanner(db, patch.banner, callerId);
    const jars = { prize: patch.jars, donation: patch.available_jars };
    await requireOwnJars(
      db,
      { prize: jars.prize ?? [], donation: jars.donation ?? [] },
      callerId,
      id,
    );
    const image = await imageOf(patch.image, file);
    let moved: number[] = [];
    const write = () =>
      ledger.run(async (tx, touched) => {
        const row = await repo.lock(tx, id);
        if (!row) throw notFound();
        requireCreator(row, callerId, 'edit');
        requireEditable(row, now(), deps.minuteMs);
        // A pending application holds its fee and was made under these rules, as a registration.
        const taken =
          row.playersCount + row.watchersCount > 0 || (await repo.hasPendingApplications(tx, id));
        const edit = editDraft(settingsOf(row), patch, taken);
        if (!edit.ok) throw localizedFields(edit.fields);
        const settings = check(edit.draft, row.game === 2 ? 2 : 1);
        let prizePoolHoldId = row.prizePoolHoldId;
        // The pool moves as one: the old hold back to the creator, the new amount held, or neither.
        if (settings.prizePool !== row.prizePool) {
          if (prizePoolHoldId !== null) await ledger.release(tx, prizePoolHoldId, touched);
          const pool = {
            id,
            creator: row.createdBy,
            amount: settings.prizePool,
            isDemo: row.isDemo,
          };
          prizePoolHoldId = await holdPool(tx, touched, pool);
        }
        if (patch.translations) await repo.replaceTranslations(tx, id, patch.translations);
        await storeJars(tx, id, settings.donations ? jars : { prize: [], donation: [] });
        if (settings.startTime.getTime() !== row.startTime.getTime()) {
          await deps.scheduleStart?.(tx, id, settings.startTime);
          // Which tournament starts first (profile/me's current_tournament) may change for them.
          moved = await repo.participantUserIds(tx, id);
        }
        return repo.update(tx, id, {
          ...columnsOf(settings),
          prizePoolHoldId,
          ...(image === undefined ? {} : { image }),
          ...(patch.banner === undefined ? {} : { bannerId: patch.banner }),
        });
      });
    const version = await withPrizeJars(write);
    void bus.publish({ type: 'TournamentChanged', tournamentId: id, version });
    if (moved.length > 0)
      void bus.publish({
        type: 'TournamentParticipationChanged',
        tournamentId: id,
        userIds: moved,
      });
    return { id };
  }

  /** Cancelled, not deleted: the rows stay for the money history and the participants' notices. */
  async function remove(callerId: number, id: number): Promise<void> {
    const userIds = await ledger.run(async (tx, touched) => {
      const row = await repo.lock(tx, id);
      if (!row) throw notFound();
      requireCreator(row, callerId, 'cancel');
      return cancelTournamentIn({ ledger, tx, touched, at: now() }, row);
    });
    void bus.publish({ type: 'TournamentCancelled', tournamentId: id, userIds, reason: 'creator' });
  }

  return {
    create,
    update,
    remove,

    async options(game: 1 | 2) {
      return optionsFor(game, await deps.games.list());
    },

    async get(callerId: number | null, id: number): Promise<Tournament> {
      const found = await repo.find(db, id);
      if (!found) throw notFound();
      // Lobby credentials reach only the players of a started match, so only they are looked up.
      const lobby =
        callerId !== null && found.tournament.status === 'running'
          ? await matches.liveLobby(db, id, callerId)
          : undefined;
      const [tournament] = await view([found], callerId, lobby);
      if (!tournament) throw notFound();
      return tournament;
    },

    async list(
      callerId: number | null,
      filter: TournamentFilter,
      window: PageWindow,
    ): Promise<Counted<Tournament>> {
      const key = pageKey(filter, window);
      return seenPages.load(`${String(callerId)}:${key}`, async () => {
        const [page, marks] = await Promise.all([
          pages.load(key, async () => {
            const found = await views.page(db, filter, window);
            return { count: found.count, results: found.results.map(kept) };
          }),
          callerId === null
            ? noMarks
            : marksByCaller.load(String(callerId), () => views.marksOf(db, callerId)),
        ]);
        return keptPage({
          count: page.count,
          results: page.results.map((row) => asSeenBy(row, callerId, marks)),
        });
      });
    },

    /** Forgets every kept page and every caller's marks (TOURNAMENT_PAGE_EVENTS on any instance). */
    dropPages: (): void => {
      pages.clear();
      marksByCaller.clear();
      seenPages.clear();
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;

// The notifications module words its tournament notices as the live pushes do.
export { NOTICE_TEXT } from '../play/notice-texts.js';
