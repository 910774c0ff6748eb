import { describe, expect, it } from 'vitest';
import { parseConnectString, steamConnectLink } from './connect-string';

describe('a CS2 connect string as a steam:// link', () => {
  it.each([
    [
      'the runner’s shape',
      'connect 10.0.0.5:27015; password x7k',
      'steam://connect/10.0.0.5:27015/x7k',
    ],
    [
      'a quoted password, odd spacing and case',
      '  Connect  cs.example.com:27016 ;  PASSWORD "a b" ',
      'steam://connect/cs.example.com:27016/a%20b',
    ],
    [
      'a trailing semicolon',
      'connect 1.2.3.4:27015; password pw;',
      'steam://connect/1.2.3.4:27015/pw',
    ],
    ['no password', 'connect 1.2.3.4:27015', 'steam://connect/1.2.3.4:27015'],
  ])('%s', (_, text, link) => {
    const server = parseConnectString(text);
    expect(server).not.toBeNull();
    expect(server === null ? null : steamConnectLink(server)).toBe(link);
  });

  it.each([
    ['no connect word', '1.2.3.4:27015'],
    ['no port', 'connect 1.2.3.4; password x'],
    ['an injected command', 'connect 1.2.3.4:27015; quit'],
    ['empty', ''],
  ])('reads %s as nothing', (_, text) => {
    expect(parseConnectString(text)).toBeNull();
  });

  it('keeps the address and password apart', () => {
    expect(parseConnectString('connect 1.2.3.4:27015; password s3cret')).toEqual({
      address: '1.2.3.4:27015',
      password: 's3cret',
    });
  });
});
