// HTTP adapter of tournaments: the create form's options, create (honours Idempotency-Key: it holds
// the prize pool), list, read, edit (JSON, or multipart for the access settings and a new image) and
// cancel.
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import { TOURNAMENTS_PER_PAGE } from '@clutch/contract/tournament-options';
import { tournamentsEndpoints as api } from '@clutch/contract/tournaments';
import type { Mount } from '../../../platform/http/mount.js';
import { readMultipart } from '../../../platform/http/multipart.js';
import { pageAnswer, pageRequest } from '../../../platform/http/pagination.js';
import { idempotencyKeyOf } from '../../../platform/idempotency/idempotency.js';
import type { TournamentsService } from './tournaments.service.js';
import { localizedError } from '../../../platform/http/localized-errors.js';
import { tournamentsMessage } from '../tournaments-messages.js';

export function registerTournamentsRoutes(mount: Mount, tournaments: TournamentsService): void {
  mount(api.options, ({ query }) => tournaments.options(query.game ?? 1));
  // The list is a hot page: its answer skips zod re-validation (see RouteOptions).
  mount(
    api.list,
    async ({ caller, query, request }) => {
      const { page: _page, per_page: _perPage, page_size: _pageSize, ...filter } = query;
      const page = pageRequest(query, TOURNAMENTS_PER_PAGE);
      return pageAnswer(request, page, await tournaments.list(caller?.id ?? null, filter, page));
    },
    { compiledResponse: true },
  );
  mount(api.create, ({ caller, query, body, request }) =>
    tournaments.create(caller.id, query.game, body, idempotencyKeyOf(request, caller.id)),
  );
  mount(api.get, ({ caller, params }) => tournaments.get(caller?.id ?? null, params.id));
  mount(api.patch, async ({ caller, params, body, request }) => {
    if (!request.isMultipart()) return tournaments.update(caller.id, params.id, body ?? {});
    const form = await readMultipart(request, api.patch.multipart, MAX_IMAGE_BYTES);
    const image = form.files['image']?.data;
    if (Object.keys(form.fields).length === 0 && !image)
      throw localizedError('bad_request', tournamentsMessage('form_changes_nothing'));
    return tournaments.update(caller.id, params.id, form.fields, image);
  });
  mount(api.remove, async ({ caller, params }) => {
    await tournaments.remove(caller.id, params.id);
    return null;
  });
}
