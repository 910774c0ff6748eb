// group-chat-updates reaching the cache. The socket is in the rooms of all the viewer's chats, so
// every push names its chat by id: a new message joins its loaded conversation (once, in seq order)
// and moves the list (raising unread only for a chat that is not open, and only for someone else's
// message); seen, reactions, member and chat changes patch what is cached; a lost chat leaves the
// list. A message whose seq skips ahead, or a reconnect, asks the server for what was missed
// (`catch_up`), which is merged the same way.
import { CHAT_PUSH_ACTIONS } from '@clutch/contract/messenger-live';
import { ChatMessageSchema, type ChatMessage } from '@clutch/contract/messenger';
import type { ServerFrame } from '@clutch/contract/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { patchChatBar, refreshChatBar } from './api/chat-bar';
import { addressOfChat, patchChatInfo, refreshChatInfo } from './api/chat-info';
import { chatKeys } from './api/chat-keys';
import { messagesQueryOptions, patchMessages, receiveMessages } from './api/messages';
import { withChatChanged, withNewMessage, withoutChat } from './chat-list';
import {
  CatchUpDataSchema,
  ChatChangedDataSchema,
  MemberDataSchema,
  ReactionDataSchema,
  RemovedDataSchema,
  SeenDataSchema,
} from './live-frames';
import { hasGapBefore, markSeenUpTo, newestLoaded, updateMessage } from './message-merge';
import { raisesUnread } from './unread';

export interface ChatLiveContext {
  viewerId: number;
  /** The chat whose conversation is on screen, if any. */
  openChatId: () => number | null;
  /** Asks for chat `chatId`'s messages after `lastId`. */
  catchUp: (chatId: number, lastId: number) => void;
  /** False for a message pushed before, so a repeat moves no count (see `recentIds`). */
  isFirstSighting: (messageId: number) => boolean;
}

/** Remembers the last `limit` message ids pushed. */
export function recentIds(limit = 1000): (messageId: number) => boolean {
  const seen = new Set<number>();
  return (messageId) => {
    if (seen.has(messageId)) return false;
    seen.add(messageId);
    if (seen.size > limit) {
      const oldest = seen.values().next();
      if (oldest.done !== true) seen.delete(oldest.value);
    }
    return true;
  };
}

function receiveNewMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  context: ChatLiveContext,
) {
  if (!context.isFirstSighting(message.id)) return;
  const address = addressOfChat(queryClient, message.chat_id);
  if (address !== null) {
    const list = queryClient.getQueryData(messagesQueryOptions(address).queryKey);
    const newest = newestLoaded(list);
    if (newest !== null && hasGapBefore(list, message)) context.catchUp(message.chat_id, newest.id);
    receiveMessages(queryClient, address, [message]);
  }
  const raises = raisesUnread(message, {
    openChatId: context.openChatId(),
    viewerId: context.viewerId,
  });
  patchChatBar(queryClient, (items) => withNewMessage(items, message, raises));
}

function receiveSeen(queryClient: QueryClient, data: unknown, context: ChatLiveContext) {
  const seen = SeenDataSchema.safeParse(data);
  if (!seen.success) return;
  const { chat_id: chatId, user_id: readerId, message_id: messageId } = seen.data;
  // The viewer read it elsewhere (another tab): the counts there are the server's to tell.
  if (readerId === context.viewerId) {
    void refreshChatBar(queryClient);
    refreshChatInfo(queryClient, chatId);
    return;
  }
  const address = addressOfChat(queryClient, chatId);
  if (address !== null) {
    patchMessages(queryClient, address, (list) => markSeenUpTo(list, readerId, messageId));
  }
}

function receiveReaction(queryClient: QueryClient, data: unknown, context: ChatLiveContext) {
  const parsed = ReactionDataSchema.safeParse(data);
  if (!parsed.success) return;
  const reaction = parsed.data;
  const address = addressOfChat(queryClient, reaction.chat_id);
  if (address === null) return;
  const isOwn = reaction.user_id === context.viewerId;
  patchMessages(queryClient, address, (list) =>
    updateMessage(list, reaction.message_id, (message) => ({
      ...message,
      reactions: {
        likes_count: reaction.likes_count,
        dislikes_count: reaction.dislikes_count,
        user_has_reacted: isOwn ? reaction.type !== null : message.reactions.user_has_reacted,
        user_reaction_type: isOwn ? reaction.type : message.reactions.user_reaction_type,
      },
    })),
  );
}

function receiveMember(queryClient: QueryClient, data: unknown, context: ChatLiveContext) {
  const parsed = MemberDataSchema.safeParse(data);
  if (!parsed.success) return;
  const change = parsed.data;
  patchChatInfo(queryClient, change.chat_id, (chat) => ({
    ...chat,
    members_count: change.members_count,
  }));
  const address = addressOfChat(queryClient, change.chat_id);
  if (address !== null) void queryClient.invalidateQueries({ queryKey: chatKeys.members(address) });
  // The viewer's own role, ban or membership changed what they may do there.
  if (change.user.id === context.viewerId) {
    refreshChatInfo(queryClient, change.chat_id);
    void refreshChatBar(queryClient);
  }
}

function receiveChatChanged(queryClient: QueryClient, data: unknown) {
  const parsed = ChatChangedDataSchema.safeParse(data);
  if (!parsed.success) return;
  const changed = parsed.data;
  patchChatInfo(queryClient, changed.chat_id, (chat) => ({
    ...chat,
    name: chat.chat_type === 'private' ? chat.name : changed.name,
    description: changed.description,
    avatar_url: chat.chat_type === 'private' ? chat.avatar_url : changed.avatar_url,
    private: changed.private,
    archived: changed.archived,
    can_post: changed.archived ? false : chat.can_post,
  }));
  patchChatBar(queryClient, (items) => withChatChanged(items, changed));
  // Archiving takes rights away that only the server can tell.
  if (changed.archived) refreshChatInfo(queryClient, changed.chat_id);
}

function receiveRemoved(queryClient: QueryClient, data: unknown) {
  const parsed = RemovedDataSchema.safeParse(data);
  if (!parsed.success) return;
  const chatId = parsed.data.chat_id;
  const address = addressOfChat(queryClient, chatId);
  patchChatBar(queryClient, (items) => withoutChat(items, chatId));
  // An open conversation reads its chat again and shows what the viewer may still see of it.
  refreshChatInfo(queryClient, chatId);
  if (address !== null) queryClient.removeQueries({ queryKey: chatKeys.messages(address) });
}

function receiveCatchUp(queryClient: QueryClient, data: unknown) {
  const parsed = CatchUpDataSchema.safeParse(data);
  if (!parsed.success) return;
  const { chat_id: chatId, results, has_more: hasMore } = parsed.data;
  const address = addressOfChat(queryClient, chatId);
  if (address === null) return;
  // Too far behind to merge: the first page is read again.
  if (hasMore) {
    void queryClient.resetQueries({ queryKey: chatKeys.messages(address) });
    return;
  }
  receiveMessages(queryClient, address, results);
}

/** Applies one group-chat-updates frame to the cache. */
export function applyChatFrame(
  queryClient: QueryClient,
  frame: ServerFrame,
  context: ChatLiveContext,
): void {
  if (frame.errors.length > 0) return;
  switch (frame.action) {
    case CHAT_PUSH_ACTIONS.message: {
      const message = ChatMessageSchema.safeParse(frame.data);
      if (message.success) receiveNewMessage(queryClient, message.data, context);
      return;
    }
    case CHAT_PUSH_ACTIONS.seen:
      receiveSeen(queryClient, frame.data, context);
      return;
    case CHAT_PUSH_ACTIONS.reaction:
      receiveReaction(queryClient, frame.data, context);
      return;
    case CHAT_PUSH_ACTIONS.member:
      receiveMember(queryClient, frame.data, context);
      return;
    case CHAT_PUSH_ACTIONS.chat:
      receiveChatChanged(queryClient, frame.data);
      return;
    case CHAT_PUSH_ACTIONS.removed:
      receiveRemoved(queryClient, frame.data);
      return;
    case CHAT_PUSH_ACTIONS.catchUp:
      receiveCatchUp(queryClient, frame.data);
      return;
  }
}

/**
 * After a reconnect: the list is read again, the open conversation asks for what it missed, and
 * other loaded conversations are read again when next shown.
 */
export function recoverAfterReconnect(queryClient: QueryClient, context: ChatLiveContext): void {
  void refreshChatBar(queryClient);
  const openId = context.openChatId();
  const openAddress = openId === null ? null : addressOfChat(queryClient, openId);
  const openKey = openAddress === null ? null : messagesQueryOptions(openAddress).queryKey;
  const newest = openKey === null ? null : newestLoaded(queryClient.getQueryData(openKey));
  if (openId !== null && newest !== null) context.catchUp(openId, newest.id);
  const openHash = openKey === null ? null : JSON.stringify(openKey);
  void queryClient.invalidateQueries({
    queryKey: [...chatKeys.all, 'messages'],
    predicate: (query) => JSON.stringify(query.queryKey) !== openHash,
    refetchType: 'none',
  });
}
