// How a tournament reads in the interface: its name and description in the viewer's locale (English
// when that one is empty; da reads English), the description's <br> line breaks, status colours,
// the bracket's size and how full each rating star is.
import type { TournamentStatus } from '@clutch/contract/tournament-options';
import type { TranslationsOutSchema } from '@clutch/contract/tournaments';
import type { z } from 'zod';
import type { TextLocale } from './tournament-draft';

type Translations = z.infer<typeof TranslationsOutSchema>;

/** The route's locale as a tournament text locale: en, ua and cn have their own, da reads en. */
export function textLocaleOf(locale: string): TextLocale {
  return locale === 'ua' || locale === 'cn' ? locale : 'en';
}

export function localName(translations: Translations, locale: string): string {
  const own = translations[textLocaleOf(locale)].name.trim();
  return own === '' ? translations.en.name : own;
}

/** The description as lines: the form turned line breaks into <br>. */
export function localDescription(translations: Translations, locale: string): string[] {
  const own = translations[textLocaleOf(locale)].description.trim();
  const text = own === '' ? translations.en.description.trim() : own;
  if (text === '') return [];
  return text.split(/<br\s*\/?>|\r?\n/i);
}

export const STATUS_COLOR: Record<TournamentStatus, string> = {
  registration: 'teal',
  running: 'clutch',
  finished: 'gray',
  cancelled: 'red',
};

/** A bracket of `grid` levels has 2^grid slots. */
export const slotsOf = (grid: number) => 2 ** grid;

/** How much of star `index` (0 to 4) a 0-to-5 rating fills, from 0 to 1. */
export function starFill(rating: number, index: number): number {
  return Math.min(1, Math.max(0, rating - index));
}
