// Group chats driven through the real API, as the web app drives them: create one, join it, send to
// it, and watch it from a live socket that catches up from the last message id it saw.
import { ChatInfoSchema, type ChatInfo } from '@clutch/contract/messenger';
import { CHAT_PUSH_ACTIONS } from '@clutch/contract/messenger-live';
import type { ServerFrame } from '@clutch/contract/realtime';
import { z } from 'zod';
import { api, expectStatus, type ApiAnswer, type Player } from './api-client.js';
import { openFrameSocket, type FrameSocket } from './frame-socket.js';

/** The create form; it goes out as written (a test that leaves `private` out sends none). */
export interface GroupChatForm {
  name: string;
  private?: boolean;
}

export async function createGroupChat(
  origin: string,
  owner: Player,
  form: GroupChatForm,
): Promise<ChatInfo> {
  const answer = await api(origin, '/api/messanger/group/', {
    method: 'POST',
    token: owner.tokens.access,
    body: form,
  });
  return ChatInfoSchema.parse(expectStatus('create group', answer, 201).body);
}

export async function joinGroupChat(origin: string, member: Player, chatId: number): Promise<void> {
  expectStatus(
    'join',
    await api(origin, '/api/messanger/join/', {
      method: 'POST',
      token: member.tokens.access,
      body: { receiver_content_type: 'group', receiver_object_id: chatId },
    }),
    200,
  );
}

/** A text message; `extra` (a txn_id) goes into the body after the text. */
export function sendGroupMessage(
  origin: string,
  sender: Player,
  chatId: number,
  text: string,
  extra: { txn_id?: string } = {},
): Promise<ApiAnswer> {
  return api(origin, '/api/messanger/create-message/', {
    method: 'POST',
    token: sender.tokens.access,
    body: {
      receiver_content_type: 'group',
      receiver_object_id: chatId,
      content_text: text,
      ...extra,
    },
  });
}

/** The member's socket on the group chats' channel; it joins a room only by catching up. */
export function openGroupChatSocket(origin: string, member: Player): FrameSocket {
  return openFrameSocket(origin, 'group-chat-updates', member.tokens.access);
}

/** Joins the socket to the chat's room: the answer carries the messages after `lastId`. */
export function catchUp(
  socket: FrameSocket,
  chatId: number,
  lastId: number,
): Promise<ServerFrame | 'closed' | 'silent'> {
  return socket.request({ action: 'catch_up', pk: chatId, last_id: lastId });
}

/** A catch-up answer's data (`chat_id` left aside): at most a page, in order. */
export const CatchUpPageSchema = z.object({
  results: z.array(z.object({ id: z.number(), is_system: z.boolean() })),
  has_more: z.boolean(),
});

const MessagePushSchema = z.object({
  action: z.literal(CHAT_PUSH_ACTIONS.message),
  data: z.object({ id: z.number() }),
});

/** The ids of the new-message pushes among `frames`, in the order they came. */
export function pushedMessageIds(frames: readonly ServerFrame[]): number[] {
  return frames.flatMap((frame) => {
    const parsed = MessagePushSchema.safeParse(frame);
    return parsed.success ? [parsed.data.data.id] : [];
  });
}
