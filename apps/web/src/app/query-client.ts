// The TanStack Query client: client errors (4xx) are final and not retried, and every query of the
// signed-in user is reset when a session starts or ends so no one sees the previous user's data.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { subscribeTokenChanges } from '../lib/auth-tokens';
import { SESSION_QUERY_KEY } from '../lib/session-query';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < MAX_RETRIES && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  subscribeTokenChanges((change) => {
    if (change !== 'rotated') void client.resetQueries({ queryKey: SESSION_QUERY_KEY });
  });
  return client;
}
