// The forms the management screens send: the edit dialog's multipart body (a new picture only when
// one was chosen; the private flag only for groups) and the create dialogs' bodies.
import type { ChatInfo } from '@clutch/contract/messenger';

/** The picture is drawn at the size the server keeps it (spec 2 section 5: 232 × 232). */
export const CHAT_AVATAR_SIZE = 232;

export interface ChatDraft {
  name: string;
  description: string;
  /** Groups only: joined by invitation link alone. */
  isPrivate: boolean;
}

export function draftOf(chat: ChatInfo): ChatDraft {
  return { name: chat.name, description: chat.description, isPrivate: chat.private };
}

/** A name is needed; the rest may stay empty. */
export function isDraftComplete(draft: ChatDraft): boolean {
  return draft.name.trim() !== '';
}

export function editChatForm(
  draft: ChatDraft,
  chatType: 'group' | 'channel',
  avatar: File | null,
): FormData {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('description', draft.description.trim());
  if (chatType === 'group') form.append('private', draft.isPrivate ? 'true' : 'false');
  if (avatar !== null) form.append('avatar', avatar);
  return form;
}

export type CreateChatRequest =
  | {
      type: 'group';
      body: { name: string; description: string; private: boolean; users: number[] };
    }
  | { type: 'channel'; body: { name: string; description: string } };

export function groupRequest(draft: ChatDraft, friends: readonly number[]): CreateChatRequest {
  return {
    type: 'group',
    body: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      private: draft.isPrivate,
      users: [...friends],
    },
  };
}

export function channelRequest(draft: ChatDraft): CreateChatRequest {
  return {
    type: 'channel',
    body: { name: draft.name.trim(), description: draft.description.trim() },
  };
}
