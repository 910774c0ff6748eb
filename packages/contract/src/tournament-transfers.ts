// Handing a tournament to another organiser: the creator offers it (a token reaches the user by
// notice), the user accepts (status 2) or declines (3), the creator may withdraw a pending offer.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpointGroup } from './endpoint.js';
import { TournamentBriefSchema } from './tournaments.js';

export const TRANSFERS_PER_PAGE = 8;
/** 1 pending, 2 accepted, 3 declined, 4 withdrawn by the creator. */
export const TRANSFER_STATUSES = { pending: 1, accepted: 2, declined: 3, withdrawn: 4 } as const;
const TransferStatusSchema = z.coerce.number().int().min(1).max(4);

export const TournamentTransferSchema = z.object({
  id: z.number().int(),
  tournament: TournamentBriefSchema,
  from_user: UserBriefSchema,
  to_user: UserBriefSchema,
  status: z.number().int(),
  created_at: TimestampSchema,
  decided_at: TimestampSchema.nullable(),
});
export type TournamentTransfer = z.infer<typeof TournamentTransferSchema>;

export const TransferOfferSchema = z.object({ user: IdSchema }).strict();
export const TransferTokenQuerySchema = z.object({
  transfer_token: z.string().trim().min(1).max(128),
});
export const TransferConfirmParamsSchema = z.object({ token: z.string().trim().min(1).max(128) });
export const TransferConfirmSchema = z
  .object({
    /** The spec's client sends its own id; it must be the caller. */
    user: IdSchema.optional(),
    status: z.coerce
      .number()
      .int()
      .pipe(
        z.union([z.literal(2), z.literal(3)], { error: 'Send status 2 (accept) or 3 (decline).' }),
      ),
  })
  .strict();
export const TransfersQuerySchema = PageQuerySchema.extend({
  status: TransferStatusSchema.optional(),
});
export const TransferParamsSchema = z.object({ id: IdSchema, transferId: IdSchema });

const transferEndpoint = endpointGroup({ auth: 'required', tag: 'tournaments' });

export const tournamentTransfersEndpoints = {
  offer: transferEndpoint({
    method: 'POST',
    path: 'tournaments/:id/transfer/',
    summary: 'Offer the tournament to another user (creator only; one pending offer at a time)',
    params: IdParamsSchema,
    body: TransferOfferSchema,
    response: TournamentTransferSchema,
    status: 201,
  }),
  show: transferEndpoint({
    method: 'GET',
    path: 'tournaments/:id/transfer/',
    summary: 'The offer a transfer token names (only to the offered user)',
    params: IdParamsSchema,
    query: TransferTokenQuerySchema,
    response: TournamentTransferSchema,
  }),
  confirm: transferEndpoint({
    method: 'POST',
    path: 'tournaments/:token/transfer/confirm/',
    summary: 'Accept (2: the caller becomes the creator) or decline (3) an offer',
    params: TransferConfirmParamsSchema,
    body: TransferConfirmSchema,
    response: TournamentTransferSchema,
  }),
  list: transferEndpoint({
    method: 'GET',
    path: 'tournaments/:id/transfers/',
    summary: 'The tournament’s transfer offers by status, newest first (creator only, per_page 8)',
    params: IdParamsSchema,
    query: TransfersQuerySchema,
    response: pageOf(TournamentTransferSchema),
  }),
  withdraw: transferEndpoint({
    method: 'DELETE',
    path: 'tournaments/:id/transfers/:transferId/',
    summary: 'Withdraw a pending offer (creator only)',
    params: TransferParamsSchema,
    response: z.null(),
    status: 204,
  }),
} as const;
