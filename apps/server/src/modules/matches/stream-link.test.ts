import { describe, expect, it } from 'vitest';
import { checkStreamLink } from './stream-link.js';

describe('a match’s stream link', () => {
  it.each([
    ['https://www.twitch.tv/clutchcast', 'https://www.twitch.tv/clutchcast'],
    ['https://twitch.tv/clutchcast', 'https://twitch.tv/clutchcast'],
    ['https://m.twitch.tv/clutchcast', 'https://m.twitch.tv/clutchcast'],
    ['https://www.youtube.com/watch?v=abc123', 'https://www.youtube.com/watch?v=abc123'],
    ['https://youtube.com/@clutch/live', 'https://youtube.com/@clutch/live'],
    ['https://youtu.be/abc123', 'https://youtu.be/abc123'],
    ['ClutchCast', 'https://www.twitch.tv/clutchcast'],
  ])('accepts %s as %s', (value, link) => {
    expect(checkStreamLink(value)).toEqual({ ok: true, link });
  });

  it.each([
    ['http://www.twitch.tv/clutchcast', 'https://'],
    ['https://evil.example/twitch.tv', 'twitch.tv or youtube.com'],
    ['https://twitch.tv.evil.example/x', 'twitch.tv or youtube.com'],
    ['https://nottwitch.tv/x', 'twitch.tv or youtube.com'],
    ['https://user:pw@twitch.tv/x', 'twitch.tv or youtube.com'],
    ['javascript:alert(1)', 'https://'],
    ['https://www.youtube.com/', 'front page'],
    ['not a link at all', 'https://'],
    ['x', 'https://'],
  ])('refuses %s (%s)', (value, hint) => {
    const outcome = checkStreamLink(value);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toContain(hint);
  });
});
