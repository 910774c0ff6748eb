// Crystal amounts as people read and type them. Answers carry crystals with up to two decimals; the
// server keeps hundredths, so an amount typed here is accepted only when it is exact to the hundredth.
import { MINOR_PER_CRYSTAL, parseCrystals } from '@clutch/contract/money';
import { HTML_LANG, type Locale } from './locale';
import { useRouteLocale } from './locale-navigation';

/** 1250.5 reads "1,250.5" in English, "1 250,5" in Ukrainian; never more than two decimals. */
export function formatCrystals(value: number, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(HTML_LANG[locale], { maximumFractionDigits: 2 }).format(value);
}

/** formatCrystals in the locale of the current address. */
export function useFormatCrystals(): (value: number) => string {
  const locale = useRouteLocale();
  return (value) => formatCrystals(value, locale);
}

export type AmountProblem = 'empty' | 'format' | 'zero' | 'over_balance';

/**
 * What a typed amount means: crystals (a comma is read as the decimal point, as Ukrainian writes
 * it), or why it cannot be sent. `limit` is the most the sender may give, in crystals.
 */
export function readAmount(
  text: string,
  limit?: number,
): { crystals: number; problem: null } | { crystals: null; problem: AmountProblem } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { crystals: null, problem: 'empty' };
  const minor = parseCrystals(trimmed);
  if (minor === undefined) return { crystals: null, problem: 'format' };
  if (minor === 0) return { crystals: null, problem: 'zero' };
  if (limit !== undefined && minor > Math.round(limit * MINOR_PER_CRYSTAL))
    return { crystals: null, problem: 'over_balance' };
  return { crystals: minor / MINOR_PER_CRYSTAL, problem: null };
}
