// What the organiser's prize jar and banner forms send (tournaments/{id}/jars/edit/ and
// banner/edit/): empty texts are left out (the server reads them as "not sent"), a goal only for a
// jar that is not unlimited ("12,5" reads as 12.5), and an edit names its jar. The banner's current
// picture (an address) is not sent again; a new one travels as a file beside the fields.
import { JAR_TYPES } from '@clutch/contract/jars';

/** A tournament's jars: the prize jars it pays out, or a jar for donations; named as jars.types. */
export const SHOWCASE_JAR_TYPES = [
  ['prize_first', JAR_TYPES.prize_first],
  ['prize_second', JAR_TYPES.prize_second],
  ['prize_third', JAR_TYPES.prize_third],
  ['prize_pool', JAR_TYPES.prize_pool],
  ['user', JAR_TYPES.user],
] as const;

/** The translation name of a jar type (`jars.types.<name>`); an unknown type reads as a user jar. */
export function jarTypeName(type: number): (typeof SHOWCASE_JAR_TYPES)[number][0] {
  return SHOWCASE_JAR_TYPES.find(([, value]) => value === type)?.[0] ?? 'user';
}

export interface ShowcaseJarDraft {
  /** The jar being edited; null for a new one. */
  id: number | null;
  title: string;
  description: string;
  jarType: number;
  isUnlimited: boolean;
  goal: string;
}

export const EMPTY_SHOWCASE_JAR: ShowcaseJarDraft = {
  id: null,
  title: '',
  description: '',
  jarType: JAR_TYPES.prize_first,
  isUnlimited: true,
  goal: '',
};

export interface ShowcaseJarFields {
  title: string;
  description?: string;
  jar_type: number;
  is_unlimited: boolean;
  target_amount?: string;
}

export function showcaseJarFields(draft: ShowcaseJarDraft): ShowcaseJarFields {
  const description = draft.description.trim();
  const goal = draft.goal.trim().replace(',', '.');
  return {
    title: draft.title.trim(),
    ...(description === '' ? {} : { description }),
    jar_type: draft.jarType,
    is_unlimited: draft.isUnlimited,
    ...(draft.isUnlimited || goal === '' ? {} : { target_amount: goal }),
  };
}

export interface ShowcaseBannerDraft {
  name: string;
  link: string;
  image: File | string | null;
}

export interface ShowcaseBannerFields {
  name?: string;
  link?: string;
  allow_show: true;
}

/** The banner's texts; it is shown on the tournament, so allow_show is always on. */
export function showcaseBannerFields(draft: ShowcaseBannerDraft): ShowcaseBannerFields {
  const name = draft.name.trim();
  const link = draft.link.trim();
  return {
    ...(name === '' ? {} : { name }),
    ...(link === '' ? {} : { link }),
    allow_show: true,
  };
}
