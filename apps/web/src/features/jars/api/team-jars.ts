// A team's jars: the list anyone signed in sees, and the captain's changes (attach their own jars,
// detach one, create a jar for the team). The spec's catalogue for team jar changes: success shows
// notify.succes, failure notify.error (with the server's reason beneath) and rethrows.
import { jarsEndpoints } from '@clutch/contract/jars';
import { mediaEndpoints } from '@clutch/contract/media';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { jarFields, type JarDraft } from '../jar-draft';
import { JARS_QUERY_KEY, useJarsMutation } from './jars';

export function teamJarsQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: [...JARS_QUERY_KEY, 'of-team', teamId],
    queryFn: () => call(jarsEndpoints.ofTeam, { params: { id: teamId } }),
  });
}

/** Runs a team jar change with the catalogue's notices around it. */
export async function withNotices<T>(change: () => Promise<T>): Promise<T> {
  try {
    const result = await change();
    showToast(i18n.t('notify.succes'), 'success');
    return result;
  } catch (error) {
    const reason = describeError(error);
    showToast(i18n.t('notify.error'), 'error', { items: reason === null ? [] : [reason] });
    throw error;
  }
}

export function useAttachJars(teamId: number) {
  return useJarsMutation((jarIds: number[]) =>
    withNotices(() =>
      call(
        jarsEndpoints.teamAdd,
        { params: { id: teamId }, body: { jars: jarIds } },
        { quiet: true },
      ),
    ),
  );
}

export function useDetachJar(teamId: number) {
  return useJarsMutation((jarId: number) =>
    withNotices(() =>
      call(
        jarsEndpoints.teamRemove,
        { params: { id: teamId }, body: { jar: jarId } },
        { quiet: true },
      ),
    ),
  );
}

/**
 * team/{id}/jars/edit/ takes JSON only, so a newly chosen picture is uploaded first and its address
 * sent as the jar's image.
 */
async function teamJarBody(draft: JarDraft) {
  const fields = jarFields(draft);
  if (!(draft.image instanceof Blob)) return { jar: fields };
  const form = new FormData();
  form.append('file', draft.image);
  const uploaded = await call(mediaEndpoints.uploadImage, { form }, { quiet: true });
  return { jar: { ...fields, image: uploaded.url } };
}

export function useCreateTeamJar(teamId: number, onCreated: () => void) {
  return useJarsMutation(
    (draft: JarDraft) =>
      withNotices(async () =>
        call(
          jarsEndpoints.teamCreate,
          { params: { id: teamId }, body: await teamJarBody(draft) },
          { quiet: true },
        ),
      ),
    onCreated,
  );
}
