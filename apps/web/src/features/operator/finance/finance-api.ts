// The finance section's calls (packages/contract/src/operator-finance.ts): the settings in force and
// their edits, the crystal packs, the withdrawal approval queue and stuck payouts. Every change
// refreshes the whole section; settings edits answer the new settings, which replace the cached ones.
import {
  operatorFinanceEndpoints,
  type FinanceSettings,
  type FinanceSettingKey,
} from '@clutch/contract/operator-finance';
import type { WithdrawalStatus } from '@clutch/contract/wallet';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { DESK_FINANCE_KEY, DESK_PER_PAGE } from '../desk/desk-keys';

export function financeSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...DESK_FINANCE_KEY, 'settings'],
    queryFn: () => call(operatorFinanceEndpoints.settings),
  });
}

/** Quiet: each settings form shows the refusal under its own fields. */
function useSettingsChange<Input>(run: (input: Input) => Promise<FinanceSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (settings) =>
      queryClient.setQueryData(financeSettingsQueryOptions().queryKey, settings),
  });
}

export function useSetCrystalPrice() {
  return useSettingsChange((body: { price: number; custom_min?: number; custom_max?: number }) =>
    call(operatorFinanceEndpoints.setCrystalPrice, { body }, { quiet: true }),
  );
}

export function useSetUsdCourse() {
  return useSettingsChange((body: { rates: Record<string, number> }) =>
    call(operatorFinanceEndpoints.setUsdCourse, { body }, { quiet: true }),
  );
}

export interface LimitsInput {
  min: string;
  max: string;
  daily_max: string;
  approval_above: string;
}

export function useSetWithdrawLimits() {
  return useSettingsChange((body: LimitsInput) =>
    call(operatorFinanceEndpoints.setWithdrawLimits, { body }, { quiet: true }),
  );
}

export function useSetNetwork() {
  return useSettingsChange(
    ({ code, ...body }: { code: string; is_enabled?: boolean; fee?: string }) =>
      call(operatorFinanceEndpoints.setNetwork, { params: { code }, body }),
  );
}

export function useResetSetting() {
  return useSettingsChange((key: FinanceSettingKey) =>
    call(operatorFinanceEndpoints.resetSetting, { params: { key }, body: {} }),
  );
}

export function financePacksQueryOptions() {
  return queryOptions({
    queryKey: [...DESK_FINANCE_KEY, 'packs'],
    queryFn: () => call(operatorFinanceEndpoints.packs),
  });
}

const PACKS_KEY = [...DESK_FINANCE_KEY, 'packs'] as const;

export function useCreatePack() {
  return useRefreshingMutation(PACKS_KEY, (body: { crystals: string; price: number }) =>
    call(operatorFinanceEndpoints.createPack, { body }, { quiet: true }),
  );
}

export function useUpdatePack() {
  return useRefreshingMutation(
    PACKS_KEY,
    ({ id, ...body }: { id: number; crystals?: string; price?: number; is_active?: boolean }) =>
      call(operatorFinanceEndpoints.updatePack, { params: { id }, body }, { quiet: true }),
  );
}

export function useDeletePack() {
  return useRefreshingMutation(PACKS_KEY, (id: number) =>
    call(operatorFinanceEndpoints.deletePack, { params: { id }, body: {} }),
  );
}

const WITHDRAWALS_KEY = [...DESK_FINANCE_KEY, 'withdrawals'] as const;

export function financeWithdrawalsQueryOptions(status: WithdrawalStatus, page: number) {
  return queryOptions({
    queryKey: [...WITHDRAWALS_KEY, status, page],
    queryFn: () =>
      call(operatorFinanceEndpoints.withdrawals, {
        query: { status, page, per_page: DESK_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

export interface WithdrawalVerdict {
  id: number;
  verdict: 'approve' | 'reject';
  reason: string;
}

/** Quiet: the reason dialog shows the refusal. */
export function useDecideWithdrawal() {
  return useRefreshingMutation(DESK_FINANCE_KEY, ({ id, verdict, reason }: WithdrawalVerdict) =>
    call(
      verdict === 'approve'
        ? operatorFinanceEndpoints.approveWithdrawal
        : operatorFinanceEndpoints.rejectWithdrawal,
      { params: { id }, body: { reason } },
      { quiet: true },
    ),
  );
}

export function stuckPayoutsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...DESK_FINANCE_KEY, 'stuck', page],
    queryFn: () =>
      call(operatorFinanceEndpoints.stuckPayouts, { query: { page, per_page: DESK_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function useResolvePayout() {
  return useRefreshingMutation(
    DESK_FINANCE_KEY,
    ({ id, ...body }: { id: number; resolution: 'paid' | 'refunded'; reason: string }) =>
      call(operatorFinanceEndpoints.resolvePayout, { params: { id }, body }, { quiet: true }),
  );
}
