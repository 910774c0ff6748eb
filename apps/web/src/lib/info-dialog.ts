// The info modal of the default layout: a message any code can put up ("text from the store").
import { createExternalStore } from './external-store';

export interface InfoMessage {
  title?: string;
  message: string;
  /** A way on from the message (an address in the app), shown beside OK. */
  link?: { to: string; label: string };
}

export const infoStore = createExternalStore<InfoMessage | null>(null);

export function showInfo(info: InfoMessage): void {
  infoStore.set(info);
}

export function closeInfo(): void {
  infoStore.set(null);
}
