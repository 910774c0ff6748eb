import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { formErrorsOf } from './form-errors';

const SHOWN = ['start_time', 'translations.ua.name', 'prize_pool'];

describe('formErrorsOf', () => {
  it.each<[string, unknown, Record<string, string>, string | null]>([
    [
      'field messages go under the fields the form shows',
      { start_time: ['Choose a start time in the future.'], 'translations.ua.name': ['Required'] },
      { start_time: 'Choose a start time in the future.', 'translations.ua.name': 'Required' },
      null,
    ],
    [
      'a field the form does not show goes to the general line',
      { prize_pool: ['Too much.', 'Really.'], jars: ['Turn donations on.'] },
      { prize_pool: 'Too much. Really.' },
      'jars: Turn donations on.',
    ],
    ['an error text is general', { error: 'Not enough crystals.' }, {}, 'Not enough crystals.'],
    ['a detail is general', { detail: 'Not found.' }, {}, 'Not found.'],
  ])('%s', (_, body, fields, general) => {
    expect(formErrorsOf(new ApiError(400, body), SHOWN)).toEqual({ fields, general });
  });

  it('anything but an API error has nothing to show', () => {
    expect(formErrorsOf(new Error('x'), SHOWN)).toEqual({ fields: {}, general: null });
  });
});
