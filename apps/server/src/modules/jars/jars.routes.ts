// HTTP adapter of jars and team jars. Create and edit take JSON or a multipart form with an `image`
// file; money-moving calls (donate, break) honour an Idempotency-Key.
import { DONATIONS_PER_PAGE, JARS_PER_PAGE, jarsEndpoints as api } from '@clutch/contract/jars';
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import { commonMessage, localizedFields } from '../../platform/http/localized-errors.js';
import type { Mount } from '../../platform/http/mount.js';
import { readMultipart } from '../../platform/http/multipart.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.js';
import type { JarsService } from './jars.service.js';
import type { TeamJarsService } from './team-jars.service.js';

export function registerJarsRoutes(
  mount: Mount,
  jars: JarsService,
  teamJars: TeamJarsService,
): void {
  mount(
    api.list,
    async ({ query, request }) => {
      const page = pageRequest(query, JARS_PER_PAGE);
      const filter = {
        createdBy: query.created_by,
        status: query.status,
        jarType: query.jar_type,
        titleSearch: query.title_search,
        descriptionSearch: query.description_search,
      };
      return pageAnswer(request, page, await jars.list(filter, page));
    },
    { compiledResponse: true },
  );
  mount(api.create, async ({ caller, body, request }) => {
    if (!request.isMultipart()) {
      if (!body) throw localizedFields({ title: [commonMessage('required')] });
      return jars.create(caller.id, body);
    }
    const form = await readMultipart(request, api.create.multipart, MAX_IMAGE_BYTES);
    return jars.create(caller.id, form.fields, form.files['image']?.data);
  });
  mount(api.get, ({ params }) => jars.get(params.id));
  mount(api.patch, async ({ caller, params, body, request }) => {
    if (!request.isMultipart()) return jars.update(caller.id, params.id, body ?? {});
    const form = await readMultipart(request, api.patch.multipart, MAX_IMAGE_BYTES);
    return jars.update(caller.id, params.id, form.fields, form.files['image']?.data);
  });
  mount(api.remove, async ({ caller, params }) => {
    await jars.remove(caller.id, params.id);
    return null;
  });
  mount(api.donations, async ({ params, query, request }) => {
    const page = pageRequest(query, DONATIONS_PER_PAGE);
    return pageAnswer(request, page, await jars.donations(params.id, page));
  });
  mount(api.donate, ({ caller, params, body, request }) =>
    jars.donate(caller.id, params.id, body.amount, idempotencyKeyOf(request, caller.id)),
  );
  mount(api.breakJar, ({ caller, params, request }) =>
    jars.breakJar(caller.id, params.id, idempotencyKeyOf(request, caller.id)),
  );

  mount(api.ofTeam, ({ params }) => teamJars.ofTeam(params.id));
  mount(api.teamAdd, ({ caller, params, body }) => teamJars.add(caller.id, params.id, body.jars));
  mount(api.teamRemove, ({ caller, params, body }) =>
    teamJars.remove(caller.id, params.id, body.jar),
  );
  mount(api.teamCreate, ({ caller, params, body }) =>
    teamJars.create(caller.id, params.id, body.jar),
  );
  mount(api.teamEdit, ({ caller, params, body }) => teamJars.edit(caller.id, params.id, body.jar));
}
