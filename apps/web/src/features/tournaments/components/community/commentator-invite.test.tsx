import type { Commentator, GridMatch } from '@clutch/contract/tournament-matches';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { commentatorsQueryOptions } from '../../api/invites';
import { playersQueryOptions } from '../../api/registration';
import { CommentatorInvite } from './commentator-invite';

const user = (id: number, username: string) => ({ id, username, avatar_url: null });
const match: GridMatch = {
  id: 9,
  level: 2,
  position: 1,
  is_third_place: false,
  side_a: { id: 1, user: user(11, 'mid_king'), team: null, seed: 1 },
  side_b: { id: 2, user: user(12, 'safe_lane'), team: null, seed: 2 },
  score_a: 0,
  score_b: 0,
  winner: null,
  status: 'scheduled',
  start_time: '2030-01-01T10:00:00.000Z',
  stream_link: null,
  is_disputed: false,
};
const invitation = (status: number): Commentator => ({
  id: 3,
  match,
  tournament_id: 4,
  user: user(20, 'caster'),
  status,
  created_at: '2029-12-31T10:00:00.000Z',
});

function render(casters: Commentator[]): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(commentatorsQueryOptions(9).queryKey, casters);
  queryClient.setQueryData(playersQueryOptions(4).queryKey, []);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <CommentatorInvite tournamentId={4} matchId={9} instance={3} onClose={() => undefined} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('CommentatorInvite', () => {
  it('shows a pending invitation as the match card with Accept and Decline', () => {
    const html = render([invitation(1)]);
    expect(html).toContain('data-testid="commentator-card"');
    expect(html).toContain('mid_king');
    expect(html).toContain('safe_lane');
    expect(html).toContain('Accept');
    expect(html).toContain('Decline');
  });

  it('says an answered invitation has been answered, with no Accept', () => {
    const html = render([invitation(2)]);
    expect(html).toContain('This invitation has already been answered.');
    expect(html).not.toContain('Accept');
  });

  it('says an invitation the match no longer has is not valid', () => {
    expect(render([])).toContain('This invitation is no longer valid.');
  });
});
