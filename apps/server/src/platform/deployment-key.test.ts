import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentKey } from './deployment-key.js';

describe('the key a deployment keeps its Redis state under', () => {
  it.each([
    ['postgres://clutch:secret@db.internal:5433/clutch', 'pg:db.internal:5433/clutch'],
    ['postgres://root@127.0.0.1/test', 'pg:127.0.0.1:5432/test'],
    ['postgresql://u:p@10.0.0.5:5432/', 'pg:10.0.0.5:5432/postgres'],
  ])('names %s by its server and database, never its credentials', (url, key) => {
    expect(deploymentKey(url, './data')).toBe(key);
    expect(deploymentKey(url, './data')).not.toContain('secret');
  });

  it('tells two databases on one server apart, and agrees for two instances of one', () => {
    const a = deploymentKey('postgres://root@127.0.0.1:5432/test', './data');
    expect(deploymentKey('postgres://other@127.0.0.1:5432/test', '/srv')).toBe(a);
    expect(deploymentKey('postgres://root@127.0.0.1:5432/staging', './data')).not.toBe(a);
  });

  it('names an embedded database by its data directory', () => {
    expect(deploymentKey(undefined, './data')).toBe(`pglite:${resolve('./data')}`);
  });
});
