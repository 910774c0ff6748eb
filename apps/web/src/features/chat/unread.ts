// Unread counts (spec 2, sections 4 and 9). The server keeps a read marker per member; the client
// moves it as messages become visible and shows the counts in between: a new message raises a chat's
// count only while that chat is not open, and only for someone else's message (not a system one);
// reading up to the latest message clears it, reading part of the way lowers it by what was read.
// Opening a chat with more than three unread shows a "N new messages" line before the first of them.
import type { ChatMessage } from '@clutch/contract/messenger';

export const UNREAD_MARKER_ABOVE = 3;

export function raisesUnread(
  message: Pick<ChatMessage, 'chat_id' | 'is_system' | 'sender'>,
  context: { openChatId: number | null; viewerId: number },
): boolean {
  if (message.is_system) return false;
  if (message.sender !== null && message.sender.id === context.viewerId) return false;
  return message.chat_id !== context.openChatId;
}

/** The loaded messages the marker's move from `afterId` to `uptoId` counts as read. */
export function countRead(
  messages: readonly ChatMessage[],
  afterId: number,
  uptoId: number,
  viewerId: number,
): number {
  return messages.filter(
    (message) =>
      message.id > afterId &&
      message.id <= uptoId &&
      !message.is_system &&
      message.sender?.id !== viewerId,
  ).length;
}

export function unreadAfterReading(
  unread: number,
  read: { readId: number; latestId: number; readCount: number },
): number {
  if (read.readId >= read.latestId) return 0;
  return Math.max(0, unread - read.readCount);
}

export interface UnreadSnapshot {
  unread: number;
  lastReadId: number;
}

/** Where the "N new messages" line goes when the chat opened with more than three unread. */
export function unreadMarkerOf(
  snapshot: UnreadSnapshot | null,
  timeline: readonly ChatMessage[],
  viewerId: number,
): { beforeId: number; count: number } | null {
  if (snapshot === null || snapshot.unread <= UNREAD_MARKER_ABOVE) return null;
  const first = timeline.find(
    (message) => message.id > snapshot.lastReadId && message.sender?.id !== viewerId,
  );
  return first === undefined ? null : { beforeId: first.id, count: snapshot.unread };
}

export function unreadSum(items: readonly { unread_count: number }[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, item.unread_count), 0);
}
