// One chat as the viewer sees it (GET messanger/get-chat/), joining a public group or channel, joining
// by an invitation token, and opening the private chat with someone (started on first use through
// POST messanger/private/). A chat found by id in any cached answer gives its address as the viewer
// names it, which is how live pushes (they carry the chat id) find the cached conversation.
import {
  messengerEndpoints,
  type ChatAddress,
  type ChatBarItem,
  type ChatInfo,
} from '@clutch/contract/messenger';
import type { UserBrief } from '@clutch/contract/common';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { Page } from '../../../lib/paged-list';
import { chatKeys } from './chat-keys';
import { refreshChatBar } from './chat-bar';

const INFO_PREFIX = [...chatKeys.all, 'info'] as const;

export const addressOf = (
  chat: Pick<ChatInfo, 'receiver_content_type' | 'receiver_object_id'>,
) => ({
  receiver_content_type: chat.receiver_content_type,
  receiver_object_id: chat.receiver_object_id,
});

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function chatInfoQueryOptions(address: ChatAddress) {
  return queryOptions({
    queryKey: chatKeys.info(address),
    queryFn: () => call(messengerEndpoints.getChat, { query: address }),
    // A chat that is not there (or no longer the viewer's) stays not found; asking again won't help.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

export { isNotFound as isChatNotFound };

/** Applies a change to every cached copy of chat `chatId`. */
export function patchChatInfo(
  queryClient: QueryClient,
  chatId: number,
  change: (chat: ChatInfo) => ChatInfo,
): void {
  queryClient.setQueriesData<ChatInfo>({ queryKey: INFO_PREFIX }, (chat) =>
    chat !== undefined && chat.id === chatId ? change(chat) : chat,
  );
}

export function refreshChatInfo(queryClient: QueryClient, chatId: number): void {
  void queryClient.invalidateQueries({
    queryKey: INFO_PREFIX,
    predicate: (query) => {
      const data: unknown = query.state.data;
      return typeof data === 'object' && data !== null && 'id' in data && data.id === chatId;
    },
  });
}

/** The address of chat `chatId` as the viewer names it, from the list or a cached chat. */
export function addressOfChat(queryClient: QueryClient, chatId: number): ChatAddress | null {
  const item = queryClient
    .getQueryData<Page<ChatBarItem>>(chatKeys.bar())
    ?.results.find((entry) => entry.id === chatId);
  if (item !== undefined) return addressOf(item);
  for (const [, chat] of queryClient.getQueriesData<ChatInfo>({ queryKey: INFO_PREFIX })) {
    if (chat?.id === chatId) return addressOf(chat);
  }
  return null;
}

export function useJoinChat(address: ChatAddress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(messengerEndpoints.join, { body: address }),
    onSuccess: (chat) => {
      queryClient.setQueryData(chatKeys.info(address), chat);
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(address) });
      return refreshChatBar(queryClient);
    },
  });
}

/** Joins by an invitation token (quietly: the caller shows the server's reason) and lists the chat. */
export async function joinChatByInvite(queryClient: QueryClient, token: string): Promise<ChatInfo> {
  const chat = await call(
    messengerEndpoints.joinByInvite,
    { query: { invite_token: token } },
    { quiet: true },
  );
  queryClient.setQueryData(chatKeys.info(addressOf(chat)), chat);
  void refreshChatBar(queryClient);
  return chat;
}

/** The private chat with `user`: the one there is, or a new one. Answers its address. */
export async function openPrivateChat(
  queryClient: QueryClient,
  user: UserBrief,
): Promise<ChatAddress> {
  const address: ChatAddress = { receiver_content_type: 'user', receiver_object_id: user.id };
  try {
    await queryClient.fetchQuery({ ...chatInfoQueryOptions(address), staleTime: 0 });
    return address;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const chat = await call(messengerEndpoints.createChat, {
    params: { type: 'private' },
    body: { recipient: user.id },
  });
  queryClient.setQueryData(chatKeys.info(addressOf(chat)), chat);
  void refreshChatBar(queryClient);
  return addressOf(chat);
}
