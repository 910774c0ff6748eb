// group-chat-updates: a socket joins the room of every chat its user may read as it opens (and its
// own chat-user room), follows membership changes, and asks `catch_up` after a drop. Pushes go out
// as the bus delivers the messenger's events, on every instance, without reading the database.
import { AppError, ERROR_STATUS } from '@clutch/contract/errors';
import { CHAT_PUSH_ACTIONS } from '@clutch/contract/messenger-live';
import type { AppEvent } from '../../app-events.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { ActionResult, RealtimeGateway } from '../../platform/realtime/gateway.js';
import { rooms, type Room } from '../../platform/realtime/rooms.js';
import type { MessagesService } from './messages.service.js';

const CHANNEL = 'group-chat-updates';

/** An error as an answer frame: the status the HTTP API would give, and its message. */
function failure(error: unknown): ActionResult {
  if (error instanceof AppError)
    return { status: ERROR_STATUS[error.code], errors: [error.message] };
  throw error;
}

export function registerMessengerRealtime(
  gateway: RealtimeGateway,
  bus: EventBus<AppEvent>,
  messages: MessagesService,
): void {
  // Reads of what a user may read, in flight: a loss of a chat that arrives during one marks it
  // stale, so no socket joins (or keeps) the room of a chat its user has just lost.
  const reading = new Map<number, Set<{ stale: boolean }>>();
  async function readFor<T>(userId: number, read: () => Promise<T>) {
    const mark = { stale: false };
    let marks = reading.get(userId);
    if (!marks) reading.set(userId, (marks = new Set()));
    marks.add(mark);
    try {
      const result = await read();
      return { result, stale: mark.stale };
    } finally {
      marks.delete(mark);
      if (marks.size === 0) reading.delete(userId);
    }
  }

  gateway.onOpen(CHANNEL, async ({ userId }) => {
    for (;;) {
      const { result: chatIds, stale } = await readFor(userId, () =>
        messages.readableChatIds(userId),
      );
      if (!stale) return [...chatIds.map((id): Room => rooms.chat(id)), rooms.chatUser(userId)];
    }
  });

  // A reader who catches up is in the chat's room from then on (whatever happened while the socket
  // was not following it, such as a timed ban lapsing).
  gateway.handle(CHANNEL, 'catch_up', async ({ userId }, message) => {
    if (message.action !== 'catch_up') return { status: 400 };
    try {
      const { result: data, stale } = await readFor(userId, () =>
        messages.catchUp(userId, message.pk, message.last_id),
      );
      if (!stale) gateway.joinUser(userId, rooms.chat(message.pk));
      return { status: 200, data };
    } catch (error) {
      return failure(error);
    }
  });

  bus.subscribe((event) => {
    switch (event.type) {
      case 'ChatMessagePosted':
        gateway.push(
          rooms.chat(event.chatId),
          { action: CHAT_PUSH_ACTIONS.message, data: event.message },
          event.message.seq,
        );
        return;
      case 'ChatRead':
        gateway.push(rooms.chat(event.chatId), {
          action: CHAT_PUSH_ACTIONS.seen,
          data: { chat_id: event.chatId, user_id: event.userId, message_id: event.messageId },
        });
        return;
      case 'ChatReaction':
        gateway.push(rooms.chat(event.chatId), {
          action: CHAT_PUSH_ACTIONS.reaction,
          data: event.reaction,
        });
        return;
      case 'ChatChanged':
        gateway.push(rooms.chat(event.chatId), {
          action: CHAT_PUSH_ACTIONS.chat,
          data: event.chat,
        });
        return;
      case 'ChatMembersChanged':
        for (const userId of event.joinedIds) gateway.joinUser(userId, rooms.chat(event.chatId));
        gateway.push(rooms.chat(event.chatId), {
          action: CHAT_PUSH_ACTIONS.member,
          data: event.change,
        });
        for (const userId of event.goneIds) {
          for (const mark of reading.get(userId) ?? []) mark.stale = true;
          gateway.push(rooms.chatUser(userId), {
            action: CHAT_PUSH_ACTIONS.removed,
            data: { chat_id: event.chatId },
          });
          gateway.leaveUser(userId, rooms.chat(event.chatId));
        }
        return;
      default:
        return;
    }
  });
}
