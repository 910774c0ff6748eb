// The audit log's change view: snapshots flatten to dotted paths and only what moved is listed.
import { describe, expect, it } from 'vitest';
import { diffJson, flattenJson, showLeaf } from './audit-diff';

describe('flattening a snapshot', () => {
  it.each([
    [
      { a: 1, b: { c: 'x' } },
      [
        ['a', 1],
        ['b.c', 'x'],
      ],
    ],
    [
      { roles: ['admin', 'support'] },
      [
        ['roles.0', 'admin'],
        ['roles.1', 'support'],
      ],
    ],
    [{ empty: {} }, [['empty', {}]]],
    ['plain', [['', 'plain']]],
    [null, []],
  ])('%j gives %j', (value, leaves) => {
    expect([...flattenJson(value)]).toEqual(leaves);
  });
});

describe('the diff of two snapshots', () => {
  it('when a nested text changes, then only that path is listed with both sides', () => {
    const before = { texts: { ua: { answer: 'Старе', question: 'Q' } }, position: 1 };
    const after = { texts: { ua: { answer: 'Нове', question: 'Q' } }, position: 1 };
    expect(diffJson(before, after)).toEqual([
      { path: 'texts.ua.answer', before: 'Старе', after: 'Нове' },
    ]);
  });

  it('when there was nothing before (a create), then every leaf is an addition', () => {
    expect(diffJson(null, { work_status: false, error_message: 'Down' })).toEqual([
      { path: 'work_status', before: undefined, after: false },
      { path: 'error_message', before: undefined, after: 'Down' },
    ]);
  });

  it('when a role is removed, then the missing leaf shows as removed', () => {
    expect(diffJson({ roles: ['admin', 'moderator'] }, { roles: ['admin'] })).toEqual([
      { path: 'roles.1', before: 'moderator', after: undefined },
    ]);
  });

  it('when nothing changed, then nothing is listed', () => {
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});

describe('showing a leaf', () => {
  it.each([
    ['text', 'text'],
    [false, 'false'],
    [null, 'null'],
    [undefined, ''],
    [{ a: 1 }, '{"a":1}'],
  ])('%j reads %j', (value, text) => {
    expect(showLeaf(value)).toBe(text);
  });
});
