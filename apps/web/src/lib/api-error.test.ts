import { describe, expect, it } from 'vitest';
import { ApiError, describeErrorBody } from './api-error';

describe('describeErrorBody', () => {
  it.each([
    [
      'error as text wins',
      { error: 'Wrong e-mail or password.', detail: 'x' },
      'Wrong e-mail or password.',
    ],
    ['error as a list shows its first item', { error: ['First.', 'Second.'] }, 'First.'],
    ['message comes before detail', { message: 'Sent.', detail: 'x' }, 'Sent.'],
    ['detail alone', { detail: 'Not found.' }, 'Not found.'],
    [
      'field errors are prefixed by the field name',
      { email: ['Enter a valid email address.'], username: ['Taken.', 'Too short.'] },
      'email: Enter a valid email address.\nusername: Taken. Too short.',
    ],
    ['an empty object says nothing', {}, null],
    ['a non-JSON body is shown as text', 'Bad gateway', 'Bad gateway'],
    ['null says nothing', null, null],
  ])('%s', (_, body, expected) => {
    expect(describeErrorBody(body)).toBe(expected);
  });
});

describe('ApiError', () => {
  it('exposes the status, the body and DRF code', () => {
    const error = new ApiError(401, { detail: 'Given token not valid', code: 'token_not_valid' });
    expect(error.status).toBe(401);
    expect(error.code).toBe('token_not_valid');
    expect(error.message).toBe('Given token not valid');
  });
});
