// Running tournaments through the API: the start job builds the bracket (or cancels), the players
// report, the creator decides disputes, winners advance to the end, and the escrow pays out to zero.
import { tournamentMatchesEndpoints, type GridMatch } from '@clutch/contract/tournament-matches';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { teamApi } from '../../../../test/teams.js';
import { enter, matchesDue, runApi, startNow } from '../../../../test/tournament-run.js';
import { hoursFromNow, tournamentApi } from '../../../../test/tournaments.js';
import { balances, fund, queryRows, useLedgerTestApp } from '../../../../test/wallet.js';
import { apportion } from '../../matches/prize-split.js';

// Real tournaments here play in manual lobbies (TOURNAMENT_HOSTS=manual): results come from reports.
const t = useLedgerTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });
const api = tournamentApi(t);
const run = runApi(t);
const client = testClient(t);
const me = tournamentMatchesEndpoints;
/** The match calls, typed; `run.grid` reads the bracket. */
const play = {
  startGame: (id: number, user: TestUser | null) =>
    client.call(me.startGame, { as: user, params: { id } }),
  report: (match: number, user: TestUser, scoreA: number, scoreB: number) =>
    client.call(me.report, {
      as: user,
      params: { match },
      body: { score_a: scoreA, score_b: scoreB },
    }),
  result: (match: number, user: TestUser, scoreA: number, scoreB: number) =>
    client.call(me.setResult, {
      as: user,
      params: { match },
      body: { score_a: scoreA, score_b: scoreB },
    }),
  postpone: (match: number, user: TestUser, at: string) =>
    client.call(me.postpone, { as: user, params: { match }, body: { new_start_time: at } }),
};

const PRIZES = { prize_pool: 100, first_place_prize: 60, second_place_prize: 30 };

async function organise(overrides: Record<string, unknown> = {}) {
  const creator = await createUser(t);
  await fund(t, creator, 100);
  const id = await api.create(creator, { ...PRIZES, third_place_prize: 10, ...overrides });
  return { id, creator };
}

async function players(id: number, count: number, fee = 10) {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(t);
    if (fee > 0) await fund(t, user, fee);
    await enter(t, { tournamentId: id, by: user, feeCrystals: fee, level: 1 + (i % 3) });
    users.push(user);
  }
  return users;
}

const status = async (id: number) =>
  (await queryRows(t, `select status from tournaments where id = ${String(id)}`))[0]?.['status'];

const escrow = async (id: number, book = 'real') =>
  Number(
    (
      await queryRows(
        t,
        `select balance from wallet_accounts where key = '${book}:escrow:tournament:${String(id)}'`,
      )
    )[0]?.['balance'] ?? 0,
  );

/** The people who report for a side: the player, or the team's captain. */
type Reporters = Map<number, TestUser>;

/** Starts what is due and has every started match reported by both sides (side a wins). */
async function playRound(id: number, creator: TestUser, reporters: Reporters) {
  await matchesDue(t, id);
  const started = await play.startGame(id, creator);
  expect(started.status, started.text).toBe(200);
  const live = (await run.grid(id)).filter((match) => match.status === 'in_game');
  for (const match of live) {
    for (const side of [match.side_a, match.side_b]) {
      const who = side ? reporters.get(side.id) : undefined;
      if (!who) throw new Error('a side has nobody to report');
      const res = await play.report(match.id, who, 2, 1);
      expect(res.status, res.text).toBe(200);
    }
  }
}

async function playToTheEnd(id: number, creator: TestUser, reporters: Reporters) {
  for (let round = 0; round < 12 && (await status(id)) === 'running'; round += 1)
    await playRound(id, creator, reporters);
  expect(await status(id)).toBe('finished');
}

async function placeOf(participantId: number) {
  const [row] = await queryRows(
    t,
    `select place from tournament_participants where id = ${String(participantId)}`,
  );
  return row?.['place'] ?? null;
}

async function reportersOf(id: number, users: TestUser[]): Promise<Reporters> {
  const rows = await queryRows(
    t,
    `select id, registered_by from tournament_participants where tournament_id = ${String(id)}`,
  );
  const byUser = new Map(users.map((user) => [user.id, user]));
  const reporters: Reporters = new Map();
  for (const row of rows) {
    const user = byUser.get(Number(row['registered_by']));
    if (user) reporters.set(Number(row['id']), user);
  }
  return reporters;
}

describe('a 1_1 tournament', () => {
  it.each([
    [2, 1],
    [3, 3],
    [5, 3],
    [8, 3],
  ])(
    'with %i players on a grid of %i plays to the end and pays the escrow out to zero',
    async (count, grid) => {
      const third = grid > 1 ? 10 : 0;
      const { id, creator } = await organise({ grid, entry_fee: 10, third_place_prize: third });
      const entrants = await players(id, count);
      await startNow(t, id);
      expect(await status(id)).toBe('running');
      const matches = await run.grid(id);
      expect(matches).toHaveLength(2 ** grid - 1 + (third > 0 ? 1 : 0));
      await playToTheEnd(id, creator, await reportersOf(id, entrants));
      expect(await escrow(id)).toBe(0);

      // Pool: 100 + fees after the 5% platform fee, split 60/30/10 (the rest to the organiser).
      const fees = count * 1000;
      const shared = 10_000 + fees - Math.floor(fees / 20);
      const [first = 0, second = 0, thirdShare = 0] = apportion(shared, [60, 30, third]);
      const final = (await run.grid(id)).find((m) => m.level === 1 && !m.is_third_place);
      const winner = entrants.find((user) => user.id === sideUser(final, final?.winner));
      expect(winner).toBeDefined();
      if (winner) expect((await balances(t, winner)).balance).toBe(first / 100);
      const paid = await Promise.all(
        entrants.map(async (user) => (await balances(t, user)).balance),
      );
      const organiser = (await balances(t, creator)).balance;
      const thirdTaken = paid.filter((balance) => balance === thirdShare / 100).length > 0;
      expect(paid.filter((balance) => balance > 0).sort((x, y) => y - x)).toEqual(
        [first, second, ...(thirdTaken && third > 0 ? [thirdShare] : [])].map((v) => v / 100),
      );
      expect(organiser).toBe(thirdTaken || third === 0 ? 0 : thirdShare / 100);
    },
  );
});

function sideUser(match: GridMatch | undefined, participantId: number | null | undefined) {
  if (!match || participantId == null) return undefined;
  const side = match.side_a?.id === participantId ? match.side_a : match.side_b;
  return side?.user?.id;
}

describe('a 5_5 tournament', () => {
  it('with 4 teams splits the first prize by the locked percentages', async () => {
    const teams = teamApi(t);
    const { id, creator } = await organise({ type: '5_5', grid: 2, entry_fee: 10 });
    const leaders: TestUser[] = [];
    const squads: { leader: TestUser; members: TestUser[]; participant: number }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { team, leader, members } = await teams.teamOf(4);
      await fund(t, leader, 10);
      const shares = [
        { userId: leader.id, percentage: 40 },
        ...members.map((member) => ({ userId: member.id, percentage: 15 })),
      ];
      const participant = await enter(t, {
        tournamentId: id,
        by: leader,
        feeCrystals: 10,
        team: { id: team.id, shares },
      });
      leaders.push(leader);
      squads.push({ leader, members, participant });
    }
    await startNow(t, id);
    await playToTheEnd(id, creator, await reportersOf(id, leaders));
    expect(await escrow(id)).toBe(0);
    const champions = await Promise.all(
      squads.map(async (squad) => ((await placeOf(squad.participant)) === 1 ? squad : null)),
    );
    const champion = champions.find((squad) => squad !== null);
    if (!champion) throw new Error('no champion');
    // 100 + 40 fees - 2 platform fee = 138; first 60% = 82.80, split 40/15/15/15/15.
    expect((await balances(t, champion.leader)).balance).toBe(33.12);
    for (const member of champion.members) expect((await balances(t, member)).balance).toBe(12.42);
    const [row] = await queryRows(
      t,
      `select count(*)::int as n from tournament_participants where tournament_id = ${String(id)} and place is not null`,
    );
    expect(row?.['n']).toBe(3);
  });
});

describe('the start', () => {
  it('with fewer than two players cancels and releases every hold', async () => {
    const { id, creator } = await organise({ entry_fee: 10 });
    const [alone] = await players(id, 1);
    await startNow(t, id);
    expect(await status(id)).toBe('cancelled');
    expect(await run.grid(id)).toEqual([]);
    expect((await balances(t, creator)).balance).toBe(100);
    if (alone) expect((await balances(t, alone)).balance).toBe(10);
  });

  it('runs once: a second run of the job changes nothing', async () => {
    const { id } = await organise();
    await players(id, 2, 0);
    await startNow(t, id);
    const before = await run.grid(id);
    await t.jobs.runDue(new Date(Date.now() + 500 * 86_400_000));
    expect(await run.grid(id)).toEqual(before);
  });

  it('moves with the start time when the creator edits it', async () => {
    const { id, creator } = await organise();
    const moved = hoursFromNow(48);
    const res = await client.call(tournamentsEndpoints.patch, {
      as: creator,
      params: { id },
      rawBody: { start_time: moved },
    });
    expect(res.status, res.text).toBe(200);
    const [job] = await queryRows(
      t,
      `select run_at from jobs where kind = 'tournament-start' and key = 'tournament:${String(id)}' and done_at is null`,
    );
    expect(new Date(String(job?.['run_at'])).toISOString()).toBe(new Date(moved).toISOString());
  });
});

async function twoPlayerMatch(overrides: Record<string, unknown> = {}) {
  const { id, creator } = await organise({ grid: 1, third_place_prize: 0, ...overrides });
  const [a, b] = await players(id, 2, 0);
  if (!a || !b) throw new Error('players');
  await startNow(t, id);
  const [final] = await run.grid(id);
  if (!final) throw new Error('no final');
  const sideA = final.side_a?.user?.id === a.id ? a : b;
  const sideB = sideA === a ? b : a;
  return { id, creator, final, sideA, sideB };
}

describe('results', () => {
  it('a disagreement is disputed until the creator decides', async () => {
    const { id, creator, final, sideA, sideB } = await twoPlayerMatch();
    await matchesDue(t, id);
    expect((await play.startGame(id, creator)).status).toBe(200);
    expect((await play.report(final.id, sideA, 2, 0)).body.is_disputed).toBe(false);
    const disputed = await play.report(final.id, sideB, 0, 2);
    expect(disputed.body).toMatchObject({ is_disputed: true, status: 'in_game' });
    expect((await play.result(final.id, sideA, 2, 0)).status).toBe(403);
    const decided = await play.result(final.id, creator, 0, 3);
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'finished',
      is_disputed: false,
      score_a: 0,
      score_b: 3,
    });
    expect(await status(id)).toBe('finished');
    expect((await play.report(final.id, sideA, 2, 0)).status).toBe(422);
    // 100 split 60:30 between the two places played.
    expect((await balances(t, sideB)).balance).toBe(66.67);
  });

  it('only players of the match report, and only once it started', async () => {
    const { id, creator, final, sideA } = await twoPlayerMatch();
    const stranger = await createUser(t);
    expect((await play.report(final.id, sideA, 2, 0)).status).toBe(422);
    await matchesDue(t, id);
    expect((await play.startGame(id, stranger)).status).toBe(403);
    expect((await play.startGame(id, sideA)).status).toBe(403);
    expect((await play.startGame(id, null)).status).toBe(401);
    expect((await play.startGame(id, creator)).status).toBe(200);
    expect((await play.startGame(id, creator)).status).toBe(422);
    expect((await play.report(final.id, stranger, 2, 0)).status).toBe(403);
    expect((await play.report(final.id, creator, 2, 0)).status).toBe(403);
    expect((await play.result(final.id, stranger, 2, 0)).status).toBe(403);
    expect((await play.report(final.id, sideA, 1, 1)).status).toBe(400);
    expect((await play.report(9_999_999, sideA, 2, 0)).status).toBe(404);
  });
});

describe('postpone', () => {
  it('moves a match that has not started later, for the creator only', async () => {
    const { id, creator, final, sideA } = await twoPlayerMatch();
    const later = hoursFromNow(30);
    expect((await play.postpone(final.id, sideA, later)).status).toBe(403);
    expect((await play.postpone(final.id, creator, hoursFromNow(-1))).status).toBe(400);
    const moved = await play.postpone(final.id, creator, later);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.start_time).toBe(new Date(later).toISOString());
    expect((await play.postpone(final.id, creator, hoursFromNow(1))).status).toBe(400);
    expect((await play.startGame(id, creator)).status).toBe(422);
  });
});

describe('the simulator', () => {
  it('plays a demo tournament’s started match to a result after its delay', async () => {
    const { id, creator, final } = await twoPlayerMatch({ is_demo: true });
    await matchesDue(t, id);
    expect((await play.startGame(id, creator)).status).toBe(200);
    await t.jobs.runDue(new Date(Date.now() + 120_000));
    const [played] = await run.grid(id);
    expect(played).toMatchObject({ id: final.id, status: 'finished' });
    expect(await status(id)).toBe('finished');
    expect(await escrow(id, 'demo')).toBe(0);
  });

  it('never decides a real-crystal tournament', async () => {
    const { id, creator } = await twoPlayerMatch();
    await matchesDue(t, id);
    expect((await play.startGame(id, creator)).status).toBe(200);
    await t.jobs.runDue(new Date(Date.now() + 120_000));
    const [live] = await run.grid(id);
    expect(live?.status).toBe('in_game');
  });
});
