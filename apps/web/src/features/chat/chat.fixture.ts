// Messages, chat list items and chats for the chat feature's tests.
import type { ChatBarItem, ChatInfo, ChatMessage } from '@clutch/contract/messenger';
import type { Page } from '../../lib/paged-list';
import type { MessageList } from './message-merge';

export const ME = { id: 7, username: 'mid_king', avatar_url: null };
export const FRIEND = { id: 8, username: 'carry_queen', avatar_url: null };

export function message(
  id: number,
  seq: number,
  overrides: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id,
    seq,
    chat_id: 2,
    sender: FRIEND,
    receiver_content_type: 'user',
    receiver_object_id: ME.id,
    content_text: `message ${String(id)}`,
    files: [],
    timestamp: '2025-03-01T10:00:00Z',
    seen: false,
    is_system: false,
    attributes: null,
    reactions: {
      likes_count: 0,
      dislikes_count: 0,
      user_has_reacted: false,
      user_reaction_type: null,
    },
    txn_id: null,
    ...overrides,
  };
}

export function page<T>(results: T[], next: string | null = null): Page<T> {
  return { count: results.length, next, previous: null, results };
}

/** Pages newest first, as the server answers them. */
export function messageList(...pages: ChatMessage[][]): MessageList {
  return {
    pages: pages.map((results, index) =>
      page(results, index < pages.length - 1 ? `?page=${String(index + 2)}` : null),
    ),
    pageParams: pages.map((_, index) => index + 1),
  };
}

export function barItem(id: number, overrides: Partial<ChatBarItem> = {}): ChatBarItem {
  return {
    id,
    chat_type: 'private',
    kind: 'user',
    receiver_content_type: 'user',
    receiver_object_id: FRIEND.id,
    unread_count: 0,
    last_read_message_id: 0,
    timestamp: '2025-03-01T09:00:00Z',
    sender: FRIEND,
    content_text: 'hi',
    is_system: false,
    attributes: null,
    has_files: false,
    group: null,
    channel: null,
    interlocutor: FRIEND,
    archived: false,
    ...overrides,
  };
}

export function chatInfo(overrides: Partial<ChatInfo> = {}): ChatInfo {
  return {
    id: 2,
    chat_type: 'private',
    kind: 'user',
    receiver_content_type: 'user',
    receiver_object_id: FRIEND.id,
    name: FRIEND.username,
    description: '',
    avatar_url: null,
    private: true,
    creator: ME.id,
    members: [ME.id, FRIEND.id],
    members_count: 2,
    role: 3,
    is_member: true,
    mute: false,
    ban: { is_banned: false, is_mute: false, until: null },
    can_post: true,
    can_manage: false,
    can_edit: false,
    recipient: FRIEND,
    interlocutor: FRIEND,
    interlocutor_banned: false,
    invitation: null,
    unread_count: 0,
    last_read_message_id: 0,
    max_uplaod_size: 20,
    archived: false,
    link: null,
    ...overrides,
  };
}
