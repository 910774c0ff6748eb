// Transfers: a user sends real crystals to another; the recipient may send one back once.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpoint } from './endpoint.js';
import { CrystalsInSchema, CrystalsSchema } from './money.js';

export const TRANSFERS_PER_PAGE = 10;

export const TransferSchema = z.object({
  id: z.number().int(),
  amount: CrystalsSchema,
  is_returned: z.boolean(),
  /** sent: the caller sent it; received: the caller got it (and may return it). */
  direction: z.enum(['sent', 'received']),
  counterpart: UserBriefSchema,
  created_at: TimestampSchema,
  returned_at: TimestampSchema.nullable(),
});
export type Transfer = z.infer<typeof TransferSchema>;

export const TransferBodySchema = z.object({ amount: CrystalsInSchema }).strict();
export const ReturnTransferBodySchema = z.object({ transaction_id: IdSchema }).strict();

export const transfersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'profile/:id/user-transactions/',
    auth: 'required',
    tag: 'wallet',
    summary: 'The caller’s transfers, sent and received, newest first (own id only)',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: pageOf(TransferSchema),
  }),
  send: endpoint({
    method: 'POST',
    path: 'profile/:id/transactions/',
    auth: 'required',
    tag: 'wallet',
    summary: 'Send real crystals to user {id} (honours Idempotency-Key)',
    params: IdParamsSchema,
    body: TransferBodySchema,
    response: TransferSchema,
    status: 201,
  }),
  giveBack: endpoint({
    method: 'POST',
    path: 'profile/return-transaction/',
    auth: 'required',
    tag: 'wallet',
    summary: 'Send a received transfer back to its sender, once (honours Idempotency-Key)',
    body: ReturnTransferBodySchema,
    response: TransferSchema,
  }),
} as const;
