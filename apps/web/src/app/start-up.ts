// Start-up as the spec orders it: with a stored access token, load profile/me/ before the first render
// so the header is right at once, but wait no longer than about 500 ms; a failure is only logged.
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../features/profile/api/me';
import { tokenStore } from '../lib/auth-tokens';

export const START_UP_WAIT_MS = 500;

export async function loadSessionBeforeRender(queryClient: QueryClient): Promise<void> {
  if (tokenStore.readAccess() === null) return;
  const profile = queryClient.fetchQuery(meQueryOptions()).then(
    () => undefined,
    (error: unknown) => console.error('The profile did not load at start-up', error),
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, START_UP_WAIT_MS));
  await Promise.race([profile, timeout]);
}
