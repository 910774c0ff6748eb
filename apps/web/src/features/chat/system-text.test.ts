import type { SystemAttributes } from '@clutch/contract/messenger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { FRIEND, ME } from './chat.fixture';
import { systemText } from './system-text';

const about = (overrides: Partial<SystemAttributes>): SystemAttributes => ({
  event: 'joined',
  user: FRIEND,
  role: null,
  until: null,
  ...overrides,
});

const inLanguage = (language: 'en' | 'uk' | 'zh') => i18n.getFixedT(language);

// Ukrainian and Chinese texts are loaded on demand, as in the app.
beforeAll(() => i18n.loadLanguages(['uk', 'zh']));
afterAll(() => i18n.changeLanguage('en'));

describe('systemText', () => {
  const en = inLanguage('en');

  it.each([
    [about({ event: 'created' }), null, 'carry_queen created the chat'],
    [about({ event: 'joined' }), null, 'carry_queen joined the chat'],
    [about({ event: 'left' }), null, 'carry_queen left the chat'],
    [about({ event: 'added' }), null, 'carry_queen was added to the chat'],
    [about({ event: 'added' }), ME, 'mid_king added carry_queen'],
    [about({ event: 'removed' }), ME, 'mid_king removed carry_queen'],
    [about({ event: 'role_changed', role: 2 }), ME, 'carry_queen is now a moderator'],
    [about({ event: 'banned' }), ME, 'carry_queen was banned'],
    [about({ event: 'muted' }), ME, 'carry_queen was muted'],
    [about({ event: 'unbanned' }), ME, 'carry_queen can take part again'],
    [about({ event: 'archived', user: null }), null, 'The chat was archived and is read-only now'],
    [about({ event: 'joined', user: null }), null, 'Someone joined the chat'],
  ] as const)('%j by %j reads %j', (attributes, sender, text) => {
    expect(systemText(en, attributes, sender)).toBe(text);
  });

  it('gives the end of a timed ban in the viewer’s time zone', () => {
    // Kathmandu is UTC+05:45.
    const text = systemText(en, about({ event: 'muted', until: '2025-03-01T10:00:00Z' }), ME);
    expect(text).toBe('carry_queen was muted until 01/03/2025 15:45');
  });

  it('words the same record in Ukrainian and Chinese', () => {
    const record = about({ event: 'role_changed', role: 1 });
    expect(systemText(inLanguage('uk'), record, ME)).toBe(
      'carry_queen тепер має роль: адміністратор',
    );
    expect(systemText(inLanguage('zh'), record, ME)).toBe('carry_queen 现在是管理员');
  });

  it('falls back to a neutral line when a record has no attributes', () => {
    expect(systemText(en, null, null)).toBe('Chat update');
  });
});
