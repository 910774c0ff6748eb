// Prices as the reader sees them: US dollars first, then the locale's own money when a rate is known.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRouteLocale } from '../../../lib/locale-navigation';
import { usdCourseQueryOptions } from '../api/buying';
import { formatMoney, localPrice } from '../money';

export interface PriceTexts {
  usd: string;
  /** The same price in UAH or CNY; null in English or while the rates are unknown. */
  local: string | null;
}

export function usePriceTexts(): (usd: number) => PriceTexts {
  const locale = useRouteLocale();
  const rates = useQuery(usdCourseQueryOptions()).data?.rates;
  return useCallback(
    (usd: number) => {
      const local = localPrice(usd, locale, rates);
      return {
        usd: formatMoney(usd, 'USD', locale),
        local: local === null ? null : formatMoney(local.amount, local.currency, locale),
      };
    },
    [locale, rates],
  );
}
