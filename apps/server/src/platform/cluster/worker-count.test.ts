import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { workerCount } from './worker-count.js';

describe('WEB_CONCURRENCY', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    [' 4 ', 4],
    ['auto', 'auto'],
  ])('reads %j as %j', (value, expected) => {
    expect(loadConfig({ WEB_CONCURRENCY: value }).WEB_CONCURRENCY).toBe(expected);
  });

  it.each(['0', '-2', '1.5', 'two', 'AUTO'])('refuses %j, naming the setting', (value) => {
    expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(
      /WEB_CONCURRENCY: use a whole number of workers/,
    );
  });
});

describe('workerCount', () => {
  it.each([
    { setting: 1, server: true, cores: 8, count: 1, capped: false },
    { setting: 3, server: true, cores: 8, count: 3, capped: false },
    { setting: 'auto' as const, server: true, cores: 16, count: 16, capped: false },
    { setting: 'auto' as const, server: true, cores: 1, count: 1, capped: false },
    { setting: 'auto' as const, server: true, cores: 0, count: 1, capped: false },
    { setting: 1, server: false, cores: 8, count: 1, capped: false },
    { setting: 4, server: false, cores: 8, count: 1, capped: true },
    { setting: 'auto' as const, server: false, cores: 16, count: 1, capped: true },
    { setting: 'auto' as const, server: false, cores: 1, count: 1, capped: false },
  ])(
    'runs $count worker(s) when asked for $setting with a database server $server on $cores cores',
    ({ setting, server, cores, count, capped }) => {
      const answer = workerCount(setting, server, cores);
      expect(answer.count).toBe(count);
      expect(answer.capped !== undefined).toBe(capped);
    },
  );

  it('says why the embedded database serves with one worker', () => {
    expect(workerCount(2, false, 2).capped).toMatch(/embedded database.*DATABASE_URL/);
  });
});
