// Whether the chat modal is open and on which chat: the round chat button, a /join/chat/{token}
// link, a team page, a quick-match lobby and a bracket match all open it through here.
import type { ChatAddress } from '@clutch/contract/messenger';
import { createExternalStore } from '../../lib/external-store';

export interface ChatModalState {
  open: boolean;
  /** The conversation shown; null shows the list and the "select a chat" prompt. */
  chat: ChatAddress | null;
}

export const chatModalStore = createExternalStore<ChatModalState>({ open: false, chat: null });

/** Opens the chat modal, on `chat` when given. */
export function openChat(chat: ChatAddress | null = null): void {
  chatModalStore.set({ open: true, chat });
}

export function closeChat(): void {
  chatModalStore.set({ ...chatModalStore.get(), open: false });
}
