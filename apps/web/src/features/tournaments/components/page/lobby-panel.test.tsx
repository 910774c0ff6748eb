import type { LobbyCredentials } from '@clutch/contract/matches';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { LobbyPanel } from './lobby-panel';

function render(gameId: number, lobby: LobbyCredentials | null): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <LobbyPanel tournament={{ game_id: gameId, lobby_credentials: lobby }} />
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the lobby panel of a started tournament match', () => {
  it('shows a Dota 2 lobby with a way to get the bot’s invitation again', () => {
    const html = render(1, {
      match_id: 7,
      lobby_name: 'Clutch T7',
      password: 'a1b2c3d4',
      connect: null,
    });
    expect(html).toContain('Clutch T7');
    expect(html).toContain('a1b2c3d4');
    expect(html).toContain('data-testid="lobby-resend"');
    expect(html).toContain('Send the in-game invitation again');
  });

  it('shows a CS2 server’s console command and no invitation to resend', () => {
    const html = render(2, {
      match_id: 8,
      lobby_name: 'eu-1',
      password: 'ffee',
      connect: 'connect 203.0.113.7:27015; password ffee',
    });
    expect(html).toContain('data-testid="lobby-connect"');
    expect(html).not.toContain('data-testid="lobby-resend"');
  });

  it('shows nothing to someone who does not play the match', () => {
    const html = render(1, null);
    expect(html).not.toContain('data-testid="lobby-name"');
    expect(html).not.toContain('data-testid="lobby-resend"');
  });
});
