// The chat list (get-messages-bar) as live pushes change it: a new message moves its chat's last
// message, time and unread count, and the list is sorted again newest first; a read marker sets the
// count; a renamed chat shows its new name and picture; a chat the viewer lost leaves the list.
import type { ChatBarItem, ChatMessage } from '@clutch/contract/messenger';
import type { ChatChangedData } from '@clutch/contract/messenger-live';

const timeOf = (item: ChatBarItem) => Date.parse(item.timestamp) || 0;

export function sortNewestFirst(items: readonly ChatBarItem[]): ChatBarItem[] {
  return [...items].sort((a, b) => timeOf(b) - timeOf(a) || b.id - a.id);
}

/** null when the chat is not in the list (a chat someone just started with the viewer). */
export function withNewMessage(
  items: readonly ChatBarItem[],
  message: ChatMessage,
  raisesUnread: boolean,
): ChatBarItem[] | null {
  const current = items.find((item) => item.id === message.chat_id);
  if (current === undefined) return null;
  const moved: ChatBarItem = {
    ...current,
    timestamp: message.timestamp,
    sender: message.sender,
    content_text: message.content_text,
    is_system: message.is_system,
    attributes: message.attributes,
    has_files: message.files.length > 0,
    unread_count: current.unread_count + (raisesUnread ? 1 : 0),
  };
  return sortNewestFirst(items.map((item) => (item === current ? moved : item)));
}

export function withUnread(
  items: readonly ChatBarItem[],
  chatId: number,
  unread: number,
  lastReadId?: number,
): ChatBarItem[] {
  return items.map((item) =>
    item.id === chatId
      ? {
          ...item,
          unread_count: Math.max(0, unread),
          last_read_message_id: Math.max(item.last_read_message_id, lastReadId ?? 0),
        }
      : item,
  );
}

export function withChatChanged(
  items: readonly ChatBarItem[],
  chat: ChatChangedData,
): ChatBarItem[] {
  const picture = { name: chat.name, avatar_url: chat.avatar_url };
  return items.map((item) =>
    item.id !== chat.chat_id
      ? item
      : {
          ...item,
          archived: chat.archived,
          group: item.group === null ? null : picture,
          channel: item.channel === null ? null : picture,
        },
  );
}

export function withoutChat(items: readonly ChatBarItem[], chatId: number): ChatBarItem[] {
  return items.filter((item) => item.id !== chatId);
}

/** The name a list item shows: the group's or channel's, or the other person's in a private chat. */
export function chatNameOf(item: ChatBarItem): string {
  return item.group?.name ?? item.channel?.name ?? item.interlocutor?.username ?? '';
}

export function chatPictureOf(item: ChatBarItem): string | null {
  return (
    item.group?.avatar_url ?? item.channel?.avatar_url ?? item.interlocutor?.avatar_url ?? null
  );
}
