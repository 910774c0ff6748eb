// Jars (packages/contract/src/jars.ts): the list with its filters, one jar, its donations, creating,
// editing and deleting (creator only), donating and breaking. Every change refreshes everything under
// JARS_QUERY_KEY, since one donation changes the jar, the lists it sits in and its donations.
import {
  DONATIONS_PER_PAGE,
  JARS_PER_PAGE,
  jarsEndpoints,
  type Jar,
  type JarStatus,
} from '@clutch/contract/jars';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { askConfirmation } from '../../../lib/confirm-dialog';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';
import { jarRequest, type JarDraft } from '../jar-draft';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const JARS_QUERY_KEY = [...SESSION_QUERY_KEY, 'jars'] as const;

export interface JarFilters {
  createdBy?: number;
  status?: JarStatus;
  jarType?: number;
  titleSearch?: string;
  descriptionSearch?: string;
}

/** The list's query: blank searches and unset filters are not sent. */
export function jarListQuery(filters: JarFilters, page: number) {
  const title = filters.titleSearch?.trim() ?? '';
  const description = filters.descriptionSearch?.trim() ?? '';
  return {
    page,
    per_page: JARS_PER_PAGE,
    ...(filters.createdBy === undefined ? {} : { created_by: filters.createdBy }),
    ...(filters.status === undefined ? {} : { status: filters.status }),
    ...(filters.jarType === undefined ? {} : { jar_type: filters.jarType }),
    ...(title === '' ? {} : { title_search: title }),
    ...(description === '' ? {} : { description_search: description }),
  };
}

export function jarListQueryOptions(filters: JarFilters, page: number) {
  const query = jarListQuery(filters, page);
  return queryOptions({
    queryKey: [...JARS_QUERY_KEY, 'list', query],
    queryFn: () => call(jarsEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The most a list page holds: enough for every jar one person offers a team. */
const CHOICES_PER_PAGE = 100;

/** The user's own jars, newest first, to attach to a team. */
export function ownJarChoicesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...JARS_QUERY_KEY, 'choices', userId],
    queryFn: () =>
      call(jarsEndpoints.list, {
        query: { created_by: userId, page: 1, per_page: CHOICES_PER_PAGE },
      }),
  });
}

export function jarQueryOptions(jarId: number) {
  return queryOptions({
    queryKey: [...JARS_QUERY_KEY, 'jar', jarId],
    queryFn: () => call(jarsEndpoints.get, { params: { id: jarId } }),
  });
}

export function donationsQueryOptions(jarId: number, page: number) {
  return queryOptions({
    queryKey: [...JARS_QUERY_KEY, 'donations', jarId, page],
    queryFn: () =>
      call(jarsEndpoints.donations, {
        params: { id: jarId },
        query: { page, per_page: DONATIONS_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function refreshJars(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: JARS_QUERY_KEY });
}

/** A mutation whose end (success, or failure: what is shown may be stale) refreshes the jars. */
export function useJarsMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  return useRefreshingMutation(JARS_QUERY_KEY, run, onSuccess);
}

export function useCreateJar(onCreated: (jar: Jar) => void) {
  return useJarsMutation(
    (draft: JarDraft) => call(jarsEndpoints.create, jarRequest(draft), { quiet: true }),
    onCreated,
  );
}

export function useEditJar(jarId: number, onSaved: (jar: Jar) => void) {
  return useJarsMutation(
    (draft: JarDraft) =>
      call(jarsEndpoints.patch, { params: { id: jarId }, ...jarRequest(draft) }, { quiet: true }),
    onSaved,
  );
}

/** Asks first (confirm_delete_jar); false when the question was declined. */
export function useDeleteJar(onDeleted: () => void) {
  return useJarsMutation(
    async (jar: Pick<Jar, 'id' | 'title'>) => {
      const isConfirmed = await askConfirmation('confirm_delete_jar', { name: jar.title }).catch(
        () => false,
      );
      if (!isConfirmed) return false;
      await call(jarsEndpoints.remove, { params: { id: jar.id } });
      return true;
    },
    (isDone) => {
      if (isDone) onDeleted();
    },
  );
}

export interface BreakRequest {
  jar: Pick<Jar, 'id' | 'title'>;
  /** What the jar holds, as the page shows it, for the question. */
  amountText: string;
}

/** Asks first (confirm_break_jar); null when the question was declined, else the broken jar. */
export function useBreakJar(onBroken: (jar: Jar) => void) {
  return useJarsMutation(
    async ({ jar, amountText }: BreakRequest) => {
      const isConfirmed = await askConfirmation('confirm_break_jar', {
        name: jar.title,
        amount: amountText,
      }).catch(() => false);
      if (!isConfirmed) return null;
      return call(jarsEndpoints.breakJar, { params: { id: jar.id } });
    },
    (jar) => {
      if (jar !== null) onBroken(jar);
    },
  );
}

export interface DonationAttempt {
  jarId: number;
  crystals: number;
  /** One key per attempt: a retry of the same attempt is applied once. */
  idempotencyKey: string;
}

export function useDonate(onDonated: () => void) {
  return useJarsMutation(
    ({ jarId, crystals, idempotencyKey }: DonationAttempt) =>
      call(
        jarsEndpoints.donate,
        { params: { id: jarId }, body: { amount: crystals } },
        { quiet: true, idempotencyKey },
      ),
    onDonated,
  );
}
