import type { GridMatch } from '@clutch/contract/tournament-matches';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { CommentatorCard } from './commentator-card';

const match: GridMatch = {
  id: 1,
  level: 2,
  position: 1,
  is_third_place: false,
  side_a: {
    id: 7,
    user: null,
    team: { id: 3, name: 'Radiant', avatar_url: null },
    seed: 1,
  },
  side_b: null,
  score_a: 0,
  score_b: 0,
  winner: null,
  status: 'scheduled',
  start_time: '2030-01-01T10:00:00.000Z',
  stream_link: null,
  is_disputed: false,
};

function render(): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <CommentatorCard
          match={match}
          rosters={[{ id: 7, players: [{ user: { id: 1, username: 'mid', avatar_url: null } }] }]}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('CommentatorCard', () => {
  it('shows both sides with VS between them, the team and its player', () => {
    const html = render();
    expect(html).toContain('Radiant');
    expect(html).toContain('mid');
    expect(html.indexOf('Radiant')).toBeLessThan(html.indexOf('VS'));
  });

  it('shows a question mark for the side not known yet', () => {
    const html = render();
    const second = html.slice(html.indexOf('VS'));
    expect(second).toMatch(/>\?</);
  });

  it('gives a player without a picture the default avatar', () => {
    expect(render()).toContain('data-testid="default-avatar"');
  });

  it('shows when the match starts', () => {
    expect(render()).toMatch(/Starts [^<]*2030/);
  });
});
