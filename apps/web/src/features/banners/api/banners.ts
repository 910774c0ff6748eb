// Banners (packages/contract/src/banners.ts): the caller's own banners page by page, creating,
// editing and deleting them, and showing one on a team the caller leads (captain only). Every change
// refreshes everything under BANNERS_QUERY_KEY; team changes also tell the page, whose team answer
// lists the banners it shows.
import { BANNERS_PER_PAGE, bannersEndpoints, type Banner } from '@clutch/contract/banners';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-error';
import { askConfirmation } from '../../../lib/confirm-dialog';
import { i18n } from '../../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';
import { showToast } from '../../../lib/toast';
import { bannerRequest, type BannerDraft } from '../banner-draft';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const BANNERS_QUERY_KEY = [...SESSION_QUERY_KEY, 'banners'] as const;

export function myBannersQueryOptions(userId: number, page: number, perPage = BANNERS_PER_PAGE) {
  return queryOptions({
    queryKey: [...BANNERS_QUERY_KEY, 'of-user', userId, page, perPage],
    queryFn: () =>
      call(bannersEndpoints.list, { query: { created_by: userId, page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

export function refreshBanners(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY });
}

function useBannersMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  return useRefreshingMutation(BANNERS_QUERY_KEY, run, onSuccess);
}

/** Creates a banner, or edits the one the draft names. */
export function useSaveBanner(onSaved: (banner: Banner) => void) {
  return useBannersMutation((draft: BannerDraft) => {
    const request = bannerRequest(draft);
    return draft.id === null
      ? call(bannersEndpoints.create, request, { quiet: true })
      : call(bannersEndpoints.patch, { params: { id: draft.id }, ...request }, { quiet: true });
  }, onSaved);
}

/** Asks first (confirm_delete_banner); false when the question was declined. */
export function useDeleteBanner(onDeleted: () => void) {
  return useBannersMutation(
    async (banner: Pick<Banner, 'id' | 'name'>) => {
      const isConfirmed = await askConfirmation('confirm_delete_banner', {
        name: banner.name === '' ? `#${String(banner.id)}` : banner.name,
      }).catch(() => false);
      if (!isConfirmed) return false;
      await call(bannersEndpoints.remove, { params: { id: banner.id } });
      return true;
    },
    (isDone) => {
      if (isDone) onDeleted();
    },
  );
}

export interface TeamBannerChange {
  bannerId: number;
  isShown: boolean;
}

/** Shows or hides a banner on a team; success and failure are told as notices, as team jars are. */
export function useTeamBanner(teamId: number, onChanged: () => void) {
  return useBannersMutation(async ({ bannerId, isShown }: TeamBannerChange) => {
    const input = { params: { id: teamId }, body: { banner: bannerId } };
    try {
      const shown = isShown
        ? await call(bannersEndpoints.teamAttach, input, { quiet: true })
        : await call(bannersEndpoints.teamDetach, input, { quiet: true });
      showToast(i18n.t('notify.succes'), 'success');
      return shown;
    } catch (error) {
      const reason = describeError(error);
      showToast(i18n.t('notify.error'), 'error', { items: reason === null ? [] : [reason] });
      throw error;
    }
  }, onChanged);
}
