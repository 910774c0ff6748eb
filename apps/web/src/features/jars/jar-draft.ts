// The jar form's values and what they become on the wire (spec 1 section 5): the target goes only
// when the jar is not unlimited; an empty title, description or image is left out; a picture that
// is already a web address (the jar's current one) is not sent again. A newly chosen picture makes
// the request a multipart form with the file in the part `image`.
import type { Jar } from '@clutch/contract/jars';
import { formRequest, type FormRequest } from '../../lib/form-request';
import { isWebAddress } from '../../lib/web-address';

export interface JarDraft {
  title: string;
  description: string;
  /** A newly chosen picture, the address of the current one, or none. */
  image: File | string | null;
  /** As typed; "12,5" and "12.5" both mean twelve and a half crystals. */
  targetAmount: string;
  isUnlimited: boolean;
  jarType: number;
}

export interface JarFields {
  title?: string;
  description?: string;
  image?: string;
  target_amount?: string;
  is_unlimited: boolean;
  jar_type: number;
}

export const EMPTY_JAR_DRAFT: JarDraft = {
  title: '',
  description: '',
  image: null,
  targetAmount: '',
  isUnlimited: false,
  jarType: 1,
};

/** The draft of an edit form: the jar as it is. */
export function draftOf(jar: Jar): JarDraft {
  return {
    title: jar.title,
    description: jar.description,
    image: jar.image,
    targetAmount: jar.target_amount === null ? '' : String(jar.target_amount),
    isUnlimited: jar.is_unlimited,
    jarType: jar.jar_type,
  };
}

/** The text fields of the request; a new picture file travels beside them (see jarRequest). */
export function jarFields(draft: JarDraft): JarFields {
  const fields: JarFields = { is_unlimited: draft.isUnlimited, jar_type: draft.jarType };
  const title = draft.title.trim();
  const description = draft.description.trim();
  const target = draft.targetAmount.trim().replace(',', '.');
  if (title !== '') fields.title = title;
  if (description !== '') fields.description = description;
  if (!draft.isUnlimited && target !== '') fields.target_amount = target;
  if (typeof draft.image === 'string' && draft.image !== '' && !isWebAddress(draft.image))
    fields.image = draft.image;
  return fields;
}

export type JarRequest = FormRequest<JarFields>;

/** JSON, or a multipart form (text parts, booleans as "true"/"false") when a file is chosen. */
export function jarRequest(draft: JarDraft): JarRequest {
  return formRequest(jarFields(draft), draft.image);
}
