// What a custom number of crystals costs. Prices are kept in whole micro-dollars while multiplying,
// so 0.01 × 300 is exactly 300 cents and never 300.00000000000006 rounded up to 301.

/** Micro-dollars in one US cent. */
const MICRO_PER_CENT = 10_000;
/** Stripe refuses a single payment above $999,999.99; no provider we use takes more. */
export const MAX_PAYMENT_CENTS = 99_999_999;

/** US cents for `crystals` whole crystals at `priceUsd` each: rounded up to the cent, at least 1. */
export function customPriceCents(crystals: number, priceUsd: number): number {
  const microPerCrystal = Math.round(priceUsd * 1_000_000);
  const micro = crystals * microPerCrystal;
  return Math.max(1, Math.ceil(micro / MICRO_PER_CENT));
}

/** US cents as the dollars an answer shows: 449 becomes 4.49. */
export function toDollars(cents: number): number {
  return cents / 100;
}
