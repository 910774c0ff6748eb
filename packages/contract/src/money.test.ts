import { describe, expect, it } from 'vitest';
import {
  BookSchema,
  CrystalsInSchema,
  CrystalsSchema,
  MAX_CRYSTALS,
  MINOR_PER_CRYSTAL,
  parseCrystals,
  toCrystals,
} from './money.js';

const DECIMALS_RULE = 'Enter an amount of crystals with at most two decimals.';
const POSITIVE_RULE = 'The amount must be more than zero.';
const MAX_RULE = `The amount may be at most ${String(MAX_CRYSTALS)} crystals.`;

describe('the money constants', () => {
  it('count a hundred minor units in a crystal', () => {
    expect(MINOR_PER_CRYSTAL).toBe(100);
  });

  it('keep the largest amount in minor units a safe integer', () => {
    expect(Number.isSafeInteger(MAX_CRYSTALS * MINOR_PER_CRYSTAL)).toBe(true);
  });
});

describe('parseCrystals', () => {
  it.each<[string, number | string, number]>([
    ['a whole number', 12, 1200],
    ['a number with one decimal', 12.5, 1250],
    ['a number with two decimals', 12.05, 1205],
    ['zero', 0, 0],
    ['the smallest unit', 0.01, 1],
    ['the largest amount a request may move', MAX_CRYSTALS, MAX_CRYSTALS * MINOR_PER_CRYSTAL],
    ['the largest nine-digit amount', 999_999_999.99, 99_999_999_999],
    ['a whole string', '7', 700],
    ['a string with one decimal', '12.5', 1250],
    ['a string with a trailing zero', '12.50', 1250],
    ['a string with a leading zero in the decimals', '0.05', 5],
    ['a string of zeros', '0.00', 0],
    ['a string with leading zeros', '007', 700],
    ['a string with spaces around it', '  3.25 ', 325],
  ])('reads %s (%s) as %d minor units', (_name, value, minor) => {
    expect(parseCrystals(value)).toBe(minor);
  });

  it.each<[string, number | string]>([
    ['an empty string', ''],
    ['spaces only', '   '],
    ['a negative number', -5],
    ['a negative string', '-5'],
    ['a plus sign', '+5'],
    ['three decimals', '1.005'],
    ['a number with three decimals', 1.005],
    ['a float sum that is not a plain decimal', 0.1 + 0.2],
    ['a decimal point with nothing after it', '5.'],
    ['a decimal point with nothing before it', '.5'],
    ['a comma for the decimal point', '1,5'],
    ['thousands separators', '1 000'],
    ['ten whole digits', '1000000000'],
    ['exponent notation', '1e3'],
    ['a number too large to print without an exponent', 1e21],
    ['a number too small to print without an exponent', 1e-7],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a word', 'ten'],
    ['a hexadecimal string', '0x10'],
  ])('refuses %s', (_name, value) => {
    expect(parseCrystals(value)).toBeUndefined();
  });
});

describe('toCrystals', () => {
  it.each<[number, number]>([
    [1250, 12.5],
    [1205, 12.05],
    [100, 1],
    [1, 0.01],
    [0, 0],
    [-150, -1.5],
    [MAX_CRYSTALS * MINOR_PER_CRYSTAL, MAX_CRYSTALS],
  ])('turns %d minor units into %d crystals', (minor, crystals) => {
    expect(toCrystals(minor)).toBe(crystals);
  });

  it.each<number | string>([0.01, 12.5, '99.99', '12345678.9', MAX_CRYSTALS])(
    'gives back the amount parseCrystals read from %s',
    (value) => {
      const minor = parseCrystals(value);
      expect(minor).toBeDefined();
      expect(toCrystals(minor ?? Number.NaN)).toBe(Number(value));
    },
  );
});

describe('CrystalsInSchema', () => {
  it.each<[string, unknown, number]>([
    ['a number', 12.5, 1250],
    ['a numeric string', '12.5', 1250],
    ['the smallest unit', '0.01', 1],
    ['the largest amount', MAX_CRYSTALS, MAX_CRYSTALS * MINOR_PER_CRYSTAL],
    ['a string of 32 characters', `${' '.repeat(30)}10`, 1000],
  ])('reads %s as minor units', (_name, value, minor) => {
    expect(CrystalsInSchema.parse(value)).toBe(minor);
  });

  it.each<[string, unknown, string]>([
    ['zero', 0, POSITIVE_RULE],
    ['a string of zeros', '0.00', POSITIVE_RULE],
    ['a negative amount', -1, DECIMALS_RULE],
    ['three decimals', '1.001', DECIMALS_RULE],
    ['a word', 'lots', DECIMALS_RULE],
    ['an empty string', '', DECIMALS_RULE],
    ['one hundredth over the largest amount', `${String(MAX_CRYSTALS)}.01`, MAX_RULE],
    ['a crystal over the largest amount', MAX_CRYSTALS + 1, MAX_RULE],
    ['ten whole digits', 1_000_000_000, DECIMALS_RULE],
  ])('refuses %s, naming the rule', (_name, value, message) => {
    const result = CrystalsInSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each<[string, unknown]>([
    ['a string longer than 32 characters', `${' '.repeat(31)}10`],
    ['a boolean', true],
    ['null', null],
    ['an object', { amount: 5 }],
    ['nothing', undefined],
  ])('refuses %s before reading it', (_name, value) => {
    const result = CrystalsInSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).not.toContain(DECIMALS_RULE);
  });
});

describe('CrystalsSchema', () => {
  it.each([0, 12.5, -3, MAX_CRYSTALS])('accepts the number %d in an answer', (value) => {
    expect(CrystalsSchema.parse(value)).toBe(value);
  });

  it.each<unknown>(['12.5', null, undefined])('refuses %s in an answer', (value) => {
    expect(CrystalsSchema.safeParse(value).success).toBe(false);
  });
});

describe('BookSchema', () => {
  it.each(['real', 'demo'])('accepts the %s book', (book) => {
    expect(BookSchema.parse(book)).toBe(book);
  });

  it.each<unknown>(['REAL', 'test', '', null])('refuses %s as a book', (book) => {
    expect(BookSchema.safeParse(book).success).toBe(false);
  });
});
