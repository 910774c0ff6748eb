// Jars: create, read, edit, delete, donate, break. A jar's crystals live in its own ledger account;
// a donation and a break each move them in one ledger transaction together with the jar row, which
// is locked first, so a donation racing a break can never leave crystals in a broken jar.
import {
  DonationSchema,
  JAR_TYPES,
  JarSchema,
  type Donation,
  type Jar,
  type JarCreate,
  type JarPatch,
} from '@clutch/contract/jars';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { localizedError, localizedFields } from '../../platform/http/localized-errors.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { keptPage, PageCache, pageKey } from '../../platform/http/page-cache.js';
import type { IdempotencyKey } from '../../platform/idempotency/idempotency.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { MediaService } from '../media/media.service.js';
import type { Ledger } from '../wallet/ledger/ledger.service.js';
import { donationVerdict, statusFor, targetVerdict, type TargetInput } from './jar-rules.js';
import type { JarsEvent } from './jars.events.js';
import { jarMessage } from './jars-messages.js';
import { toDonation, toJar } from './jar-view.js';
import {
  noPrizeJarHold,
  requireCreator,
  type PrizeJarContent,
  type PrizeJarHold,
} from './jars.policy.js';
import { jarsRepository as repo, type JarFilter, type JarRow } from './jars.repository.js';
import { teamJarsRepository } from './team-jars.repository.js';

/** The part of the jars service a tournament's settlement uses, inside its own transaction. */
export interface PrizeJarPayouts {
  lockPrizeJars(tx: Tx, ids: readonly number[]): Promise<PrizeJarContent[]>;
  markPaidOut(tx: Tx, ids: readonly number[]): Promise<void>;
}

export interface JarsDeps {
  db: Db;
  bus: EventPublisher<JarsEvent>;
  ledger: Ledger;
  media: MediaService;
  /** Tournaments answer whether they hold a prize jar; none does until they exist. */
  prizeJarHold?: PrizeJarHold;
}

type Posting = Parameters<Ledger['post']>[1];

const reference = (jarId: number) => `jar:${String(jarId)}`;

/** The donor's leg names the jar's creator, so the donor's history says whose jar it went to. */
function donationPosting(
  jarId: number,
  donorId: number,
  creatorId: number,
  amount: number,
): Posting {
  return {
    book: 'real',
    kind: 'donation',
    reference: reference(jarId),
    legs: [
      { account: { kind: 'user', userId: donorId }, amount: -amount, counterpartId: creatorId },
      { account: { kind: 'jar', jarId }, amount, counterpartId: donorId },
    ],
  };
}

/** Outside a break, the jar's account holds exactly `collected` (ledger:check verifies it). */
function breakPosting(jar: JarRow): Posting {
  return {
    book: 'real',
    kind: 'jar_break',
    reference: reference(jar.id),
    legs: [
      { account: { kind: 'jar', jarId: jar.id }, amount: -jar.collected },
      { account: { kind: 'user', userId: jar.createdBy }, amount: jar.collected },
    ],
  };
}

async function requireLocked(tx: DbOrTx, id: number): Promise<JarRow> {
  const jar = await repo.lock(tx, id);
  if (!jar) throw localizedError('not_found', jarMessage('jar_not_found'));
  return jar;
}

function requireTarget(current: JarRow | null, input: TargetInput) {
  const verdict = targetVerdict(current, input, current?.collected ?? 0);
  if (!verdict.ok) throw localizedFields({ target_amount: [verdict.message] });
  return verdict.target;
}

/** Jar list pages kept (a filter and a window each). */
const JAR_PAGES_KEPT = 2_000;

export function createJarsService(deps: JarsDeps) {
  const { db, ledger, media, bus } = deps;
  const prizeJarHold = deps.prizeJarHold ?? noPrizeJarHold;
  // Jar pages are the same for every caller: kept until an event that may change one
  // (JAR_PAGE_EVENTS in jars.module.ts) drops them all.
  const pages = new PageCache<Counted<Jar>>(JAR_PAGES_KEPT);
  const changed = (jarId: number) => bus.publish({ type: 'JarsChanged', jarId });

  /** An uploaded file is stored; an address must be one of ours (the server never fetches one). */
  async function imageOf(url: string | undefined, file: Buffer | undefined) {
    if (file) return media.storeImage(file, 'image');
    if (url !== undefined) return media.acceptImageUrl(url, 'image');
    return undefined;
  }

  async function get(id: number): Promise<Jar> {
    const row = await repo.withCreator(db, id);
    if (!row) throw localizedError('not_found', jarMessage('jar_not_found'));
    return toJar(row);
  }

  async function requireEditable(callerId: number, id: number): Promise<void> {
    const jar = await repo.withCreator(db, id);
    if (!jar) throw localizedError('not_found', jarMessage('jar_not_found'));
    requireCreator(jar.jar, callerId, 'edit');
  }

  return {
    get,

    /** Several jars in one query, by id (unknown ids are left out). */
    async getMany(ids: readonly number[]): Promise<Jar[]> {
      return (await repo.withCreators(db, ids)).map(toJar);
    },

    list(filter: JarFilter, window: PageWindow): Promise<Counted<Jar>> {
      return pages.load(pageKey(filter, window), async () => {
        const found = await repo.list(db, filter, window);
        return keptPage({ count: found.count, results: found.results.map(toJar) });
      });
    },

    /** Forgets every kept jar page. */
    dropPages: (): void => pages.clear(),

    /** `attachTo`: the team the new jar joins in the same transaction (a captain's team jar). */
    async create(
      callerId: number,
      input: JarCreate,
      imageFile?: Buffer,
      attachTo?: number,
    ): Promise<Jar> {
      const target = requireTarget(null, input);
      const image = await imageOf(input.image, imageFile);
      const id = await db.transaction(async (tx) => {
        const jar = await repo.insert(tx, {
          title: input.title,
          description: input.description ?? '',
          image: image ?? null,
          ...target,
          jarType: input.jar_type ?? JAR_TYPES.user,
          createdBy: callerId,
        });
        if (attachTo !== undefined) await teamJarsRepository.attach(tx, attachTo, [jar.id]);
        return jar.id;
      });
      await changed(id);
      return get(id);
    },

    async update(callerId: number, id: number, input: JarPatch, imageFile?: Buffer) {
      // Checked before the image is re-encoded and stored, and again under the lock.
      await requireEditable(callerId, id);
      const image = await imageOf(input.image, imageFile);
      await db.transaction(async (tx) => {
        const jar = await requireLocked(tx, id);
        requireCreator(jar, callerId, 'edit');
        if (jar.status === 'broken')
          throw localizedError('bad_request', jarMessage('broken_not_editable'));
        // A tournament pays its prize jars by type (a place or the pool) when it ends.
        if (input.jar_type !== undefined && input.jar_type !== jar.jarType)
          if (await prizeJarHold(tx, id))
            throw localizedFields({ jar_type: [jarMessage('prize_type_fixed')] });
        const target = requireTarget(jar, input);
        await repo.update(tx, id, {
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.jar_type === undefined ? {} : { jarType: input.jar_type }),
          ...(image === undefined ? {} : { image }),
          ...target,
          status: statusFor(jar.status, target.targetAmount, jar.collected),
        });
      });
      await changed(id);
      return get(id);
    },

    async remove(callerId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const jar = await requireLocked(tx, id);
        requireCreator(jar, callerId, 'delete');
        // Donations are money history: a jar that received any is broken, never deleted.
        if (jar.donationsCount > 0 || jar.collected > 0)
          throw localizedError(
            'bad_request',
            jarMessage(jar.status === 'broken' ? 'donated_not_deletable' : 'break_instead'),
          );
        await repo.remove(tx, id);
      });
      await changed(id);
    },

    async donations(jarId: number, window: PageWindow): Promise<Counted<Donation>> {
      await get(jarId);
      const found = await repo.donations(db, jarId, window);
      return { count: found.count, results: found.results.map(toDonation) };
    },

    /** Real crystals (minor units) from the donor into an open jar, never past its target. */
    async donate(
      donorId: number,
      jarId: number,
      amount: number,
      key: IdempotencyKey | null,
    ): Promise<Donation> {
      const donation = await ledger.run(
        async (tx, touched) => {
          const jar = await requireLocked(tx, jarId);
          const outcome = donationVerdict(jar, amount);
          if (!outcome.ok) {
            if (outcome.reason === 'over_target')
              throw localizedFields({ amount: [outcome.message] });
            throw localizedError('bad_request', outcome.message);
          }
          const posting = donationPosting(jarId, donorId, jar.createdBy, amount);
          const posted = await ledger.post(tx, posting, touched);
          const donation = await repo.insertDonation(tx, {
            jarId,
            donorId,
            amount,
            transactionId: posted.transactionId,
          });
          await repo.addDonation(tx, jarId, amount, outcome.status);
          const donor = await repo.userBrief(tx, donorId);
          if (!donor) throw localizedError('not_found', jarMessage('user_not_found'));
          return toDonation({ donation, donor });
        },
        { key, schema: DonationSchema },
      );
      await changed(jarId);
      return donation;
    },

    /** Pays the jar's whole content to its creator; an empty jar is simply marked broken. */
    async breakJar(callerId: number, jarId: number, key: IdempotencyKey | null): Promise<Jar> {
      const broken = await ledger.run(
        async (tx, touched) => {
          const jar = await requireLocked(tx, jarId);
          requireCreator(jar, callerId, 'break');
          if (jar.status === 'broken')
            throw localizedError('bad_request', jarMessage('already_broken'));
          if (await prizeJarHold(tx, jar.id))
            throw localizedError('bad_request', jarMessage('tournament_pays_prize'));
          if (jar.collected > 0) await ledger.post(tx, breakPosting(jar), touched);
          await repo.markBroken(tx, jarId);
          const row = await repo.withCreator(tx, jarId);
          if (!row) throw localizedError('not_found', jarMessage('jar_not_found'));
          return toJar(row);
        },
        { key, schema: JarSchema },
      );
      await changed(jarId);
      return broken;
    },

    /**
     * For a tournament's settlement, in its transaction (after the tournament's row lock): locks
     * the prize jars in id order and answers what each holds; a broken one holds nothing.
     */
    async lockPrizeJars(tx: Tx, ids: readonly number[]): Promise<PrizeJarContent[]> {
      const locked = await repo.lockMany(tx, ids);
      return locked
        .filter((jar) => jar.status !== 'broken')
        .map((jar) => ({ id: jar.id, type: jar.jarType, amount: jar.collected }));
    },

    /** The settlement's posting emptied these jars into the winners' balances: they are spent. */
    async markPaidOut(tx: Tx, ids: readonly number[]): Promise<void> {
      await repo.markManyBroken(tx, ids);
    },
  };
}

export type JarsService = ReturnType<typeof createJarsService>;
