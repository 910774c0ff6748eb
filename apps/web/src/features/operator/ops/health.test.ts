import { describe, expect, it } from 'vitest';
import { botHealth, hostedLine, serverHealth } from './health';

describe('serverHealth', () => {
  it.each([
    ['active', 'healthy'],
    ['draining', 'draining'],
    ['unhealthy', 'unhealthy'],
  ] as const)('a %s server reads %s', (status, health) => {
    expect(serverHealth({ status })).toBe(health);
  });
});

describe('botHealth', () => {
  it('is healthy while connected and offline otherwise', () => {
    expect(botHealth({ is_connected: true })).toBe('healthy');
    expect(botHealth({ is_connected: false })).toBe('offline');
  });
});

describe('hostedLine', () => {
  it('names the owner, the match and its state, or nothing when free', () => {
    expect(hostedLine(null)).toBeNull();
    expect(
      hostedLine({
        id: 3,
        owner_kind: 'quickmatch',
        owner_id: 5,
        match_id: 12,
        status: 'live',
        created_at: '2026-11-26T12:00:00Z',
      }),
    ).toBe('quickmatch #5 · 12 (live)');
  });
});
