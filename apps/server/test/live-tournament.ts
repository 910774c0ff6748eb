// A small running tournament for tests of what its players and watchers are told: players entered
// straight into the tables, the start job run now, and matches played by both sides' reports.
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { enter, matchesDue, runApi, startNow } from './tournament-run.js';
import { tournamentApi } from './tournaments.js';
import { fund } from './wallet.js';

export interface LiveTournament {
  id: number;
  creator: TestUser;
  players: TestUser[];
}

/** A 1_1 tournament of 2^grid places with `count` players entered (no fees), not started yet. */
export async function organiseLive(
  t: TestApp,
  count: number,
  overrides: Record<string, unknown> = {},
): Promise<LiveTournament> {
  const creator = await createUser(t);
  await fund(t, creator, 100);
  // A one-level bracket (the final alone) has no third place.
  const third = overrides['grid'] === 1 ? 0 : 10;
  const id = await tournamentApi(t).create(creator, {
    grid: 2,
    prize_pool: 90 + third,
    first_place_prize: 60,
    second_place_prize: 30,
    third_place_prize: third,
    ...overrides,
  });
  const players: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(t);
    await enter(t, { tournamentId: id, by: user, level: 1 + i });
    players.push(user);
  }
  return { id, creator, players };
}

export function liveApi(t: TestApp, live: LiveTournament) {
  const run = runApi(t);
  const playerOf = (side: GridMatch['side_a']): TestUser => {
    const found = live.players.find((player) => player.id === side?.user?.id);
    if (!found) throw new Error(`no player for side ${JSON.stringify(side)}`);
    return found;
  };
  const expectOk = (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what} answered ${res.body}`);
  };
  return {
    run,
    playerOf,
    start: () => startNow(t, live.id),
    /** Lets every unfinished match start now and starts the ready ones. */
    async startMatches() {
      await matchesDue(t, live.id);
      expectOk(await run.startGame(live.id, live.creator), 'startgame');
    },
    /** Both sides report `a:b` for the match; answers it as it is now. */
    async play(match: GridMatch, scoreA: number, scoreB: number) {
      for (const side of [match.side_a, match.side_b])
        expectOk(await run.report(match.id, playerOf(side), scoreA, scoreB), 'report');
      const now = (await run.grid(live.id)).find((m) => m.id === match.id);
      if (!now) throw new Error('the match vanished');
      return now;
    },
    /** The grid's matches at `level` (1 = final), third-place match apart. */
    async level(level: number, thirdPlace = false) {
      return (await run.grid(live.id)).filter(
        (m) => m.level === level && m.is_third_place === thirdPlace,
      );
    },
  };
}
