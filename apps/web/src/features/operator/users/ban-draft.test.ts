import { describe, expect, it } from 'vitest';
import { banBody, type BanDraft } from './ban-draft';

const now = new Date(2026, 10, 26, 12, 30, 15);
const draft: BanDraft = { kind: 'quick_match', length: '1d', until: '', reason: ' Griefing ' };

describe('banBody', () => {
  it('bans for a day from now, to the minute, with the reason trimmed', () => {
    expect(banBody(draft, now)).toEqual({
      body: {
        kind: 'quick_match',
        until: new Date(2026, 10, 27, 12, 30).toISOString(),
        reason: 'Griefing',
      },
      problem: null,
    });
  });

  it('bans forever without an end', () => {
    expect(banBody({ ...draft, length: 'forever', kind: 'chat' }, now).body).toEqual({
      kind: 'chat',
      forever: true,
      reason: 'Griefing',
    });
  });

  it('takes a typed end on the viewer clock', () => {
    const body = banBody({ ...draft, length: 'custom', until: '01/12/2026 18:00' }, now).body;
    expect(body?.until).toBe(new Date(2026, 11, 1, 18, 0).toISOString());
  });

  it.each([
    [{ ...draft, reason: '  ' }, 'reason'],
    [{ ...draft, length: 'custom', until: '2026-12-01' }, 'format'],
    [{ ...draft, length: 'custom', until: '25/11/2026 10:00' }, 'past'],
  ] as const)('refuses %j with %s', (input, problem) => {
    expect(banBody(input, now).problem).toBe(problem);
  });
});
