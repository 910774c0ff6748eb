import type { PaymentSettings } from '@clutch/contract/payment-settings';
import { describe, expect, it } from 'vitest';
import { draftOf, paymentSettingsPatch } from './payment-settings';

const SAVED: PaymentSettings = {
  user: 7,
  first_name: 'Olena',
  last_name: null,
  city: 'Kyiv',
  street: null,
  zip_code: null,
  mobile_number: '+380501234567',
  date_of_birth: '1999-03-05',
};

describe('saving payment settings', () => {
  it('sends nothing when nothing changed', () => {
    expect(paymentSettingsPatch(SAVED, draftOf(SAVED))).toEqual({});
  });

  it('sends changed values trimmed and leaves blank untouched fields out', () => {
    const draft = { ...draftOf(SAVED), last_name: '  Shevchenko ', street: '   ', city: 'Lviv' };
    expect(paymentSettingsPatch(SAVED, draft)).toEqual({ last_name: 'Shevchenko', city: 'Lviv' });
  });

  it('clears a field the user emptied by sending null', () => {
    const draft = { ...draftOf(SAVED), mobile_number: '', date_of_birth: ' ' };
    expect(paymentSettingsPatch(SAVED, draft)).toEqual({
      mobile_number: null,
      date_of_birth: null,
    });
  });
});
