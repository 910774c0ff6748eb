// Transfers (packages/contract/src/transfers.ts): sending real crystals to another user, the
// caller's own transfers page by page, and sending a received one back (once). Balances change
// through the profile push; the transfer list is refreshed here.
import { TRANSFERS_PER_PAGE, transfersEndpoints, type Transfer } from '@clutch/contract/transfers';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { askConfirmation } from '../../../lib/confirm-dialog';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const TRANSFERS_QUERY_KEY = [...SESSION_QUERY_KEY, 'transfers'] as const;

export function transfersQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: [...TRANSFERS_QUERY_KEY, userId, page],
    queryFn: () =>
      call(transfersEndpoints.list, {
        params: { id: userId },
        query: { page, per_page: TRANSFERS_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

function useTransfersMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (output) => onSuccess?.(output),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSFERS_QUERY_KEY }),
  });
}

export interface TransferAttempt {
  recipientId: number;
  crystals: number;
  /** One key per attempt: a retry of the same attempt is applied once. */
  idempotencyKey: string;
}

export function useSendCrystals(onSent: (transfer: Transfer) => void) {
  return useTransfersMutation(
    ({ recipientId, crystals, idempotencyKey }: TransferAttempt) =>
      call(
        transfersEndpoints.send,
        { params: { id: recipientId }, body: { amount: crystals } },
        { quiet: true, idempotencyKey },
      ),
    onSent,
  );
}

export interface ReturnRequest {
  transfer: Pick<Transfer, 'id' | 'counterpart'>;
  /** The amount as the list shows it, for the question. */
  amountText: string;
}

/**
 * Asks first (confirm_return_transfer); null when declined. The key is the transfer's own: however
 * often the answer is lost and the button pressed again, one transfer is returned once.
 */
export function useReturnTransfer(onReturned: (transfer: Transfer) => void) {
  return useTransfersMutation(
    async ({ transfer, amountText }: ReturnRequest) => {
      const isConfirmed = await askConfirmation('confirm_return_transfer', {
        name: transfer.counterpart.username,
        amount: amountText,
      }).catch(() => false);
      if (!isConfirmed) return null;
      return call(
        transfersEndpoints.giveBack,
        { body: { transaction_id: transfer.id } },
        { idempotencyKey: `return-transfer-${String(transfer.id)}` },
      );
    },
    (transfer) => {
      if (transfer !== null) onReturned(transfer);
    },
  );
}
