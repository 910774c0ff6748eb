// How a history row reads: the translated name of its type, the status badge (its text key and
// colour), and the colour of the signed amount. The server's status is an open string, so an unknown
// one is shown as sent rather than hidden.
import type { HistoryType } from '@clutch/contract/wallet';

export const KNOWN_STATUSES = [
  'completed',
  'processing',
  'pending_approval',
  'paid',
  'failed',
  'rejected',
  'pending',
  'cancelled',
] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

const STATUS_COLOURS: Record<KnownStatus, string> = {
  completed: 'gray',
  processing: 'blue',
  pending_approval: 'yellow',
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  rejected: 'red',
  cancelled: 'gray',
};

export function knownStatus(status: string): KnownStatus | null {
  return KNOWN_STATUSES.find((known) => known === status) ?? null;
}

export function statusColour(status: string): string {
  const known = knownStatus(status);
  return known === null ? 'gray' : STATUS_COLOURS[known];
}

/** The key under wallet.history.types naming a type of movement. */
export function historyTypeKey(type: HistoryType): `wallet.history.types.${HistoryType}` {
  return `wallet.history.types.${type}`;
}

/** Incoming green, outgoing red, nothing moved dimmed. */
export function amountColour(amount: number): string {
  if (amount > 0) return 'teal.4';
  if (amount < 0) return 'red.4';
  return 'dimmed';
}
