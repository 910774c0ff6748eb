import type { QuickMatchCard } from '@clutch/contract/quickmatch';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { LobbyCard } from './lobby-card';

const CARD: QuickMatchCard = {
  id: 12,
  game: 2,
  name: 'Aim night',
  type: '5_5',
  type_display: '5x5',
  status: 'waiting',
  game_time_type: 'snap_game',
  game_time: null,
  is_opened: false,
  mix: false,
  is_demo: false,
  prize: 25.5,
  entry_fee: 2,
  slots: 10,
  checked_in_slots: 3,
  game_details: { server: 'europe', server_display: 'West Europe' },
  created_by: { id: 7, username: 'alice', avatar_url: null },
  created_at: '2030-01-01T09:00:00.000Z',
};

function render(card: QuickMatchCard, path = '/'): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <LobbyCard lobby={card} />
        </MantineProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe('the lobby card, rendered', () => {
  it('shows the game, seats taken, region, format, money and the way to the lobby', () => {
    const html = render(CARD);
    expect(html).toContain('Counter-Strike 2');
    expect(html).toContain('3/10');
    // The region in the viewer's language, not the server's English display name.
    expect(html).toContain('>Europe<');
    expect(html).not.toContain('West Europe');
    expect(html).toContain('5x5');
    expect(html).toContain('Entry fee 2');
    expect(html).toContain('href="/match/12"');
  });

  it('has no countdown for a lobby that starts when full', () => {
    const html = render(CARD);
    expect(html).not.toContain('data-testid="lobby-countdown"');
    expect(html).toContain('Starts when full');
  });

  it('counts down to a timed lobby’s start, in the route’s locale', () => {
    const html = render(
      { ...CARD, game_time_type: 'timed', game_time: '2999-01-01T10:00:00Z' },
      '/ua/quick-matches',
    );
    expect(html).toContain('data-testid="lobby-countdown"');
    expect(html).toContain('href="/ua/match/12"');
  });
});
