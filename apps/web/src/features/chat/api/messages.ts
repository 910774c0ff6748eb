// A conversation's messages (GET messanger/messages/, 25 a page, newest first; older pages as the
// reader scrolls up), sending one (multipart create-message with upload progress and a txn_id per
// send), reactions (add_reaction / delete_reaction) and moving the read marker (add-unread-message).
import {
  CHAT_MESSAGES_PER_PAGE,
  messengerEndpoints,
  type ChatAddress,
  type ChatMessage,
  type Reactions,
  type ReactionType,
} from '@clutch/contract/messenger';
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { FIRST_PAGE, nextPageNumber } from '../../../lib/paged-list';
import { withNewMessage, withUnread } from '../chat-list';
import { insertMessages, updateMessage, type MessageList } from '../message-merge';
import { addPending, dropPending, updatePending, type PendingSend } from '../pending-sends';
import { pressReaction } from '../reaction-count';
import { unreadAfterReading } from '../unread';
import { patchChatBar } from './chat-bar';
import { chatKeys } from './chat-keys';
import { patchChatInfo } from './chat-info';

export function messagesQueryOptions(address: ChatAddress) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(address),
    queryFn: ({ pageParam }) =>
      call(messengerEndpoints.messages, {
        query: { ...address, page: pageParam, per_page: CHAT_MESSAGES_PER_PAGE },
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageNumber,
    // Live pushes keep a loaded conversation current; a reconnect catches it up.
    staleTime: Infinity,
  });
}

export function patchMessages(
  queryClient: QueryClient,
  address: ChatAddress,
  change: (list: MessageList | undefined) => MessageList | undefined,
): void {
  const key = messagesQueryOptions(address).queryKey;
  if (queryClient.getQueryData(key) === undefined) {
    // A first page under way may have been read before this change: read it once more.
    if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    return;
  }
  queryClient.setQueryData(key, change);
}

/** A message that reached the viewer (their own answer, a push, a catch-up): into the cache, once. */
export function receiveMessages(
  queryClient: QueryClient,
  address: ChatAddress,
  messages: readonly ChatMessage[],
): void {
  patchMessages(queryClient, address, (list) => insertMessages(list, messages));
  for (const message of messages) dropPending(message.txn_id);
}

function formOf(address: ChatAddress, send: PendingSend): FormData {
  const form = new FormData();
  form.append('receiver_content_type', address.receiver_content_type);
  form.append('receiver_object_id', String(address.receiver_object_id));
  form.append('content_text', send.text);
  form.append('txn_id', send.txnId);
  for (const file of send.files) form.append('upload_files', file, file.name);
  return form;
}

/** Sends (or sends again) a message; the pending entry shows its progress or its failure. */
export async function deliverMessage(
  queryClient: QueryClient,
  address: ChatAddress,
  send: PendingSend,
): Promise<void> {
  addPending({ ...send, status: 'sending', progress: 0 });
  try {
    const message = await call(
      messengerEndpoints.createMessage,
      { form: formOf(address, send) },
      send.files.length === 0
        ? {}
        : { onUploadProgress: (share) => updatePending(send.txnId, { progress: share }) },
    );
    receiveMessages(queryClient, address, [message]);
    patchChatBar(queryClient, (items) => withNewMessage(items, message, false));
  } catch {
    // The catalogue has shown the server's reason (or "offline"); the entry offers a retry.
    updatePending(send.txnId, { status: 'failed' });
  }
}

function setReactions(
  queryClient: QueryClient,
  address: ChatAddress,
  messageId: number,
  reactions: Reactions,
): void {
  patchMessages(queryClient, address, (list) =>
    updateMessage(list, messageId, (message) => ({ ...message, reactions })),
  );
}

export function useReact(address: ChatAddress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, pressed }: { message: ChatMessage; pressed: ReactionType }) => {
      const { request, shown } = pressReaction(message.reactions, pressed);
      setReactions(queryClient, address, message.id, shown);
      return request.kind === 'add'
        ? call(messengerEndpoints.addReaction, {
            body: { message_id: message.id, type: request.type },
          })
        : call(messengerEndpoints.deleteReaction, { body: { message_id: message.id } });
    },
    onSuccess: (answer) => setReactions(queryClient, address, answer.message_id, answer.reactions),
    onError: (_error, { message }) =>
      setReactions(queryClient, address, message.id, message.reactions),
  });
}

/** How far a read goes: the loaded messages it covers and the newest message there is. */
export interface ReadSpan {
  readCount: number;
  latestId: number;
}

/**
 * Moves the read marker to `messageId`: the counts drop at once as the spec says (to 0 when the
 * latest message was read, by the messages read otherwise), then show what the server says is left.
 */
export async function markRead(
  queryClient: QueryClient,
  address: ChatAddress,
  chatId: number,
  messageId: number,
  span: ReadSpan,
): Promise<void> {
  const lower = (unread: number) => unreadAfterReading(unread, { readId: messageId, ...span });
  const setUnread = (unread: (current: number) => number, readUpTo: number) => {
    patchChatBar(queryClient, (items) => {
      const current = items.find((item) => item.id === chatId)?.unread_count ?? 0;
      return withUnread(items, chatId, unread(current), readUpTo);
    });
    patchChatInfo(queryClient, chatId, (chat) => ({
      ...chat,
      unread_count: unread(chat.unread_count),
      last_read_message_id: Math.max(chat.last_read_message_id, readUpTo),
    }));
  };
  setUnread(lower, messageId);
  const answer = await call(
    messengerEndpoints.markRead,
    { body: { ...address, message: messageId, last_read_message_id: messageId } },
    { quiet: true },
  );
  setUnread(() => answer.unread_count, answer.read_message);
}
