// Crystals on the wire and in the books. The API shows crystals as numbers with up to two decimals;
// the server keeps integer hundredths ("minor units") so no sum ever rounds.
import { z } from 'zod';

/** Hundredths of a crystal in one crystal. */
export const MINOR_PER_CRYSTAL = 100;
/** The most crystals one request may move: far above any real amount, far below 2^53 minor units. */
export const MAX_CRYSTALS = 100_000_000;

const DECIMAL = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "12.5" or 12.5 crystals to 1250 minor units; undefined when it is not a plain decimal. */
export function parseCrystals(value: number | string): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * MINOR_PER_CRYSTAL + fraction;
}

/** Minor units back to crystals for answers: 1250 becomes 12.5. */
export function toCrystals(minor: number): number {
  return minor / MINOR_PER_CRYSTAL;
}

/**
 * A positive amount of crystals in a request (number or numeric string, at most two decimals), read
 * as minor units. Anything else is a 400 naming the rule.
 */
export const CrystalsInSchema = z
  .union([z.number(), z.string().max(32)])
  .transform((value, ctx) => {
    const minor = parseCrystals(value);
    if (minor === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter an amount of crystals with at most two decimals.',
      });
      return z.NEVER;
    }
    if (minor <= 0) {
      ctx.addIssue({ code: 'custom', message: 'The amount must be more than zero.' });
      return z.NEVER;
    }
    if (minor > MAX_CRYSTALS * MINOR_PER_CRYSTAL) {
      ctx.addIssue({
        code: 'custom',
        message: `The amount may be at most ${String(MAX_CRYSTALS)} crystals.`,
      });
      return z.NEVER;
    }
    return minor;
  });

/** Crystals in an answer: a number with up to two decimals. */
export const CrystalsSchema = z.number();

/** Which book a balance or movement belongs to: real crystals or demo crystals. */
export const BookSchema = z.enum(['real', 'demo']);
export type Book = z.infer<typeof BookSchema>;
