// The tournament's prize jars and banner (tournaments/{id}/jars/edit/ and banner/edit/): the
// organiser makes a jar or edits one of the tournament's, and makes or edits its banner (a new
// picture as a multipart form). Failures are quiet (the spec's), and saves refresh the tournament.
import type { Jar } from '@clutch/contract/jars';
import { tournamentsEndpoints as endpoints } from '@clutch/contract/tournaments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { formRequest } from '../../../lib/form-request';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import {
  showcaseBannerFields,
  showcaseJarFields,
  type ShowcaseBannerDraft,
  type ShowcaseJarDraft,
} from '../showcase-payload';
import { TOURNAMENTS_QUERY_KEY } from './tournaments';

/** The jars the tournament shows (under the tournaments key, so every save refreshes them). */
export function tournamentJarsQueryOptions(tournamentId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'jars', tournamentId],
    queryFn: () => call(endpoints.jars, { params: { id: tournamentId } }),
  });
}

export function useSaveShowcaseJar(tournamentId: number, onSaved: (jar: Jar) => void) {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    (draft: ShowcaseJarDraft) => {
      const params = { id: tournamentId };
      const fields = showcaseJarFields(draft);
      return draft.id === null
        ? call(endpoints.createJar, { params, body: fields }, { quiet: true })
        : call(endpoints.editJar, { params, body: { id: draft.id, ...fields } }, { quiet: true });
    },
    onSaved,
  );
}

export function useSaveShowcaseBanner(
  tournamentId: number,
  bannerId: number | null,
  onSaved: () => void,
) {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    (draft: ShowcaseBannerDraft) => {
      const params = { id: tournamentId };
      const request = formRequest(showcaseBannerFields(draft), draft.image);
      return bannerId === null
        ? call(endpoints.createBanner, { params, ...request }, { quiet: true })
        : call(endpoints.editBanner, { params, ...request }, { quiet: true });
    },
    onSaved,
  );
}
