import type { QuickMatch } from '@clutch/contract/quickmatch';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { lobby, player, side } from '../../lobby.fixture';
import { lobbyAbilities } from '../../lobby-seats';
import { LobbySides } from './lobby-sides';

const FIVE = lobby({
  type: '5_5',
  slots: 10,
  position: null,
  team: null,
  teams: [
    side(101, 'a', [1, 2, 3, 4, 5], [player(1, 7, 'alice', { is_creator: true, is_ready: true })]),
    side(102, 'b', [6, 7, 8, 9, 10], [player(6, 9, 'bob')]),
  ],
});

function render(data: QuickMatch, viewerId: number, isLocked = false): string {
  const actions = {
    onTakeSeat: () => undefined,
    onRemove: () => undefined,
    isLocked,
    isBusy: false,
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <LobbySides lobby={data} abilities={lobbyAbilities(data, viewerId)} actions={actions} />
        </MantineProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('the lobby’s sides, rendered', () => {
  it('shows every seat, the ready and creator marks, and one way in per side', () => {
    const html = render(FIVE, 20);
    expect(count(html, 'data-testid="lobby-seat"')).toBe(2);
    expect(count(html, 'data-testid="lobby-empty-seat"')).toBe(8);
    expect(count(html, 'data-testid="seat-ready"')).toBe(1);
    expect(html).toContain('aria-label="Lobby creator"');
    expect(count(html, '>Take a seat<')).toBe(2);
  });

  it('offers a seated player a move to the other side only', () => {
    const seated = { ...FIVE, position: 6, team: 102 };
    const html = render(seated, 9);
    expect(count(html, '>Move here<')).toBe(1);
    expect(count(html, '>Take a seat<')).toBe(0);
  });

  it('lets the creator remove others, and offers no seat in a closed lobby without its link', () => {
    expect(render({ ...FIVE, position: 1, team: 101 }, 7)).toContain('Remove bob from the lobby');
    expect(render(FIVE, 20, true)).not.toContain('>Take a seat<');
  });
});
