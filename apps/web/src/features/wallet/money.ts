// How crystals and prices read on the wallet screens: crystals with up to two decimals, US dollar
// prices, and the same price in the reader's own money (UAH for ua, CNY for cn) from wallet/usd-course.
import { MINOR_PER_CRYSTAL } from '@clutch/contract/money';
import { formatCrystals } from '../../lib/crystals';
import { HTML_LANG, type Locale } from '../../lib/locale';

/** The money a locale's readers think in, besides US dollars; English readers see dollars only. */
export const LOCAL_CURRENCY: Record<Locale, string | null> = {
  en: null,
  da: null,
  ua: 'UAH',
  cn: 'CNY',
};

/** A signed change of a balance: "+100", "−25.5" (a true minus sign), "0". */
export function formatSignedCrystals(value: number, locale: Locale): string {
  const text = formatCrystals(Math.abs(value), locale);
  if (value > 0) return `+${text}`;
  if (value < 0) return `\u2212${text}`;
  return text;
}

/** An amount of money in a currency, in the reader's notation ("$0.99", "41,09 грн"). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(HTML_LANG[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export interface LocalPrice {
  amount: number;
  currency: string;
}

/** A dollar price in the locale's own money, or null when the locale has none or no rate is known. */
export function localPrice(
  usd: number,
  locale: Locale,
  rates: Readonly<Record<string, number>> | undefined,
): LocalPrice | null {
  const currency = LOCAL_CURRENCY[locale];
  if (currency === null || rates === undefined) return null;
  const rate = rates[currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  return { amount: Math.round(usd * rate * 100) / 100, currency };
}

/** What a custom number of crystals costs, in whole cents as the server prices it. */
export function customPrice(crystals: number, pricePerCrystal: number): number {
  return Math.round(crystals * pricePerCrystal * 100) / 100;
}

/** Minor units (hundredths) back to crystals, for sums computed exactly in integers. */
export function crystalsOfMinor(minor: number): number {
  return minor / MINOR_PER_CRYSTAL;
}

/** Crystals from an answer (at most two decimals) to exact minor units. */
export function minorOfCrystals(crystals: number): number {
  return Math.round(crystals * MINOR_PER_CRYSTAL);
}
