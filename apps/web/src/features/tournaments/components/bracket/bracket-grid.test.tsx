import type { GridMatch } from '@clutch/contract/tournament-matches';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { gridQueryOptions } from '../../api/grid';
import { gridMatch } from '../../grid-match.fixture';
import { NO_VIEWER, type MatchViewer } from './match-actions';
import { BracketGrid } from './bracket-grid';

const side = (id: number, username: string) => ({
  id,
  user: { id: id * 10, username, avatar_url: null },
  team: null,
  seed: id,
});

const match = gridMatch;

function render(
  matches: GridMatch[],
  viewer: MatchViewer = NO_VIEWER,
  onOpenMatchChat?: (matchId: number) => void,
): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(gridQueryOptions(4).queryKey, matches);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <BracketGrid tournamentId={4} viewer={viewer} onOpenMatchChat={onOpenMatchChat} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the bracket, rendered', () => {
  it('labels the rounds from the semifinals to the final, the third place apart', () => {
    const html = render([
      match({ id: 3, level: 1, position: 1 }),
      match({ id: 4, level: 1, position: 2, is_third_place: true }),
      match({
        id: 1,
        level: 2,
        position: 1,
        side_a: side(1, 'ann'),
        side_b: side(2, 'bob'),
        score_a: 2,
        score_b: 1,
        winner: 1,
        status: 'finished',
      }),
      match({
        id: 2,
        level: 2,
        position: 2,
        side_a: side(3, 'cid'),
        side_b: side(4, 'dan'),
        status: 'in_game',
      }),
    ]);
    const semis = html.indexOf('Round 1/2');
    const final = html.indexOf('Round 1<');
    expect(semis).toBeGreaterThan(-1);
    expect(final).toBeGreaterThan(semis);
    expect(html.indexOf('Third place')).toBeGreaterThan(final);
    expect(html).toContain('Started');
    expect(html).toContain('To be decided');
    expect(html.match(/data-testid="bracket-match"/g)).toHaveLength(4);
  });

  it('says the bracket comes with the start while it has no matches', () => {
    expect(render([])).toContain('The bracket is drawn when the tournament starts.');
  });

  it('gives the creator the start button and each open match its actions', () => {
    const due = '2020-01-01T10:00:00.000Z';
    const sides = { side_a: side(1, 'ann'), side_b: side(2, 'bob') };
    const ready = match({
      id: 1,
      level: 1,
      position: 1,
      ...sides,
      status: 'ready',
      start_time: due,
    });
    const creator = render([ready], {
      isCreator: true,
      participantId: null,
      isCaptain: false,
      castingMatchIds: [],
    });
    expect(creator).toContain('Start ready matches');
    expect(creator).toContain('aria-label="Match actions"');
    const guest = render([ready]);
    expect(guest).not.toContain('Start ready matches');
    expect(guest).not.toContain('Match actions');
  });

  it('crowns the final’s winner and lets anyone watch a match’s stream', () => {
    const final = match({
      ...{ id: 1, level: 1, position: 1, side_a: side(1, 'ann'), side_b: side(2, 'bob') },
      ...{ status: 'finished', score_b: 2, winner: 2, stream_link: 'caster_1' },
    });
    const html = render([final]);
    expect(html).toContain('data-testid="bracket-champion"');
    expect(html.slice(html.indexOf('Champion'))).toContain('bob');
    expect(html).toContain('Watch the stream');
  });

  it("offers a match's chat room to its players only, when the page can open it", () => {
    const matches = [
      match({ id: 1, level: 2, position: 1, side_a: side(1, 'ann'), side_b: side(2, 'bob') }),
      match({ id: 2, level: 2, position: 2, side_a: side(3, 'cid'), side_b: side(4, 'dan') }),
    ];
    const ann: MatchViewer = { ...NO_VIEWER, participantId: 1 };
    const open = () => undefined;
    expect(render(matches, ann, open).match(/Match chat/g)).toHaveLength(1);
    expect(render(matches, NO_VIEWER, open)).not.toContain('Match chat');
    expect(render(matches, ann)).not.toContain('Match chat');
  });
});
