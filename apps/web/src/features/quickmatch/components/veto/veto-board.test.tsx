import type { QuickMatch } from '@clutch/contract/quickmatch';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { heroVeto, lobby } from '../../lobby.fixture';
import { VetoBoard } from './veto-board';

const HEROES = ['Axe', 'Bane', 'Chen', 'Doom'].map((name, index) => ({
  id: index + 1,
  name,
  image: `/heroes/${String(index + 1)}.svg`,
}));

function render(data: QuickMatch): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <VetoBoard lobby={data} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const vetoLobby = (position: number | null) =>
  lobby({
    status: 'veto',
    position,
    game_details: {
      game: 1,
      server: 'europe',
      server_display: 'Europe',
      ban_type: 'one_of_many',
      heroes: HEROES,
    },
    veto: heroVeto({
      moves: [{ side: 'a', action: 'ban', item: '2', random: true }],
      available: ['1', '3', '4'],
      turn: { side: 'b', action: 'ban', deadline: '2030-01-01T10:00:30.000Z', step: 1 },
    }),
  });

const count = (html: string, text: string) => html.split(text).length - 1;

describe('the pick-and-ban board, rendered', () => {
  it('lets the side whose turn it is click each hero still available', () => {
    const html = render(vetoLobby(2));
    expect(count(html, 'data-testid="veto-choice"')).toBe(3);
    expect(html).toContain('Your side’s turn: ban');
  });

  it('shows the other side the turn and nothing to click', () => {
    const html = render(vetoLobby(1));
    expect(count(html, 'data-testid="veto-choice"')).toBe(0);
    expect(html).toContain('Dire’s turn: ban');
  });

  it('greys a banned hero with the side that banned it and the clock’s mark', () => {
    const html = render(vetoLobby(null));
    expect(html).toContain('Bane: banned by Radiant');
    expect(html).toContain('time ran out');
    expect(html).toContain('/heroes/2.svg');
  });

  it('offers the two halves on the caller’s side step', () => {
    const data = vetoLobby(2);
    const veto =
      data.veto === null
        ? null
        : {
            ...data.veto,
            kind: 'map' as const,
            turn: {
              side: 'b' as const,
              action: 'side' as const,
              deadline: '2030-01-01T10:00:30.000Z',
              step: 6,
            },
          };
    const html = render({ ...data, veto });
    expect(html).toContain('Counter-Terrorists');
    expect(html).toContain('Terrorists');
  });
});
