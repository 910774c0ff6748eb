// Transfers: a user sends real crystals to another user, and the recipient may send one back, once.
// Each is one ledger transaction that honours an Idempotency-Key; transfers never touch the demo book.
import { toCrystals } from '@clutch/contract/money';
import { TransferSchema, type Transfer } from '@clutch/contract/transfers';
import type { Db } from '../../../platform/db/database.js';
import { localizedError } from '../../../platform/http/localized-errors.js';
import { walletMessage } from '../wallet-messages.js';
import type { Counted, PageWindow } from '../../../platform/http/pagination.js';
import type { IdempotencyKey } from '../../../platform/idempotency/idempotency.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { Posting } from '../ledger/ledger.js';
import type { Ledger } from '../ledger/ledger.service.js';
import {
  transfersRepository as repo,
  type BriefRow,
  type TransferRow,
} from './transfers.repository.js';
import type { WalletEvent } from '../wallet.events.js';
import { toUserBrief } from '../../../platform/http/user-brief.js';

export interface TransfersDeps {
  db: Db;
  ledger: Ledger;
  bus: EventPublisher<WalletEvent>;
  /** The friends module's block list: no crystals between users where either blocked the other. */
  blocks: { isBlockedEitherWay(a: number, b: number): Promise<boolean> };
}

/** Real crystals from one user to another, each leg naming the other user for the history. */
function userToUser(
  kind: 'transfer' | 'transfer_return',
  transferId: number,
  fromId: number,
  toId: number,
  amount: number,
): Posting {
  return {
    book: 'real',
    kind,
    reference: `transfer:${String(transferId)}`,
    legs: [
      { account: { kind: 'user', userId: fromId }, amount: -amount, counterpartId: toId },
      { account: { kind: 'user', userId: toId }, amount, counterpartId: fromId },
    ],
  };
}

function toTransfer(row: TransferRow, viewerId: number, counterpart: BriefRow): Transfer {
  return {
    id: row.id,
    amount: toCrystals(row.amount),
    is_returned: row.returnedAt !== null,
    direction: row.fromUserId === viewerId ? 'sent' : 'received',
    counterpart: toUserBrief(counterpart),
    created_at: row.createdAt.toISOString(),
    returned_at: row.returnedAt ? row.returnedAt.toISOString() : null,
  };
}

export function createTransfersService(deps: TransfersDeps) {
  const { db, ledger, bus } = deps;

  async function requireRecipient(senderId: number, recipientId: number): Promise<BriefRow> {
    if (recipientId === senderId)
      throw localizedError('bad_request', walletMessage('transfer_to_self'));
    const recipient = await repo.userBrief(db, recipientId);
    if (!recipient) throw localizedError('not_found', walletMessage('user_not_found'));
    if (await deps.blocks.isBlockedEitherWay(senderId, recipientId))
      throw localizedError('permission_denied', walletMessage('transfer_blocked'));
    return recipient;
  }

  return {
    /** `amount` in minor units, real book; the answer is the sender's view of the transfer. */
    async send(
      senderId: number,
      recipientId: number,
      amount: number,
      key: IdempotencyKey | null,
    ): Promise<Transfer> {
      const recipient = await requireRecipient(senderId, recipientId);
      // Set only by an attempt that ran (a replayed key answers without running): announce once.
      let sent: TransferRow | undefined;
      const answer = await ledger.run(
        async (tx, touched) => {
          const id = await repo.nextTransferId(tx);
          const posting = userToUser('transfer', id, senderId, recipientId, amount);
          const posted = await ledger.post(tx, posting, touched);
          const row = await repo.insertTransfer(tx, {
            id,
            fromUserId: senderId,
            toUserId: recipientId,
            amount,
            transactionId: posted.transactionId,
          });
          sent = row;
          return toTransfer(row, senderId, recipient);
        },
        { key, schema: TransferSchema },
      );
      if (sent?.id === answer.id)
        await bus.publish({
          type: 'TransferReceived',
          userId: recipientId,
          fromUserId: senderId,
          transferId: sent.id,
          amount: sent.amount,
        });
      return answer;
    },

    /** The recipient sends a received transfer back to its sender, once. */
    async giveBack(
      recipientId: number,
      transferId: number,
      key: IdempotencyKey | null,
    ): Promise<Transfer> {
      return ledger.run(
        async (tx, touched) => {
          const row = await repo.lockReceived(tx, transferId, recipientId);
          // Someone else's transfer is answered like a missing one: ids reveal nothing.
          if (!row) throw localizedError('not_found', walletMessage('transfer_not_found'));
          if (row.returnedAt !== null)
            throw localizedError('bad_request', walletMessage('transfer_returned'));
          const posting = userToUser(
            'transfer_return',
            row.id,
            recipientId,
            row.fromUserId,
            row.amount,
          );
          const posted = await ledger.post(tx, posting, touched);
          const returned = await repo.markReturned(tx, row.id, posted.transactionId);
          if (!returned) throw localizedError('bad_request', walletMessage('transfer_returned'));
          const sender = await repo.userBrief(tx, row.fromUserId);
          if (!sender) throw localizedError('not_found', walletMessage('user_not_found'));
          return toTransfer(returned, recipientId, sender);
        },
        { key, schema: TransferSchema },
      );
    },

    async list(userId: number, window: PageWindow): Promise<Counted<Transfer>> {
      const found = await repo.listOf(db, userId, window);
      return {
        count: found.count,
        results: found.results.map((r) => toTransfer(r.transfer, userId, r.counterpart)),
      };
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
