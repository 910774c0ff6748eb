// The generic confirm modal (spec 2, screen 18): a text chosen by key with parameters, Confirm and
// Decline. Asking returns a promise that resolves true on confirm and rejects with false on decline,
// the contract the spec gives callers. One question at a time: a new one declines the open one.
import { createExternalStore } from './external-store';
import type { en } from './translations/en';

export type ConfirmKey = keyof typeof en.confirm.texts;
export type ConfirmParams = Record<string, string | number>;

export interface ConfirmQuestion {
  key: ConfirmKey;
  params: ConfirmParams;
  confirm: () => void;
  decline: () => void;
}

export const confirmStore = createExternalStore<ConfirmQuestion | null>(null);

export function askConfirmation(key: ConfirmKey, params: ConfirmParams = {}): Promise<true> {
  confirmStore.get()?.decline();
  return new Promise<true>((resolve, reject) => {
    const question: ConfirmQuestion = {
      key,
      params,
      confirm: () => {
        if (confirmStore.get() === question) confirmStore.set(null);
        resolve(true);
      },
      decline: () => {
        if (confirmStore.get() === question) confirmStore.set(null);
        // The spec's callers branch on `false`, not on an Error.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        reject(false);
      },
    };
    confirmStore.set(question);
  });
}
