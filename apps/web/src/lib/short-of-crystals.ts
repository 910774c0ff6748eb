// What a refusal for want of crystals tells the person (any money-moving call can meet one): how many
// are missing on which balance, and a link to the wallet, where real crystals are bought and demo
// ones topped up. The catalogue's modal shows it; a form that shows its own errors may too.
import { MINOR_PER_CRYSTAL, toCrystals } from '@clutch/contract/money';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { shortfallOf, type Shortfall } from './api-failure';
import { formatCrystals, readAmount } from './crystals';
import type { InfoMessage } from './info-dialog';
import { localizePath, type Locale } from './locale';

export const WALLET_PATH = '/profile/me/wallet';

export function shortOfCrystalsInfo(
  shortfall: Shortfall,
  t: TFunction,
  locale: Locale,
): InfoMessage {
  const isDemo = shortfall.book === 'demo';
  const { missing } = shortfall;
  const message =
    missing === null
      ? t('wallet.short.unknown')
      : t(isDemo ? 'wallet.short.demoMissing' : 'wallet.short.missing', {
          count: missing,
          missing: formatCrystals(missing, locale),
        });
  return {
    title: t('wallet.short.title'),
    message,
    link: {
      to: localizePath(WALLET_PATH, locale),
      label: t(isDemo ? 'wallet.short.topUp' : 'wallet.short.buy'),
    },
  };
}

/** The shortfall a failed call names, or null for any other failure (or none). */
export function shortfallIn(error: unknown): Shortfall | null {
  return error instanceof ApiError ? shortfallOf(error) : null;
}

/**
 * The shortfall of an amount typed in a form that the balance does not cover, found before any call
 * (the same notice as the server's refusal, so the person learns how many are missing and where to
 * get them); null when the text is no amount or the balance covers it.
 */
export function typedShortfall(
  text: string,
  balance: number,
  book: Shortfall['book'] = 'real',
): Shortfall | null {
  const read = readAmount(text);
  if (read.crystals === null) return null;
  const missingMinor = Math.round((read.crystals - balance) * MINOR_PER_CRYSTAL);
  return missingMinor > 0 ? { missing: toCrystals(missingMinor), book } : null;
}
