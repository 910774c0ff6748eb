// Handing a tournament to another organiser. The creator offers it to one user at a time; the
// token reaches them by notice and only its SHA-256 is stored. Accepting makes them created_by (so
// every creator power follows); the prize-pool hold stays on the original creator's book, as it was
// their crystals that were promised: cancelling releases it to them, paying out captures it.
import type { TournamentTransfer } from '@clutch/contract/tournament-transfers';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../../platform/db/database.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { OwnershipTransferEvent } from '../ownership-transfers.events.js';
import {
  ownershipTransfersRepository as repo,
  type JoinedTransfer,
  type TranslationRow,
} from './ownership-transfers.repository.js';
import { translationsOf } from '../core/tournament-view.js';
import type { TournamentsEvent } from '../tournaments.events.js';
import { requireCreator } from '../core/tournaments.policy.js';
import { tournamentsRepository as tournamentsRepo } from '../core/tournaments.repository.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import {
  statusName,
  tournamentsMessage as say,
  tournamentsText,
  type CreatorAction,
} from '../tournaments-messages.js';

export interface OwnershipTransfersDeps {
  db: Db;
  bus: EventPublisher<OwnershipTransferEvent | TournamentsEvent>;
}

const PENDING = 1;
const notFound = () => localizedError('not_found', say('tournament_not_found'));
const offerNotFound = () => localizedError('not_found', say('no_such_offer'));
const noLongerChanges = (status: string) =>
  localizedError('bad_request', tournamentsText('no_change_hands', { status: statusName(status) }));
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function lockOpen(tx: Tx, id: number, callerId: number, action: CreatorAction) {
  const row = await tournamentsRepo.lock(tx, id);
  if (!row) throw notFound();
  requireCreator(row, callerId, action);
  if (row.status === 'finished' || row.status === 'cancelled') throw noLongerChanges(row.status);
  return row;
}

function toTransfer(row: JoinedTransfer, texts: readonly TranslationRow[]): TournamentTransfer {
  return {
    id: row.transfer.id,
    tournament: {
      id: row.tournament.id,
      type: row.tournament.type,
      game_id: row.tournament.game,
      translations: translationsOf(texts.filter((t) => t.tournamentId === row.tournament.id)),
      start_time: row.tournament.startTime.toISOString(),
      status: row.tournament.status,
    },
    from_user: toUserBrief(row.from),
    to_user: toUserBrief(row.to),
    status: row.transfer.status,
    created_at: row.transfer.createdAt.toISOString(),
    decided_at: row.transfer.decidedAt?.toISOString() ?? null,
  };
}

export function createOwnershipTransfersService(deps: OwnershipTransfersDeps) {
  const { db, bus } = deps;

  async function answer(transferId: number): Promise<TournamentTransfer> {
    const row = await repo.joined(db, transferId);
    if (!row) throw offerNotFound();
    return toTransfer(row, await repo.translations(db, [row.tournament.id]));
  }

  async function offer(callerId: number, id: number, toUserId: number) {
    if (toUserId === callerId) throw localizedFields({ user: [say('already_organise')] });
    if (!(await repo.userExists(db, toUserId)))
      throw localizedFields({ user: [say('no_such_user')] });
    const token = randomBytes(32).toString('base64url');
    const transferId = await db.transaction(async (tx) => {
      await lockOpen(tx, id, callerId, 'hand_over');
      if (await repo.hasPending(tx, id)) throw localizedError('conflict', say('offer_pending'));
      const values = { tournamentId: id, fromUserId: callerId, toUserId, tokenHash: hashOf(token) };
      return repo.insert(tx, values);
    });
    const event = { transferId, tournamentId: id, fromUserId: callerId, toUserId, token };
    void bus.publish({ type: 'TournamentTransferOffered', ...event });
    return answer(transferId);
  }

  /** Only the offered user sees it: the token alone is not enough in someone else's hands. */
  async function show(callerId: number, id: number, token: string) {
    const row = await repo.byTokenHash(db, hashOf(token));
    if (!row || row.tournamentId !== id) throw offerNotFound();
    if (row.toUserId !== callerId)
      throw localizedError('permission_denied', say('offer_for_other'));
    return answer(row.id);
  }

  async function confirm(callerId: number, token: string, input: { user?: number; status: 2 | 3 }) {
    if (input.user !== undefined && input.user !== callerId)
      throw localizedFields({ user: [say('answer_own_offer')] });
    const found = await repo.byTokenHash(db, hashOf(token));
    if (!found) throw offerNotFound();
    if (found.toUserId !== callerId)
      throw localizedError('permission_denied', say('offer_for_other'));
    const version = await db.transaction(async (tx) => {
      const tournament = await tournamentsRepo.lock(tx, found.tournamentId);
      const transfer = await repo.lockById(tx, found.id);
      if (!tournament || !transfer) throw offerNotFound();
      if (transfer.status !== PENDING) throw localizedError('conflict', say('offer_answered'));
      await repo.decide(tx, transfer.id, input.status);
      if (input.status === 3) return null;
      if (tournament.status === 'finished' || tournament.status === 'cancelled')
        throw noLongerChanges(tournament.status);
      return tournamentsRepo.update(tx, tournament.id, { createdBy: callerId });
    });
    if (version !== null)
      void bus.publish({ type: 'TournamentChanged', tournamentId: found.tournamentId, version });
    return answer(found.id);
  }

  async function list(
    callerId: number,
    id: number,
    status: number | undefined,
    window: PageWindow,
  ): Promise<Counted<TournamentTransfer>> {
    const found = await tournamentsRepo.find(db, id);
    if (!found) throw notFound();
    requireCreator(found.tournament, callerId, 'see_transfer_offers');
    const page = await repo.page(db, id, status, window);
    const texts = await repo.translations(db, [id]);
    return { count: page.count, results: page.results.map((row) => toTransfer(row, texts)) };
  }

  async function withdraw(callerId: number, id: number, transferId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const tournament = await tournamentsRepo.lock(tx, id);
      if (!tournament) throw notFound();
      requireCreator(tournament, callerId, 'withdraw_transfer_offers');
      const transfer = await repo.lockById(tx, transferId);
      if (!transfer || transfer.tournamentId !== id) throw offerNotFound();
      if (transfer.status !== PENDING)
        throw localizedError('conflict', say('only_pending_withdrawn'));
      await repo.decide(tx, transferId, 4);
    });
  }

  return { offer, show, confirm, list, withdraw };
}

export type OwnershipTransfersService = ReturnType<typeof createOwnershipTransfersService>;
