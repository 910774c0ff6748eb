// The signed-in home's sections: the next match picked from the calendar, live tournaments in the
// page's language, the person's teams (captain marked) and recent results; each says when empty.
import type { CalendarDay, CalendarEvent } from '@clutch/contract/calendar';
import type { MatchHistoryItem } from '@clutch/contract/quickmatch';
import type { Team } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadLocale, setLocale } from '../../../lib/i18n';
import { nextMatchOf } from '../home-feed';
import { HomeFeed, type HomeFeedProps } from './home-feed';

const NOW = new Date('2026-11-26T12:00:00Z');

function event(id: number, start: string, overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id,
    kind: 'tournament_match',
    title: `Cup ${String(id)}`,
    game: 1,
    match: { id, start_time: start, end_time: null, level: 2, status: 'ready' },
    tournament: { id: 40 + id, grid: 3 },
    display_end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    is_organizer: false,
    is_player: true,
    is_pending: false,
    is_watcher: false,
    is_caster: false,
    is_lose_match: false,
    player_status: 'ready',
    color: '#fff',
    round_label: '1/2',
    is_conflict: false,
    ...overrides,
  };
}
const day = (events: CalendarEvent[]): CalendarDay => ({
  date: '2026-11-26',
  day_events: events.length,
  events,
});

const names = (en: string, ua = '') => ({
  en: { name: en, description: '' },
  ua: { name: ua, description: '' },
  cn: { name: '', description: '' },
});
// Only the fields the home reads; the rest of a tournament does not matter here.
const tournament = {
  id: 5,
  translations: names('Night Cup', 'Нічний кубок'),
  game_display: 'Dota 2',
  participants_count: 8,
} as unknown as Tournament;
const team = {
  id: 9,
  name: 'Kyiv Wolves',
  leader_id: { id: 1, username: 'alice', avatar_url: null },
  players: [1, 2, 3, 4, 5].map((id) => ({ id })),
} as unknown as Team;
const result = {
  id: 3,
  kind: 'quickmatch',
  quick_match: { id: 3 },
  tournament: null,
  game: 1,
  type: '1_1',
  status: 'finished',
  start_time: '2026-11-25T18:00:00Z',
  side: 'a',
  outcome: 'win',
  score_a: 1,
  score_b: 0,
  rating_change: 12,
} as MatchHistoryItem;

function render(props: Partial<HomeFeedProps> = {}, path = '/'): string {
  const all: HomeFeedProps = {
    username: 'alice',
    userId: 1,
    locale: 'en',
    pathTo: (to) => to,
    nextMatch: { state: 'ready', data: event(1, '2026-11-26T14:00:00Z') },
    live: { state: 'ready', data: [tournament] },
    teams: { state: 'ready', data: [team] },
    results: { state: 'ready', data: [result] },
    ...props,
  };
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <HomeFeed {...all} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => setLocale('en'));

describe('nextMatchOf', () => {
  it('picks the earliest match the person still plays, once however many days show it', () => {
    const later = event(2, '2026-11-27T10:00:00Z');
    const sooner = event(3, '2026-11-26T15:00:00Z');
    expect(nextMatchOf([day([later, sooner]), day([sooner])], NOW)?.id).toBe(3);
  });

  it('skips what is over, lost, watched or organised', () => {
    const events = [
      event(1, '2026-11-26T08:00:00Z'),
      event(2, '2026-11-26T13:00:00Z', {
        match: {
          id: 2,
          start_time: '2026-11-26T13:00:00Z',
          end_time: null,
          level: 2,
          status: 'finished',
        },
      }),
      event(3, '2026-11-26T13:00:00Z', { is_lose_match: true }),
      event(4, '2026-11-26T13:00:00Z', { is_player: false, is_watcher: true }),
      event(5, '2026-11-26T13:00:00Z', { player_status: 'won' }),
    ];
    expect(nextMatchOf([day(events)], NOW)).toBeNull();
    expect(nextMatchOf([day([...events, event(6, '2026-11-28T13:00:00Z')])], NOW)?.id).toBe(6);
  });
});

describe('the signed-in home', () => {
  it('greets the person and shows the four sections with links to each thing', () => {
    const html = render();
    expect(html).toContain('Welcome back, alice');
    expect(html).toContain('Your next match');
    expect(html).toContain('Cup 1');
    expect(html).toContain('Round 1/2');
    expect(html).toContain('href="/tournaments/41"');
    expect(html).toContain('Live tournaments');
    expect(html).toContain('href="/tournaments/5"');
    expect(html).toContain('Night Cup');
    expect(html).toContain('8 players');
    expect(html).toContain('href="/team/9"');
    expect(html).toContain('Captain');
    expect(html).toContain('Recent results');
    expect(html).toContain('Win');
    expect(html).toContain('href="/statistics/3"');
  });

  it('says what to do when there is nothing yet', () => {
    const html = render({
      nextMatch: { state: 'ready', data: null },
      live: { state: 'ready', data: [] },
      teams: { state: 'ready', data: [] },
      results: { state: 'ready', data: [] },
    });
    expect(html).toContain('No match ahead');
    expect(html).toContain('href="/tournaments"');
    expect(html).toContain('No tournament is being played right now.');
    expect(html).toContain('You are not in a team yet.');
    expect(html).toContain('No match played yet.');
  });

  it('says when a section failed to load, and waits for one still loading', () => {
    const html = render({ live: { state: 'failed' }, teams: { state: 'loading' } });
    expect(html).toContain('This could not be loaded.');
    expect(html).not.toContain('Kyiv Wolves');
  });

  it('speaks Ukrainian, tournament names included', async () => {
    await loadLocale('ua');
    const html = render({ locale: 'ua' });
    expect(html).toContain('З поверненням, alice');
    expect(html).toContain('Нічний кубок');
    expect(html).toContain('8 гравців');
  });
});
