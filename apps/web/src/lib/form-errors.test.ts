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
      'a field the form does not show goes to the general line, without the API field name',
      { prize_pool: ['Too much.', 'Really.'], jars: ['Turn donations on.'] },
      { prize_pool: 'Too much. Really.' },
      'Turn donations on.',
    ],
    [
      'messages about the whole body are general',
      { non_field_errors: ['Invalid data. Expected a JSON object.'] },
      {},
      'Invalid data. Expected a JSON object.',
    ],
    ['an error text is general', { error: 'Not enough crystals.' }, {}, 'Not enough crystals.'],
    ['a detail is general', { detail: 'Not found.' }, {}, 'Not found.'],
  ])('%s', (_, body, fields, general) => {
    expect(formErrorsOf(new ApiError(400, body), SHOWN)).toEqual({ fields, general });
  });

  it('anything but an API error has nothing to show', () => {
    expect(formErrorsOf(new Error('x'), SHOWN)).toEqual({ fields: {}, general: null });
  });

  it('puts a server message under its field, as the server worded it in the locale', () => {
    const body = { email: ['Користувач із такою електронною поштою вже існує.'] };
    expect(formErrorsOf(new ApiError(400, body), ['email', 'username'])).toEqual({
      fields: { email: 'Користувач із такою електронною поштою вже існує.' },
      general: null,
    });
  });

  it('leads a message about a field the form does not show with its translated label', () => {
    const body = { username: ['该昵称已被使用。'], avatar: ['图片太大。'], code: 'x' };
    expect(
      formErrorsOf(new ApiError(400, body), ['email'], { labels: { username: '昵称' } }),
    ).toEqual({ fields: {}, general: '昵称: 该昵称已被使用。\n图片太大。' });
  });

  it('words the server codes the client knows, under a field and in the alert', () => {
    const translate = (text: string) =>
      text === 'passwords_not_same' ? 'Паролі не збігаються' : null;
    expect(
      formErrorsOf(new ApiError(400, { error: 'passwords_not_same' }), [], { translate }),
    ).toEqual({ fields: {}, general: 'Паролі не збігаються' });
    expect(
      formErrorsOf(
        new ApiError(400, { password: ['passwords_not_same', 'Too short.'] }),
        ['password'],
        {
          translate,
        },
      ),
    ).toEqual({ fields: { password: 'Паролі не збігаються Too short.' }, general: null });
  });
});
