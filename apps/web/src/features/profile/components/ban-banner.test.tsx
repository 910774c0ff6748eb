// @vitest-environment jsdom
// The ban banner: every active ban with its kind, its end in the viewer's time zone (the tests run
// in Asia/Kathmandu, UTC+05:45) or 'forever', and the operator's reason, in each locale.
import type { Me } from '@clutch/contract/profile';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { act, cleanup, render as mount, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLocale, setLocale } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { BanBanner } from './ban-banner';
import { stubMatchMedia } from '../../../test/jsdom-stubs';

const NONE = { status: false, duration: null, reason: null };
const NO_BANS: Me['bans'] = { withdrawal: NONE, tournament: NONE, quick_match: NONE, chat: NONE };
const BANNED: Me['bans'] = {
  ...NO_BANS,
  // 20:30 UTC on New Year's Eve is 02:15 on 1 January in Kathmandu.
  quick_match: { status: true, duration: '2099-12-31T20:30:00.000Z', reason: 'Left three matches' },
  chat: { status: true, duration: 'forever', reason: 'Insults in chat' },
};

function render(bans: Me['bans'], locale: Locale = 'en'): string {
  setLocale(locale);
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <BanBanner bans={bans} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

/** The text of one ban's line. */
const line = (html: string, kind: string) =>
  new RegExp(`data-ban="${kind}">(.*?)</li>`).exec(html)?.[1] ?? null;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLocale('en');
});

describe('BanBanner', () => {
  it('shows nothing while the account has no active ban', () => {
    const html = render(NO_BANS);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('data-ban=');
  });

  it('lists each active ban with its end in the viewer’s time zone, or forever, and its reason', () => {
    const html = render(BANNED);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Your account is restricted');
    expect(line(html, 'quick_match')).toBe(
      'Quick matches: until 01/01/2100 02:15 · Reason: Left three matches',
    );
    expect(line(html, 'chat')).toBe('Chat: forever · Reason: Insults in chat');
    expect(line(html, 'withdrawal')).toBeNull();
    expect(line(html, 'tournament')).toBeNull();
  });

  it('leaves out a timed ban whose end has passed', () => {
    const html = render({
      ...NO_BANS,
      withdrawal: { status: true, duration: '2001-01-01T00:00:00.000Z', reason: 'Old' },
      chat: { status: true, duration: 'forever', reason: null },
    });
    expect(line(html, 'withdrawal')).toBeNull();
    expect(line(html, 'chat')).toBe('Chat: forever');
  });

  it('takes a timed ban away when its end comes, with no new profile', () => {
    stubMatchMedia();
    vi.useFakeTimers({ now: new Date('2030-05-01T10:00:00.000Z') });
    setLocale('en');
    mount(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <BanBanner
            bans={{
              ...NO_BANS,
              tournament: { status: true, duration: '2030-05-01T10:00:30.000Z', reason: null },
            }}
          />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Tournaments: until 01/05/2030 15:45');
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the reason out when the operator gave none', () => {
    const html = render({
      ...NO_BANS,
      tournament: { status: true, duration: 'forever', reason: null },
    });
    expect(line(html, 'tournament')).toBe('Tournaments: forever');
  });

  it.each([
    ['ua', 'Швидкі матчі: до 01/01/2100 02:15 · Причина: Left three matches', 'Чат: назавжди'],
    ['cn', '快速比赛: 至 01/01/2100 02:15 · 原因：Left three matches', '聊天: 永久'],
  ] as const)('speaks %s', async (locale, quickMatch, chat) => {
    // The Chinese and Ukrainian texts are fetched on the first switch to them.
    await loadLocale(locale);
    const html = render(BANNED, locale);
    expect(line(html, 'quick_match')).toBe(quickMatch);
    expect(line(html, 'chat')).toMatch(new RegExp(`^${chat}`));
  });
});
