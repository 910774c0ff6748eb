// Notifications of running tournaments, end to end: the start with each player's first match, a
// postponed match, a match ready or started, a win, the end with the places, and a cancellation for
// want of players; each event makes one notification per user however often it is delivered.
import type { Notification } from '@clutch/contract/notifications';
import { WIN_MESSAGE } from '@clutch/contract/tournament-live';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { liveApi, organiseLive } from '../../../test/live-tournament.js';
import { notificationsOf, untilIdle } from '../../../test/notifications.js';
import type { AppEvent } from '../../app-events.js';
import { tournamentNotificationsFor } from './tournament-notifications.js';

// Real tournaments here play in manual lobbies (TOURNAMENT_HOSTS=manual): results come from reports.
const t = useTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });

/** The user's notifications once every background notice has been made, oldest first. */
async function noticesOf(user: TestUser): Promise<Notification[]> {
  await untilIdle(t);
  return (await notificationsOf(t, user)).results.reverse();
}

const link = (id: number) => `/tournaments/${String(id)}`;

describe('notifications of a running tournament', () => {
  it('tell each player of the start, a postponement, the start of their match, a win and their place', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const play = liveApi(t, live);
    await play.start();
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    const later = new Date(Date.parse(final.start_time) + 90 * 60_000);
    later.setUTCSeconds(0, 0);
    const at = later.toISOString();
    expect((await play.run.postpone(final.id, live.creator, at)).statusCode).toBe(200);
    await play.startMatches();
    await play.play(final, 2, 1);
    const winner = play.playerOf(final.side_a);
    const runnerUp = play.playerOf(final.side_b);
    const about = { tournament_id: live.id, link: link(live.id) };
    const shown = `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;

    const before = [
      [
        'system',
        {
          ...about,
          match_id: final.id,
          text: expect.stringMatching(
            /^The tournament has started\. Your first match starts at .* UTC\.$/,
          ) as unknown,
        },
      ],
      [
        'match_postponed',
        { ...about, match_id: final.id, text: `The match was postponed to ${shown}.` },
      ],
      [
        'match_ready',
        {
          ...about,
          match_id: final.id,
          text: 'Your match has started: the lobby details are on the tournament page.',
        },
      ],
    ];
    // Notices of one request are made side by side, so their order is not fixed.
    const expectNotices = async (user: TestUser, expected: unknown[]) => {
      const shown = (await noticesOf(user)).map((n) => [n.type, n.atributtes]);
      expect(shown).toHaveLength(expected.length);
      expect(shown).toEqual(expect.arrayContaining(expected));
    };
    await expectNotices(winner, [
      ...before,
      ['match_win', { ...about, match_id: final.id, text: WIN_MESSAGE }],
      ['system', { ...about, text: 'The tournament has finished: you took 1st place.' }],
    ]);
    await expectNotices(runnerUp, [
      ...before,
      ['system', { ...about, text: 'The tournament has finished: you took 2nd place.' }],
    ]);
  });

  it('tell the players of a final that it is ready once both semifinals are won', async () => {
    const live = await organiseLive(t, 4, { third_place_prize: 0, prize_pool: 90 });
    const play = liveApi(t, live);
    await play.start();
    await play.startMatches();
    for (const semi of await play.level(2)) await play.play(semi, 2, 0);
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    for (const side of [final.side_a, final.side_b]) {
      const ready = (await noticesOf(play.playerOf(side))).filter((n) => n.type === 'match_ready');
      expect(ready.map((n) => n.atributtes)).toContainEqual({
        tournament_id: live.id,
        match_id: final.id,
        link: link(live.id),
        text: expect.stringMatching(/^Your match is ready; it starts at .* UTC\.$/) as unknown,
      });
    }
  });

  it('tell a registered player when the start cancels the tournament for want of players', async () => {
    const live = await organiseLive(t, 1, { grid: 1 });
    await liveApi(t, live).start();
    const [player] = live.players;
    if (!player) throw new Error('no player');
    expect((await noticesOf(player)).map((n) => [n.type, n.atributtes.text])).toEqual([
      [
        'system',
        'The tournament was cancelled: too few players registered. Any fee is back on your balance.',
      ],
    ]);
  });

  it('make one notification per event and user however many times the event arrives', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const [player] = live.players;
    if (!player) throw new Error('no player');
    const event: AppEvent = {
      type: 'MatchWon',
      tournamentId: live.id,
      matchId: 1,
      userIds: [player.id, player.id],
      loserIds: [],
    };
    for (let i = 0; i < 3; i += 1) await t.bus.publish(event);
    expect((await noticesOf(player)).filter((n) => n.type === 'match_win')).toHaveLength(1);
  });
});

describe('which tournament events become notifications', () => {
  it.each<[AppEvent, string[]]>([
    [{ type: 'MatchDisputed', tournamentId: 1, matchId: 2, userIds: [3] }, []],
    [{ type: 'MatchUpdated', tournamentId: 1, matchId: 2, version: 4 }, []],
    [
      { type: 'TournamentCancelled', tournamentId: 1, userIds: [3, 4], reason: 'creator' },
      ['tournament_cancelled:1:3', 'tournament_cancelled:1:4'],
    ],
    [
      {
        type: 'TournamentFinished',
        tournamentId: 1,
        userIds: [3, 5],
        podium: [{ userId: 3, place: 1 }],
      },
      ['tournament_finished:1:3', 'tournament_finished:1:5'],
    ],
    [
      {
        type: 'MatchStatusChanged',
        tournamentId: 1,
        matchId: 2,
        status: 'in_game',
        startTime: '2030-01-01T10:00:00.000Z',
        userIds: [3],
      },
      ['match_in_game:2:3'],
    ],
  ])('turn %o into notices keyed %o', (event, keys) => {
    expect(tournamentNotificationsFor(event).map((draft) => draft.key)).toEqual(keys);
  });

  it('tell the organiser’s cancellation apart from one for want of players', () => {
    const [notice] = tournamentNotificationsFor({
      type: 'TournamentCancelled',
      tournamentId: 1,
      userIds: [3],
      reason: 'creator',
    });
    expect(notice?.attributes.text).toBe(
      'The organiser cancelled the tournament; any fee is back on your balance.',
    );
  });
});
