// A service's own messages come back in the request's language, in the body shape of their code.
import { describe, expect, it } from 'vitest';
import { answerForAppError } from './errors.js';
import { LocalizedBadRequest, localizedError, messageCatalogue } from './localized-errors.js';

const message = messageCatalogue({
  closed: {
    en: 'Registration for {name} is closed.',
    ua: 'Реєстрацію на {name} закрито.',
    cn: '{name} 的报名已截止。',
  },
});

describe('localized errors', () => {
  it('answers a conflict in each language, keeping its code and extra fields', () => {
    const error = localizedError('conflict', message('closed', { name: 'Cup' }), { missing: 5 });
    expect(error.message).toBe('Registration for Cup is closed.');
    expect(answerForAppError(error, 'ua')).toEqual({
      status: 409,
      body: { detail: 'Реєстрацію на Cup закрито.', code: 'conflict', missing: 5 },
    });
    expect(answerForAppError(error, 'cn').body['detail']).toBe('Cup 的报名已截止。');
    expect(answerForAppError(error).body['detail']).toBe('Registration for Cup is closed.');
  });

  it('answers not_found under detail and bad_request under error', () => {
    expect(answerForAppError(localizedError('not_found', message('closed')), 'ua')).toEqual({
      status: 404,
      body: { detail: 'Реєстрацію на {name} закрито.' },
    });
    expect(answerForAppError(new LocalizedBadRequest(message('closed')), 'cn')).toEqual({
      status: 400,
      body: { error: '{name} 的报名已截止。' },
    });
  });
});
