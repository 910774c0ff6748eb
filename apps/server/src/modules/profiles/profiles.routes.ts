// HTTP adapter of the profiles module; a multipart profile edit becomes plain fields and bytes here.
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import { PROFILE_SEARCH_PER_PAGE, profileEndpoints as api } from '@clutch/contract/profile';
import type { Mount } from '../../platform/http/mount.js';
import { textIn } from '../../platform/http/request-language.js';
import { readMultipart } from '../../platform/http/multipart.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import type { ProfilesService } from './profiles.service.js';

export function registerProfilesRoutes(mount: Mount, profiles: ProfilesService): void {
  const { limits } = mount;
  mount(api.me, ({ caller }) => profiles.getMe(caller.id), { compiledResponse: true });
  mount(api.patchMe, async ({ caller, body, request }) => {
    if (!request.isMultipart()) return profiles.patchMe(caller.id, body ?? {});
    const form = await readMultipart(request, api.patchMe.multipart, MAX_IMAGE_BYTES);
    return profiles.patchMe(caller.id, form.fields, form.files['avatar']?.data);
  });
  mount(api.search, async ({ caller, query, request }) => {
    const page = pageRequest(query, PROFILE_SEARCH_PER_PAGE);
    return pageAnswer(request, page, await profiles.search(caller.id, query, page));
  });
  mount(api.publicProfile, ({ caller, params }) => profiles.publicProfile(caller.id, params.id));
  mount(
    api.changePassword,
    async ({ caller, params, body, request }) => {
      const answer = await profiles.changePassword(caller, params.id, body);
      return { message: textIn(request, answer.message) };
    },
    // Guessing the current password from a stolen token is as slow as guessing it at sign-in.
    { preHandler: [limits.perAccount('change-password')] },
  );
  mount(api.changeUsername, ({ caller, params, body }) =>
    profiles.changeUsername(caller.id, params.id, body.username),
  );
}
