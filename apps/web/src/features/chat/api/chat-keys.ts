// The query keys of everything the chat modal caches, in one place, so the list, the conversation,
// the live socket and the management screens invalidate the same entries. All sit under the session
// key, so signing out drops them. A chat is keyed by its address as the client names it.
import type { ChatAddress } from '@clutch/contract/messenger';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

const ALL = [...SESSION_QUERY_KEY, 'chat'] as const;

const addressKey = (address: ChatAddress) =>
  [address.receiver_content_type, address.receiver_object_id] as const;

export const chatKeys = {
  /** Every chat query: invalidate this after a change that touches several lists. */
  all: ALL,
  /** The chat list (GET messanger/get-messages-bar/). */
  bar: () => [...ALL, 'bar'] as const,
  /** Search results (GET messanger/search/). */
  search: (q: string) => [...ALL, 'search', q] as const,
  /** One chat's info (GET messanger/get-chat/). */
  info: (address: ChatAddress) => [...ALL, 'info', ...addressKey(address)] as const,
  /** One chat's messages (GET messanger/messages/). */
  messages: (address: ChatAddress) => [...ALL, 'messages', ...addressKey(address)] as const,
  /** One chat's members (GET messanger/get-chat-members/). */
  members: (address: ChatAddress) => [...ALL, 'members', ...addressKey(address)] as const,
  /** The viewer's friends offered by the pickers (GET profile/{id}/friends/). */
  friends: (userId: number) => [...ALL, 'friends', userId] as const,
};
