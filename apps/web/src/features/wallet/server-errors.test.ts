import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-error';
import { formErrorsOf } from './server-errors';

const FIELDS = ['amount', 'network', 'address'] as const;

describe('a refusal split for the withdraw form', () => {
  it.each([
    [
      { amount: ['The amount must be more than zero.'] },
      { fields: { amount: 'The amount must be more than zero.' }, general: null },
    ],
    [
      { address: ['Not a TRC20 address.', 'Too short.'], network: 'Unknown network.' },
      {
        fields: { address: 'Not a TRC20 address. Too short.', network: 'Unknown network.' },
        general: null,
      },
    ],
    [
      { error: 'Not enough crystals.', code: 'insufficient_funds' },
      { fields: {}, general: 'Not enough crystals.' },
    ],
    [
      { detail: 'Complete your payment settings first.' },
      { fields: {}, general: 'Complete your payment settings first.' },
    ],
    [
      { amount: ['Too much.'], payment_settings: ['Add your city.'] },
      { fields: { amount: 'Too much.' }, general: 'payment_settings: Add your city.' },
    ],
  ])('%j', (body, expected) => {
    expect(formErrorsOf(new ApiError(400, body), FIELDS)).toEqual(expected);
  });

  it('has nothing to place for a failure without an answer', () => {
    expect(formErrorsOf(new NetworkError(new Error('offline')), FIELDS)).toEqual({
      fields: {},
      general: null,
    });
    expect(formErrorsOf(null, FIELDS)).toEqual({ fields: {}, general: null });
  });

  it('shows a plain-text answer as it came', () => {
    expect(formErrorsOf(new ApiError(502, 'Bad gateway'), FIELDS)).toEqual({
      fields: {},
      general: 'Bad gateway',
    });
  });
});
