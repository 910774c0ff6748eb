// Image uploads: the server checks the real type, re-encodes to webp and answers where it is served.
import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** Largest upload accepted, in bytes (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1_048_576;
/** Largest image accepted, in pixels (width × height), so a small file cannot decode to gigabytes. */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** Formats accepted, recognised by their bytes, never by name or declared type. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;

export const UploadedImageSchema = z.object({ url: z.string() });

export const mediaEndpoints = {
  uploadImage: endpoint({
    method: 'POST',
    path: 'profile/upload-image/',
    auth: 'required',
    tag: 'media',
    summary:
      'Upload an image (multipart part `file`: JPEG, PNG, GIF or WebP up to 10 MB and 25 megapixels); answers its webp URL',
    multipart: { fields: z.object({}).strict(), files: ['file'] },
    response: UploadedImageSchema,
    status: 201,
  }),
} as const;
