// Steps every member change runs inside its use case's transaction: the system message (written by
// appendMessage, so it is numbered like any message) and the events to announce once the transaction
// commits, gathered in an outbox the service publishes after commit.
import type { ChatMemberData } from '@clutch/contract/messenger-live';
import type { SystemAttributes } from '@clutch/contract/messenger';
import type { DbOrTx } from '../../platform/db/database.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { toUserBrief, type UserBriefRow } from '../../platform/http/user-brief.js';
import type { ChatRow } from './chat-access.repository.js';
import { appendMessage } from './messages.repository.js';
import { NO_OWN_VIEW, toChatMessage } from './message-view.js';
import type { MessengerEvent } from './messenger.events.js';

/**
 * Events waiting for the commit. Published in an order that lets the pushers do the right thing:
 * newcomers join the chat's room first (so they get the system message about them), then the
 * messages, then the other changes (so whoever is leaving gets the message before the room closes).
 */
export class ChatOutbox {
  private readonly joins: MessengerEvent[] = [];
  private readonly messages: MessengerEvent[] = [];
  private readonly rest: MessengerEvent[] = [];

  add(event: MessengerEvent): void {
    if (event.type === 'ChatMessagePosted') this.messages.push(event);
    else if (event.type === 'ChatMembersChanged' && event.joinedIds.length > 0)
      this.joins.push(event);
    else this.rest.push(event);
  }

  async publish(bus: EventPublisher<MessengerEvent>): Promise<void> {
    for (const event of [...this.joins, ...this.messages, ...this.rest]) await bus.publish(event);
  }
}

export interface SystemNote {
  event: SystemAttributes['event'];
  /** The member the event is about. */
  user: UserBriefRow | null;
  role?: SystemAttributes['role'];
  until?: Date | null;
}

/**
 * Writes a system message to the chat (`actor` as its sender: who did it; null for the platform)
 * and queues its announcement.
 */
export async function writeSystemMessage(
  tx: DbOrTx,
  out: ChatOutbox,
  chat: ChatRow,
  actor: UserBriefRow | null,
  note: SystemNote,
): Promise<void> {
  const attributes: SystemAttributes = {
    event: note.event,
    user: note.user === null ? null : toUserBrief(note.user),
    role: note.role ?? null,
    until: note.until?.toISOString() ?? null,
  };
  const row = await appendMessage(tx, {
    chatId: chat.id,
    senderId: actor?.id ?? null,
    text: '',
    files: [],
    system: attributes,
    txnId: null,
  });
  if (!row) throw new Error(`chat ${String(chat.id)} vanished under its lock`);
  const sender = actor === null ? null : toUserBrief(actor);
  out.add({
    type: 'ChatMessagePosted',
    chatId: chat.id,
    message: toChatMessage(row, chat, sender, actor?.id ?? 0, NO_OWN_VIEW),
  });
}

export interface MemberNote {
  change: ChatMemberData['change'];
  user: UserBriefRow;
  role: ChatMemberData['role'];
  ban: ChatMemberData['ban'];
  membersCount: number;
  /** Users whose sockets now join the chat's room. */
  joinedIds?: number[];
  /** Users who no longer read the chat: their sockets leave the room. */
  goneIds?: number[];
}

export function noteMemberChange(out: ChatOutbox, chatId: number, note: MemberNote): void {
  out.add({
    type: 'ChatMembersChanged',
    chatId,
    change: {
      chat_id: chatId,
      change: note.change,
      user: toUserBrief(note.user),
      role: note.role,
      ban: note.ban,
      members_count: note.membersCount,
    },
    joinedIds: note.joinedIds ?? [],
    goneIds: note.goneIds ?? [],
  });
}
