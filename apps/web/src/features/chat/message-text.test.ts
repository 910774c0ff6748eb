import { describe, expect, it } from 'vitest';
import { splitLinks } from './message-text';

describe('splitLinks', () => {
  it('leaves text without an address as one piece', () => {
    expect(splitLinks('gg wp')).toEqual([{ kind: 'text', text: 'gg wp' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('makes http, https and www addresses links', () => {
    expect(splitLinks('see https://clutch.gg/t/5 now')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://clutch.gg/t/5', href: 'https://clutch.gg/t/5' },
      { kind: 'text', text: ' now' },
    ]);
    expect(splitLinks('www.example.com')).toEqual([
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com' },
    ]);
    expect(splitLinks('HTTP://A.B')).toEqual([
      { kind: 'link', text: 'HTTP://A.B', href: 'HTTP://A.B' },
    ]);
  });

  it('keeps sentence punctuation out of the link', () => {
    expect(splitLinks('go to http://a.io/x.')).toEqual([
      { kind: 'text', text: 'go to ' },
      { kind: 'link', text: 'http://a.io/x', href: 'http://a.io/x' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('(http://a.io/wiki/A_(b))')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://a.io/wiki/A_(b)', href: 'http://a.io/wiki/A_(b)' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never turns markup or script addresses into anything but text', () => {
    expect(splitLinks('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
    expect(splitLinks('javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'javascript:alert(1)' },
    ]);
    expect(splitLinks('<a href="https://x.io">y</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://x.io', href: 'https://x.io' },
      { kind: 'text', text: '">y</a>' },
    ]);
  });

  it('finds several links and keeps a bare "www." as text', () => {
    expect(splitLinks('a http://x.io b www. c https://y.io')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'link', text: 'http://x.io', href: 'http://x.io' },
      { kind: 'text', text: ' b www. c ' },
      { kind: 'link', text: 'https://y.io', href: 'https://y.io' },
    ]);
  });
});
