// The own payment settings (GET and PATCH profile/{id}/payment-settings/). Only what changed is sent:
// a field left empty that was empty stays out of the request (the spec removes blank values), and a
// field the user emptied is sent as null, which clears it.
import { paymentSettingsEndpoints, type PaymentSettings } from '@clutch/contract/payment-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const PAYMENT_FIELDS = [
  'first_name',
  'last_name',
  'city',
  'street',
  'zip_code',
  'mobile_number',
  'date_of_birth',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentDraft = Record<PaymentField, string>;

export function paymentSettingsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'payment-settings', userId],
    queryFn: () => call(paymentSettingsEndpoints.get, { params: { id: userId } }),
  });
}

export function draftOf(saved: PaymentSettings): PaymentDraft {
  return {
    first_name: saved.first_name ?? '',
    last_name: saved.last_name ?? '',
    city: saved.city ?? '',
    street: saved.street ?? '',
    zip_code: saved.zip_code ?? '',
    mobile_number: saved.mobile_number ?? '',
    date_of_birth: saved.date_of_birth ?? '',
  };
}

export type PaymentPatch = Partial<Record<PaymentField, string | null>>;

/** The fields to send: changed values trimmed, emptied ones as null, blank untouched ones left out. */
export function paymentSettingsPatch(saved: PaymentSettings, draft: PaymentDraft): PaymentPatch {
  const patch: PaymentPatch = {};
  for (const field of PAYMENT_FIELDS) {
    const value = draft[field].trim();
    const before = saved[field] ?? '';
    if (value === before) continue;
    patch[field] = value === '' ? null : value;
  }
  return patch;
}

export function useSavePaymentSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PaymentPatch) =>
      call(
        paymentSettingsEndpoints.patch,
        { params: { id: userId }, body: patch },
        { quiet: true },
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData(paymentSettingsQueryOptions(userId).queryKey, saved),
  });
}
