// HTTP adapter of a tournament's jars and banner (`tournaments/:id/jars/`, `tournaments/:id/jars/edit/`,
// `tournaments/:id/banner/edit/`): JSON, or a multipart form with an `image` file.
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import { tournamentsEndpoints as api } from '@clutch/contract/tournaments';
import type { Mount } from '../../../platform/http/mount.js';
import { readMultipart } from '../../../platform/http/multipart.js';
import type { TournamentShowcaseService } from './tournament-showcase.service.js';
import { commonMessage, localizedFields } from '../../../platform/http/localized-errors.js';

export function registerTournamentShowcaseRoutes(
  mount: Mount,
  showcase: TournamentShowcaseService,
): void {
  mount(api.jars, ({ params }) => showcase.jarsOf(params.id));
  mount(api.createJar, async ({ caller, params, body, request }) => {
    if (!request.isMultipart()) {
      if (!body) throw localizedFields({ title: [commonMessage('required')] });
      return showcase.createJar(caller.id, params.id, body);
    }
    const form = await readMultipart(request, api.createJar.multipart, MAX_IMAGE_BYTES);
    return showcase.createJar(caller.id, params.id, form.fields, form.files['image']?.data);
  });
  mount(api.editJar, async ({ caller, params, body, request }) => {
    if (!request.isMultipart()) {
      if (!body) throw localizedFields({ id: [commonMessage('required')] });
      return showcase.editJar(caller.id, params.id, body);
    }
    const form = await readMultipart(request, api.editJar.multipart, MAX_IMAGE_BYTES);
    return showcase.editJar(caller.id, params.id, form.fields, form.files['image']?.data);
  });
  mount(api.createBanner, async ({ caller, params, body, request }) => {
    if (!request.isMultipart()) return showcase.createBanner(caller.id, params.id, body ?? {});
    const form = await readMultipart(request, api.createBanner.multipart, MAX_IMAGE_BYTES);
    return showcase.createBanner(caller.id, params.id, form.fields, form.files['image']?.data);
  });
  mount(api.editBanner, async ({ caller, params, body, request }) => {
    if (!request.isMultipart()) return showcase.editBanner(caller.id, params.id, body ?? {});
    const form = await readMultipart(request, api.editBanner.multipart, MAX_IMAGE_BYTES);
    return showcase.editBanner(caller.id, params.id, form.fields, form.files['image']?.data);
  });
}
