import { describe, expect, it } from 'vitest';
import { browserOrigin } from './origin.js';

const unset = { publicUrl: 'http://localhost:3000', hasPublicUrl: false };

describe('browserOrigin', () => {
  it.each([
    ['http', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http', 'localhost:3000', 'http://localhost:3000'],
    ['http', 'clutch.lan:8080', 'http://clutch.lan:8080'],
    ['https', 'clutch.example', 'https://clutch.example'],
    ['http', '[::1]:3000', 'http://[::1]:3000'],
  ])('answers the request’s own origin when PUBLIC_URL is unset: %s %s', (protocol, host, want) => {
    expect(browserOrigin({ protocol: protocol === 'https' ? 'https' : 'http', host }, unset)).toBe(
      want,
    );
  });

  it.each([['evil.example/path'], ['a b'], [''], ['user@evil.example'], ['x:notaport']])(
    'falls back to the default for a Host that is not a plain host: %j',
    (host) => {
      expect(browserOrigin({ protocol: 'http', host }, unset)).toBe('http://localhost:3000');
    },
  );

  it('answers PUBLIC_URL whenever it is set, whatever the request says', () => {
    const set = { publicUrl: 'https://clutch.example', hasPublicUrl: true };
    expect(browserOrigin({ protocol: 'http', host: '127.0.0.1:3000' }, set)).toBe(
      'https://clutch.example',
    );
  });
});
