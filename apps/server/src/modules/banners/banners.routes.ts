// HTTP adapter of the banners module: profile/banners/… and the team pairing at team/:id/edit-banner/
// (POST attaches, DELETE with a JSON body detaches).
import { BANNERS_PER_PAGE, bannersEndpoints as api } from '@clutch/contract/banners';
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import type { Mount } from '../../platform/http/mount.js';
import { readMultipart } from '../../platform/http/multipart.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import type { BannersService } from './banners.service.js';

export function registerBannersRoutes(mount: Mount, banners: BannersService): void {
  mount(api.list, async ({ caller, query, request }) => {
    const page = pageRequest(query, BANNERS_PER_PAGE);
    const filter = { viewerId: caller.id, createdBy: query.created_by };
    return pageAnswer(request, page, await banners.list(filter, page));
  });
  mount(api.create, async ({ caller, body, request }) => {
    if (!request.isMultipart()) return banners.create(caller.id, body ?? {});
    const form = await readMultipart(request, api.create.multipart, MAX_IMAGE_BYTES);
    return banners.create(caller.id, form.fields, form.files['image']?.data);
  });
  mount(api.get, ({ caller, params }) => banners.get(caller.id, params.id));
  mount(api.patch, async ({ caller, params, body, request }) => {
    if (!request.isMultipart()) return banners.update(caller.id, params.id, body ?? {});
    const form = await readMultipart(request, api.patch.multipart, MAX_IMAGE_BYTES);
    return banners.update(caller.id, params.id, form.fields, form.files['image']?.data);
  });
  mount(api.remove, async ({ caller, params }) => {
    await banners.remove(caller.id, params.id);
    return null;
  });
  mount(api.teamAttach, ({ caller, params, body }) =>
    banners.attachToTeam(caller.id, params.id, body.banner),
  );
  mount(api.teamDetach, ({ caller, params, body }) =>
    banners.detachFromTeam(caller.id, params.id, body.banner),
  );
}
