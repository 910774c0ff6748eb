// The chat list (GET messanger/get-messages-bar/, the first 100 chats, newest first) and the sum of
// their unread counts that the round chat button shows. Live pushes patch this one cached answer.
import {
  CHAT_BAR_PER_PAGE,
  messengerEndpoints,
  type ChatBarItem,
} from '@clutch/contract/messenger';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Page } from '../../../lib/paged-list';
import { unreadSum } from '../unread';
import { chatKeys } from './chat-keys';

export function chatBarQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.bar(),
    queryFn: () =>
      call(messengerEndpoints.messagesBar, { query: { page: 1, per_page: CHAT_BAR_PER_PAGE } }),
    staleTime: 30_000,
  });
}

export function useChatBar() {
  return useQuery(chatBarQueryOptions());
}

export function useChatUnreadSum(enabled = true): number {
  const bar = useQuery({
    ...chatBarQueryOptions(),
    enabled,
    select: (page) => unreadSum(page.results),
  });
  return bar.data ?? 0;
}

/** Applies a change to the cached list; a change answering null reads the list again. */
export function patchChatBar(
  queryClient: QueryClient,
  change: (items: ChatBarItem[]) => ChatBarItem[] | null,
): void {
  const key = chatBarQueryOptions().queryKey;
  const current = queryClient.getQueryData<Page<ChatBarItem>>(key);
  if (current === undefined) {
    // A first read under way may have been answered before this change: read it once more.
    if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    return;
  }
  const items = change(current.results);
  if (items === null) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<Page<ChatBarItem>>(key, { ...current, results: items });
}

export function refreshChatBar(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: chatKeys.bar() });
}

export function barItemOf(queryClient: QueryClient, chatId: number): ChatBarItem | undefined {
  return queryClient
    .getQueryData<Page<ChatBarItem>>(chatKeys.bar())
    ?.results.find((item) => item.id === chatId);
}
