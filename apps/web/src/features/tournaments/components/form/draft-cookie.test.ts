import { describe, expect, it } from 'vitest';
import {
  clearDraftCookie,
  DRAFT_COOKIE,
  DRAFT_MAX_VALUE_LENGTH,
  formatDraftCookie,
  readDraftCookie,
} from './draft-cookie';
import { emptyDraft, type TournamentDraft } from '../../tournament-draft';

const NOW = new Date('2030-03-01T10:00:00Z');

/** What document.cookie would read back: the name=value part of the Set-Cookie text. */
function jar(setCookie: string | null, others = 'i18n_redirected=ua'): string {
  if (setCookie === null) throw new Error('the draft did not fit');
  return `${others}; ${setCookie.split(';')[0] ?? ''}`;
}

function filled(changes: Partial<TournamentDraft> = {}): TournamentDraft {
  return {
    ...emptyDraft(2, NOW),
    translations: {
      en: { name: 'Spring Cup; round=1', description: 'Line one\nLine two' },
      ua: { name: 'Весняний кубок', description: '' },
      cn: { name: '春季杯', description: '' },
    },
    prizePool: '100,5',
    mapsBanType: 'one_of_many',
    mapList: ['de_mirage', 'de_nuke'],
    bannedUsers: [{ id: 4, name: 'eve' }],
    playersPassword: 'secret',
    watchersPassword: 'hidden',
    isOpened: 2,
    ...changes,
  };
}

describe('the draft cookie (kept 7 days)', () => {
  it('when a draft is saved, then it reads back whole except the passwords', () => {
    const setCookie = formatDraftCookie(filled());
    expect(setCookie).toMatch(/; Max-Age=604800; Path=\/; SameSite=Lax$/);
    expect(readDraftCookie(jar(setCookie), NOW)).toEqual(
      filled({ playersPassword: '', watchersPassword: '' }),
    );
  });

  it('when there is no draft cookie, then there is no draft', () => {
    expect(readDraftCookie('i18n_redirected=ua', NOW)).toBeNull();
    expect(readDraftCookie('', NOW)).toBeNull();
  });

  it.each([
    ['not JSON', `${DRAFT_COOKIE}=%7Bbroken`],
    ['not an object', `${DRAFT_COOKIE}=${encodeURIComponent('"text"')}`],
    ['cleared', clearDraftCookie().split(';')[0] ?? ''],
  ])('when the cookie is %s, then there is no draft', (_, cookie) => {
    expect(readDraftCookie(cookie, NOW)).toBeNull();
  });

  it('when one field is malformed, then the others are kept and it takes its default', () => {
    const stored = { game: 2, grid: 99, type: '5_5', prizePool: '40', server: 'mars' };
    const cookie = `${DRAFT_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}`;
    const draft = readDraftCookie(cookie, NOW);
    const defaults = emptyDraft(2, NOW);
    expect(draft).toMatchObject({ game: 2, type: '5_5', prizePool: '40' });
    expect(draft?.grid).toBe(defaults.grid);
    expect(draft?.server).toBeNull();
  });

  it('when the descriptions are too long for a cookie, then they are shortened and the rest kept', () => {
    const long = 'Rules and schedule. '.repeat(600);
    const setCookie = formatDraftCookie(
      filled({
        translations: {
          en: { name: 'Cup', description: long },
          ua: { name: 'Кубок', description: 'Опис. '.repeat(600) },
          cn: { name: '杯', description: '说明'.repeat(600) },
        },
      }),
    );
    const value = setCookie?.split(';')[0]?.slice(DRAFT_COOKIE.length + 1) ?? '';
    expect(value.length).toBeLessThanOrEqual(DRAFT_MAX_VALUE_LENGTH);
    const draft = readDraftCookie(jar(setCookie), NOW);
    expect(draft?.translations.en.name).toBe('Cup');
    expect(long.startsWith(draft?.translations.en.description ?? 'x')).toBe(true);
    expect(draft?.mapList).toEqual(['de_mirage', 'de_nuke']);
  });
});
