import { describe, expect, it } from 'vitest';
import {
  BirthDateSchema,
  PaymentSettingsPatchSchema,
  PhoneSchema,
} from '@clutch/contract/payment-settings';

const today = new Date().toISOString().slice(0, 10);

describe('a date of birth', () => {
  it.each(['2000-02-29', '1990-12-31', '1900-01-01'])('accepts the real past date %s', (date) => {
    expect(BirthDateSchema.parse(date)).toBe(date);
  });

  it.each([
    ['2001-02-29', 'Enter a real date.'],
    ['2001-04-31', 'Enter a real date.'],
    ['2001-13-01', 'Enter a real date.'],
    ['2001-00-10', 'Enter a real date.'],
    [today, 'Enter a date in the past.'],
    ['2999-01-01', 'Enter a date in the past.'],
    ['1899-12-31', 'Enter a date in the past.'],
    ['01/02/2000', 'Use the format YYYY-MM-DD.'],
    ['2000-1-1', 'Use the format YYYY-MM-DD.'],
  ])('refuses %s: %s', (date, message) => {
    const parsed = BirthDateSchema.safeParse(date);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('a mobile number', () => {
  it.each([
    ['+380 (50) 123-45-67', '+380501234567'],
    ['050.123.4567', '0501234567'],
    ['+4512345678', '+4512345678'],
  ])('reads %s as %s', (typed, stored) => {
    expect(PhoneSchema.parse(typed)).toBe(stored);
  });

  it.each(['12345', '+1234567890123456', 'call me', '+38-050-ABC-4567', '++380501234567'])(
    'refuses %s',
    (typed) => {
      expect(PhoneSchema.safeParse(typed).success).toBe(false);
    },
  );
});

describe('a payment settings change', () => {
  it('turns empty and blank values into null, which clears the field', () => {
    expect(PaymentSettingsPatchSchema.parse({ city: '', street: '   ', zip_code: null })).toEqual({
      city: null,
      street: null,
      zip_code: null,
    });
  });

  it('refuses names with digits and fields it does not know', () => {
    expect(PaymentSettingsPatchSchema.safeParse({ first_name: 'R2D2' }).success).toBe(false);
    expect(PaymentSettingsPatchSchema.safeParse({ iban: 'UA00' }).success).toBe(false);
  });
});
