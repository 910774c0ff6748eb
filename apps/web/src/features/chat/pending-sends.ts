// Messages on their way: sent from the composer, which is cleared at once, and shown at the end of
// the conversation with their upload progress until the server answers; a failed one stays, marked
// "not sent", until it is sent again (with the same txn_id, so the server makes it once) or dropped.
import { createExternalStore, useExternalStore } from '../../lib/external-store';

export interface PendingSend {
  /** The client's id for this send (the contract's txn_id), kept across retries. */
  txnId: string;
  chatId: number;
  text: string;
  files: File[];
  /** 0 to 1 while files upload. */
  progress: number;
  status: 'sending' | 'failed';
}

const store = createExternalStore<readonly PendingSend[]>([]);

export function addPending(send: PendingSend): void {
  store.set([...store.get().filter((item) => item.txnId !== send.txnId), send]);
}

export function updatePending(txnId: string, change: Partial<PendingSend>): void {
  store.set(store.get().map((item) => (item.txnId === txnId ? { ...item, ...change } : item)));
}

export function dropPending(txnId: string | null): void {
  if (txnId === null) return;
  const next = store.get().filter((item) => item.txnId !== txnId);
  if (next.length !== store.get().length) store.set(next);
}

export function readPending(): readonly PendingSend[] {
  return store.get();
}

export function usePendingSends(chatId: number): PendingSend[] {
  return useExternalStore(store).filter((item) => item.chatId === chatId);
}
