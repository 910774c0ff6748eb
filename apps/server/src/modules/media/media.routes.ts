// HTTP adapter of the media module: the multipart upload becomes bytes for the service.
import { AppError } from '@clutch/contract/errors';
import { MAX_IMAGE_BYTES, mediaEndpoints as api } from '@clutch/contract/media';
import type { Mount } from '../../platform/http/mount.js';
import { readMultipart } from '../../platform/http/multipart.js';
import type { MediaService } from './media.service.js';

export function registerMediaRoutes(mount: Mount, media: MediaService): void {
  mount(
    api.uploadImage,
    async ({ request }) => {
      if (!request.isMultipart())
        throw new AppError(
          'bad_request',
          'Send the image as multipart/form-data in the part `file`.',
        );
      const form = await readMultipart(request, api.uploadImage.multipart, MAX_IMAGE_BYTES);
      const file = form.files['file'];
      if (!file) throw AppError.fields({ file: ['No file was submitted.'] });
      return { url: await media.storeImage(file.data) };
    },
    { preHandler: [mount.limits.perAccount('upload-image', undefined, 'allow')] },
  );
}
