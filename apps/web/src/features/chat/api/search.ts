// Searching from the chat list (GET messanger/search/?q): the viewer's chats and public groups and
// channels by name, and people by username.
import { messengerEndpoints } from '@clutch/contract/messenger';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function chatSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: chatKeys.search(query),
    queryFn: () => call(messengerEndpoints.search, { query: { q: query } }),
    enabled: query !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
