// The banner form's values and what they become on the wire (spec 1 section 5): id, name and link go
// only when they hold something; a picture that is already a web address (the banner's current one)
// is not sent again. A newly chosen picture makes the request a multipart form (part `image`).
import type { Banner } from '@clutch/contract/banners';
import { formRequest, type FormRequest } from '../../lib/form-request';
import { isWebAddress } from '../../lib/web-address';

export interface BannerDraft {
  /** The banner being edited; null while creating one. */
  id: number | null;
  name: string;
  link: string;
  /** A newly chosen picture, the address of the current one, or none. */
  image: File | string | null;
  allowShow: boolean;
}

export interface BannerFields {
  id?: number;
  name?: string;
  link?: string;
  image?: string;
  allow_show: boolean;
}

export const EMPTY_BANNER_DRAFT: BannerDraft = {
  id: null,
  name: '',
  link: '',
  image: null,
  allowShow: true,
};

export function draftOf(banner: Banner): BannerDraft {
  return {
    id: banner.id,
    name: banner.name,
    link: banner.link,
    image: banner.image,
    allowShow: banner.allow_show,
  };
}

export function bannerFields(draft: BannerDraft): BannerFields {
  const fields: BannerFields = { allow_show: draft.allowShow };
  const name = draft.name.trim();
  const link = draft.link.trim();
  if (draft.id !== null) fields.id = draft.id;
  if (name !== '') fields.name = name;
  if (link !== '') fields.link = link;
  if (typeof draft.image === 'string' && draft.image !== '' && !isWebAddress(draft.image))
    fields.image = draft.image;
  return fields;
}

export type BannerRequest = FormRequest<BannerFields>;

/** JSON, or a multipart form (text parts, booleans as "true"/"false") when a file is chosen. */
export function bannerRequest(draft: BannerDraft): BannerRequest {
  return formRequest(bannerFields(draft), draft.image);
}

/** A link the server takes: empty (none), or a web address starting with http:// or https://. */
export function isLinkAccepted(link: string): boolean {
  const trimmed = link.trim();
  return trimmed === '' || /^https?:\/\/[^\s]+$/i.test(trimmed);
}
