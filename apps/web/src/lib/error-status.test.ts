import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isAppleSafari } from './browser';
import { statusOfError } from './error-status';

describe('statusOfError', () => {
  it.each([
    ['statusCode first', { statusCode: 404, status: 500 }, 404],
    ['then status', { status: 403 }, 403],
    ['then the status of the response', { response: { status: 502 } }, 502],
    ['an API error', new ApiError(409, { detail: 'Conflict.' }), 409],
    ['a plain error', new Error('boom'), 500],
    ['a status that is not HTTP', { status: 'gone' }, 500],
    ['nothing at all', null, 500],
  ])('reads %s', (_, error, expected) => {
    expect(statusOfError(error)).toBe(expected);
  });
});

describe('isAppleSafari', () => {
  it.each([
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      true,
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Chrome on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Chrome on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      false,
    ],
    [
      'Chrome on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      false,
    ],
  ])('%s: %s', (_, userAgent, expected) => {
    expect(isAppleSafari(userAgent)).toBe(expected);
  });
});
