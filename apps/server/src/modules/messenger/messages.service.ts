// Messages: sending (text and files, idempotent by txn_id), a chat's pages (a page number is a seq
// range, so page 4,000 costs what page 1 costs), the catch-up after a drop, reactions and read
// markers. Only members who may read a chat see anything of it; chat-policy.ts decides who may post.
import {
  CHAT_CATCH_UP_LIMIT,
  CHAT_MAX_FILES_PER_MESSAGE,
  type ChatAddress,
  type ChatFile,
  type ChatMessage,
  type ReactionAnswerSchema,
  type ReactionType,
  type ReadMarkerAnswerSchema,
} from '@clutch/contract/messenger';
import type { ChatCatchUpData } from '@clutch/contract/messenger-live';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { localizedError, localizedFields } from '../../platform/http/localized-errors.js';
import { messengerMessage } from './messenger-messages.js';
import { pgErrorCode, transactionWithRetry } from '../../platform/db/transactions.js';
import type { UploadedFile } from '../../platform/http/multipart.js';
import { OwnedPageCache } from '../../platform/http/page-cache.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { activeBan, banRefusal } from '../auth/user-bans.service.js';
import type { Storage } from '../../platform/storage/storage.js';
import {
  policyChat,
  policyMember,
  type ChatAccess,
  type ChatRow,
} from './chat-access.repository.js';
import type { MediaService } from '../media/media.service.js';
import { createChatAccessCache } from './chat-access-cache.js';
import { requireUploadSizes, storeChatFiles, UPLOAD_FIELD } from './chat-files.js';
import { canRead, canReact } from './chat-policy.js';
import { requirePoster, requireReader } from './message-guards.js';
import {
  chatContext,
  chatContextById,
  furthestReaders,
  messagesAfter,
  messagesBetween,
  type MessageView,
  type ReadMarker,
} from './message-reads.repository.js';
import { isSeen, NO_OWN_VIEW, toChatMessage } from './message-view.js';
import {
  appendMessage,
  excerptOf,
  findByTxn,
  findMessage,
  markRead,
  membershipsOf,
  postingState,
  setReaction,
  type MessageRow,
} from './messages.repository.js';
import type { MessengerEvent } from './messenger.events.js';

export interface SendInput {
  address: ChatAddress;
  /** Must be the caller when given. */
  sender?: number | undefined;
  text: string;
  txnId?: string | undefined;
}

export interface Sent {
  message: ChatMessage;
  /** False when a retried txn_id answered the message the first send made. */
  created: boolean;
}

export interface ReadMarkerInput {
  address: ChatAddress;
  messageId: number | undefined;
}

type ReactionAnswer = z.infer<typeof ReactionAnswerSchema>;
type ReadMarkerAnswer = z.infer<typeof ReadMarkerAnswerSchema>;

function viewOf(chat: ChatRow, viewerId: number, readers: readonly ReadMarker[]) {
  return (view: MessageView): ChatMessage =>
    toChatMessage(
      view.row,
      chat,
      view.sender === null ? null : toUserBrief(view.sender),
      viewerId,
      { seen: isSeen(view.row, readers), reaction: view.reaction },
    );
}

/** Message pages kept in all (100 messages are some 50 KB), and of one chat. */
const MESSAGE_PAGES_KEPT = 1_000;
const PAGES_PER_CHAT = 32;

export function createMessagesService(deps: {
  db: Db;
  bus: EventPublisher<MessengerEvent>;
  storage: Storage;
  media: Pick<MediaService, 'reencodeImage'>;
}) {
  const { db, bus, storage, media } = deps;
  // A chat's pages, as each reader sees them (their own reactions, a private chat's address), kept
  // until an event that may change one of them names the chat (dropPagesOf) or a sender's name or
  // picture changes (dropPages): MESSAGE_PAGE_EVENTS in the module. Who may read is checked on
  // every read, before the kept page is looked at.
  const pages = new OwnedPageCache<number, ChatMessage[]>(MESSAGE_PAGES_KEPT, PAGES_PER_CHAT);
  // Who the reader is in a group or channel, kept alike (chat-access-cache.ts).
  const readerAccess = createChatAccessCache((callerId, address) =>
    chatContext(db, callerId, address),
  );

  /** Messages after `afterId`, oldest first, as the caller sees them. */
  async function missedIn(access: ChatAccess, callerId: number, afterId: number) {
    const [views, readers] = await Promise.all([
      messagesAfter(db, access.chat.id, callerId, afterId, CHAT_CATCH_UP_LIMIT + 1),
      furthestReaders(db, access.chat.id),
    ]);
    return {
      results: views.slice(0, CHAT_CATCH_UP_LIMIT).map(viewOf(access.chat, callerId, readers)),
      has_more: views.length > CHAT_CATCH_UP_LIMIT,
    };
  }

  /**
   * Writes the message after the checks, looking again under the chat's lock (which member
   * changes take too), so nothing committed before the message took its number is missed, while
   * the lock is held for two short statements only. A txn_id repeated by a racing retry fails on
   * chat_messages_txn_key: its transaction void, the first send's message is read afresh.
   */
  async function write(
    access: ChatAccess,
    callerId: number,
    input: SendInput,
    files: ChatFile[],
    banned: boolean,
  ) {
    const { chat } = access;
    try {
      const row = await db.transaction(async (tx) => {
        const written = await appendMessage(tx, {
          chatId: chat.id,
          senderId: callerId,
          text: input.text,
          files,
          system: null,
          txnId: input.txnId ?? null,
        });
        const now = await postingState(tx, chat.id, [
          callerId,
          ...(access.otherUserId === null ? [] : [access.otherUserId]),
        ]);
        if (!written || !now) throw localizedError('not_found', messengerMessage('chat_not_found'));
        requirePoster(
          {
            ...access,
            chat: { ...chat, archived: now.archived },
            member: now.members.find((m) => m.userId === callerId) ?? null,
            other: now.members.find((m) => m.userId === access.otherUserId) ?? null,
          },
          banned,
        );
        return written;
      });
      return { row, created: true };
    } catch (error) {
      if (input.txnId === undefined || pgErrorCode(error) !== '23505') throw error;
      const first = await findByTxn(db, chat.id, callerId, input.txnId);
      if (!first) throw error;
      return { row: first, created: false };
    }
  }

  return {
    /**
     * Sends a message (text, files or both). A retried txn_id answers the first message and
     * announces it again, so a message whose announcement a crash lost still reaches the room
     * (clients keep messages by id).
     */
    async send(callerId: number, input: SendInput, files: UploadedFile[] = []): Promise<Sent> {
      if (input.sender !== undefined && input.sender !== callerId)
        throw localizedError('permission_denied', messengerMessage('send_only_as_yourself'));
      const text = input.text.trim();
      if (text === '' && files.length === 0)
        throw localizedFields({ content_text: [messengerMessage('empty_message')] });
      if (files.length > CHAT_MAX_FILES_PER_MESSAGE)
        throw localizedFields({
          [UPLOAD_FIELD]: [messengerMessage('too_many_files', { max: CHAT_MAX_FILES_PER_MESSAGE })],
        });
      requireUploadSizes(files);
      const context = await chatContext(db, callerId, input.address);
      if (!context) throw localizedError('user_not_found', messengerMessage('the_user_not_found'));
      const found = context.access;
      if (!found) throw localizedError('not_found', messengerMessage('chat_not_found'));
      // A retried text-only send is found by chat_messages_txn_key when it is written; one with
      // files is looked up first, so its files are not stored twice.
      const first =
        input.txnId === undefined || files.length === 0
          ? null
          : await findByTxn(db, found.chat.id, callerId, input.txnId);
      let written: { row: MessageRow; created: boolean };
      if (first) written = { row: first, created: false };
      else {
        // Checked before any file is stored, so a refused send stores nothing.
        const ban = context.chatBanned ? await activeBan(db, callerId, 'chat') : null;
        if (found.member && ban) throw banRefusal('chat', ban.until);
        const access = requirePoster(found, context.chatBanned);
        const stored =
          files.length > 0
            ? await storeChatFiles(storage, files, (bytes) => media.reencodeImage(bytes))
            : [];
        written = await write(access, callerId, { ...input, text }, stored, context.chatBanned);
      }
      const message = toChatMessage(
        written.row,
        found.chat,
        toUserBrief(context.sender),
        callerId,
        NO_OWN_VIEW,
      );
      await bus.publish({ type: 'ChatMessagePosted', chatId: found.chat.id, message });
      return { message, created: written.created };
    },

    /** Page `offset / limit + 1`, newest first: seq in (last - offset - limit, last - offset]. */
    async page(
      callerId: number,
      address: ChatAddress,
      window: PageWindow,
    ): Promise<Counted<ChatMessage>> {
      const { chat } = requireReader(await readerAccess.load(callerId, address));
      const upTo = chat.lastSeq - window.offset;
      if (upTo <= 0) return { count: chat.lastSeq, results: [] };
      const after = Math.max(0, upTo - window.limit);
      const results = await pages.load(
        chat.id,
        `${String(callerId)}:${String(after)}:${String(upTo)}`,
        async () => {
          const [views, readers] = await Promise.all([
            messagesBetween(db, chat.id, callerId, after, upTo),
            furthestReaders(db, chat.id),
          ]);
          const kept = views.map(viewOf(chat, callerId, readers));
          // Shared by every read of the page: never changed in place (keptPage).
          Object.freeze(kept);
          return kept;
        },
      );
      return { count: chat.lastSeq, results };
    },

    /** Forgets the chat's kept pages and readers' contexts. */
    dropPagesOf(chatId: number): void {
      pages.drop(chatId);
      readerAccess.drop(chatId);
    },
    /** Forgets every chat's kept pages and readers' contexts. */
    dropPages(): void {
      pages.clear();
      readerAccess.clear();
    },

    /** The HTTP catch-up: messages after `afterId`, oldest first. */
    async missed(callerId: number, address: ChatAddress, afterId: number) {
      return missedIn(requireReader(await chatContext(db, callerId, address)), callerId, afterId);
    },

    /** The socket catch-up: the same by chat id. */
    async catchUp(callerId: number, chatId: number, afterId: number): Promise<ChatCatchUpData> {
      const access = requireReader(await chatContextById(db, callerId, chatId));
      return { chat_id: chatId, ...(await missedIn(access, callerId, afterId)) };
    },

    /** Sets (L or D) or, with null, takes back the caller's reaction to a message. */
    async react(
      callerId: number,
      messageId: number,
      type: ReactionType | null,
    ): Promise<ReactionAnswer> {
      const message = await findMessage(db, messageId);
      const access = message ? (await chatContextById(db, callerId, message.chatId))?.access : null;
      const now = new Date();
      // A message of a chat the caller cannot read does not exist for them.
      if (!access || !canRead(policyChat(access.chat), policyMember(access.member), now))
        throw localizedError('not_found', messengerMessage('message_not_found'));
      if (!canReact(policyChat(access.chat), policyMember(access.member), now))
        throw localizedError('permission_denied', messengerMessage('archived_read_only'));
      const result = await transactionWithRetry(db, (tx) =>
        setReaction(tx, messageId, callerId, type),
      );
      if (!result) throw localizedError('not_found', messengerMessage('message_not_found'));
      const { likesCount, dislikesCount } = result.counts;
      if (result.before !== type)
        await bus.publish({
          type: 'ChatReaction',
          chatId: access.chat.id,
          reaction: {
            chat_id: access.chat.id,
            message_id: messageId,
            likes_count: likesCount,
            dislikes_count: dislikesCount,
            user_id: callerId,
            type,
          },
        });
      return {
        message_id: messageId,
        reactions: {
          likes_count: likesCount,
          dislikes_count: dislikesCount,
          user_has_reacted: type !== null,
          user_reaction_type: type,
        },
      };
    },

    /**
     * Moves the caller's read marker forward to the message (by default the chat's newest) and
     * answers it with what stays unread; a marker already past it stays where it is.
     */
    async markRead(callerId: number, input: ReadMarkerInput): Promise<ReadMarkerAnswer> {
      const { chat } = requireReader(await chatContext(db, callerId, input.address));
      const targetId = input.messageId ?? chat.lastMessageId ?? 0;
      let target: Pick<MessageRow, 'id' | 'seq' | 'ordinal'> = { id: 0, seq: 0, ordinal: 0 };
      if (targetId !== 0) {
        const found = await findMessage(db, targetId);
        if (!found || found.chatId !== chat.id)
          throw localizedFields({ message: [messengerMessage('message_not_in_chat')] });
        target = found;
      }
      const state = await db.transaction((tx) => markRead(tx, chat.id, callerId, target));
      if (!state) throw localizedError('permission_denied', messengerMessage('not_member'));
      if (state.moved)
        await bus.publish({
          type: 'ChatRead',
          chatId: chat.id,
          userId: callerId,
          messageId: state.lastReadMessageId,
        });
      return { read_message: state.lastReadMessageId, unread_count: state.unread };
    },

    /**
     * Evidence for staff (the operator console authorises the caller): the newest `limit`
     * messages `senderIds` wrote in the chat up to `until`, oldest first. No membership check.
     */
    async excerpt(input: { chatId: number; senderIds: number[]; until: Date; limit: number }) {
      const rows = await excerptOf(db, input);
      return rows.map((row) => ({
        id: row.id,
        seq: row.seq,
        sender: toUserBrief({
          id: row.senderId,
          username: row.senderName,
          avatarUrl: row.senderAvatar,
        }),
        contentText: row.contentText,
        fileNames: row.files.map((file) => file.name),
        createdAt: row.createdAt,
      }));
    },

    /** The chats whose rooms the user's sockets belong in: every one they may read. */
    async readableChatIds(userId: number): Promise<number[]> {
      const now = new Date();
      const rows = await membershipsOf(db, userId);
      return rows.filter((row) => canRead(row, row.member, now)).map((row) => row.chatId);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
