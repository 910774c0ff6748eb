// C6's tournament commands: create a paid tournament (the pool held from its creator), register
// (the entry fee held), unregister (leave), refund (the creator removes a player), cancel, start
// (the start job captures every hold into the escrow, or cancels with fewer than two players),
// report a result, and pay out (results to the end: the last one settles the prizes).
import fc from 'fast-check';
import { at, makeCommand, other, type C6Command } from './c6-command.js';
import { expectedSettlement, type Model, type ModelTournament } from './c6-model.js';
import {
  cancelTournament,
  createTournament,
  grid,
  leave,
  playable,
  register,
  removePlayer,
  setResult,
  startSoon,
  tournamentStatus,
  waitStarted,
} from './c6-tournaments.js';
import type { Real } from './c6-check.js';

const MAX_TOURNAMENTS = 3;
const MAX_STARTS = 2;

/** Players register only for others' tournaments: a creator in their own bracket is another story. */
const playerIndex = (t: ModelTournament, pick: number, n: number) =>
  pick % n === t.creator ? other(t.creator, pick, n) : pick % n;

function release(model: Model, t: ModelTournament, index: number) {
  const user = at(model.users, index);
  user.held -= t.fee * 100;
  user.balance += t.fee * 100;
  t.players.delete(index);
}

function releaseAll(model: Model, t: ModelTournament) {
  for (const index of [...t.players]) release(model, t, index);
  const creator = at(model.users, t.creator);
  creator.held -= t.pool * 100;
  creator.balance += t.pool * 100;
}

/** After the last result: the settlement the model expects, from who took places 1 to 3. */
async function settle(model: Model, real: Real, t: ModelTournament): Promise<number[]> {
  const ids = await real.observer.podium(t.id);
  const indexOf = (id: number | null) =>
    id === null ? null : model.users.findIndex((u) => u.player.id === id);
  const podium = [indexOf(ids[0]), indexOf(ids[1]), indexOf(ids[2])] as const;
  const [p1, p2, p3] = t.prizes;
  const money = {
    fee: t.fee * 100,
    pool: t.pool * 100,
    prizes: [p1 * 100, p2 * 100, p3 * 100] as const,
  };
  const plan = expectedSettlement(money, t.players.size, podium);
  for (const [index, amount] of plan.payouts) at(model.users, index).balance += amount;
  at(model.users, t.creator).balance += plan.organiser;
  model.revenue += plan.platformFee;
  t.escrow = 0;
  t.status = 'finished';
  return [...plan.payouts.keys(), t.creator];
}

export const createTournamentCommand = fc
  .record({
    creator: fc.nat(),
    fee: fc.integer({ min: 0, max: 3 }),
    prizes: fc.tuple(fc.nat(4), fc.nat(3), fc.nat(2)),
    extra: fc.nat(3),
    grid: fc.integer({ min: 1, max: 2 }),
  })
  .map(({ creator, fee, prizes, extra, grid: levels }) => {
    const pool = prizes[0] + prizes[1] + prizes[2] + extra;
    return makeCommand(
      `create tournament(user#${String(creator)}, fee ${String(fee)}, pool ${String(pool)}, prizes ${prizes.join('/')}, grid ${String(levels)})`,
      {
        name: 'create tournament',
        check: (model) => model.tournaments.length < MAX_TOURNAMENTS,
        async act(model, real) {
          const index = creator % model.users.length;
          const owner = at(model.users, index);
          const spec = { fee, pool, prizes, grid: levels };
          const { reply, id } = await createTournament(real.origin, owner.player, spec);
          return {
            reply,
            // A one-level bracket has no third-place match, so it may announce no third prize.
            expected: owner.balance >= pool * 100 && !(levels === 1 && prizes[2] > 0),
            touched: [index],
            apply() {
              owner.balance -= pool * 100;
              owner.held += pool * 100;
              model.tournaments.push({
                id: id ?? 0,
                creator: index,
                ...spec,
                status: 'registration',
                players: new Set(),
                escrow: 0,
              });
            },
          };
        },
      },
    );
  });

const tournamentPick = fc.record({ user: fc.nat(), t: fc.nat() });
const someTournament = (model: Readonly<Model>) => model.tournaments.length > 0;

const join = tournamentPick.map(({ user, t: pick }) =>
  makeCommand(`register(user#${String(user)} → t#${String(pick)})`, {
    name: 'register',
    check: someTournament,
    async act(model, real) {
      // Mostly open tournaments; now and then any (a refusal to check).
      const taking = model.tournaments.filter((x) => x.status === 'registration');
      const t = at(taking.length > 0 && user % 5 > 0 ? taking : model.tournaments, pick);
      const index = playerIndex(t, user, model.users.length);
      const player = at(model.users, index);
      const reply = await register(real.origin, player.player, t.id);
      const open = t.status === 'registration' && t.players.size < 2 ** t.grid;
      return {
        reply,
        expected: open && !t.players.has(index) && player.balance >= t.fee * 100,
        touched: [index],
        apply() {
          player.balance -= t.fee * 100;
          player.held += t.fee * 100;
          t.players.add(index);
        },
      };
    },
  }),
);

const unregister = tournamentPick.map(({ user, t: pick }) =>
  makeCommand(`unregister(user#${String(user)} ← t#${String(pick)})`, {
    name: 'unregister (leave)',
    check: someTournament,
    async act(model, real) {
      const t = at(model.tournaments, pick);
      const index = playerIndex(t, user, model.users.length);
      const reply = await leave(real.origin, at(model.users, index).player, t.id);
      return {
        reply,
        expected: t.status === 'registration' && t.players.has(index),
        touched: [index],
        apply: () => release(model, t, index),
      };
    },
  }),
);

const refund = tournamentPick.map(({ user, t: pick }) =>
  makeCommand(`refund(creator removes user#${String(user)} from t#${String(pick)})`, {
    name: 'refund (creator removes a player)',
    check: someTournament,
    async act(model, real) {
      const t = at(model.tournaments, pick);
      const index = playerIndex(t, user, model.users.length);
      const creator = at(model.users, t.creator).player;
      const reply = await removePlayer(
        real.origin,
        creator,
        t.id,
        at(model.users, index).player.id,
      );
      return {
        reply,
        expected: t.status === 'registration' && t.players.has(index),
        touched: [index],
        apply: () => release(model, t, index),
      };
    },
  }),
);

const cancel = fc.nat().map((pick) =>
  makeCommand(`cancel tournament(t#${String(pick)})`, {
    name: 'cancel tournament',
    check: someTournament,
    async act(model, real) {
      const t = at(model.tournaments, pick);
      const reply = await cancelTournament(real.origin, at(model.users, t.creator).player, t.id);
      return {
        reply,
        expected: t.status === 'registration',
        touched: [t.creator, ...t.players],
        apply() {
          releaseAll(model, t);
          t.status = 'cancelled';
        },
      };
    },
  }),
);

const start = fc.nat().map((pick) =>
  makeCommand(`start tournament(t#${String(pick)})`, {
    name: 'start tournament (capture into escrow)',
    // Mostly once a bracket can be built (two players); one pick in four starts whatever is open,
    // so the start that cancels for too few players runs too.
    check: (model) =>
      model.starts < MAX_STARTS &&
      model.tournaments.some(
        (t) => t.status === 'registration' && (t.players.size >= 2 || pick % 4 === 0),
      ),
    async act(model, real) {
      // The fullest open tournament (ties by the pick), so starts usually lead to a bracket.
      const open = model.tournaments.filter((t) => t.status === 'registration');
      const most = Math.max(...open.map((t) => t.players.size));
      const t = at(
        open.filter((x) => x.players.size === most),
        pick,
      );
      const creator = at(model.users, t.creator).player;
      await startSoon(real.origin, creator, [t.id]);
      const [status] = await waitStarted(real.origin, creator, [t.id]);
      model.starts += 1;
      const expected = t.players.size >= 2 ? 'running' : 'cancelled';
      const touched = [t.creator, ...t.players];
      if (status === expected && expected === 'cancelled') {
        releaseAll(model, t);
        t.status = 'cancelled';
      } else if (status === expected) {
        for (const index of t.players) at(model.users, index).held -= t.fee * 100;
        at(model.users, t.creator).held -= t.pool * 100;
        t.escrow = t.pool * 100 + t.fee * 100 * t.players.size;
        t.status = 'running';
      }
      const text = `status ${String(status)}, model expected ${expected}`;
      return {
        reply: { status: status === expected ? 200 : 409, text, body: null },
        expected: true,
        touched,
      };
    },
  }),
);

/** One result (side a wins 2:1) on the first match waiting for one; the last settles. */
async function playOne(model: Model, real: Real, t: ModelTournament) {
  const creator = at(model.users, t.creator).player;
  const [match] = playable(await grid(real.origin, creator, t.id));
  if (!match) throw new Error(`tournament ${String(t.id)} is running with nothing to play`);
  const reply = await setResult(real.origin, creator, match.id);
  const finished =
    reply.status === 200 && (await tournamentStatus(real.origin, creator, t.id)) === 'finished';
  return { reply, touched: finished ? await settle(model, real, t) : [] };
}

const report = fc.nat().map((pick) =>
  makeCommand(`report result(t#${String(pick)})`, {
    name: 'report result',
    check: (model) => model.tournaments.some((t) => t.status === 'running'),
    async act(model, real) {
      const t = at(
        model.tournaments.filter((x) => x.status === 'running'),
        pick,
      );
      const { reply, touched } = await playOne(model, real, t);
      return { reply, expected: true, touched };
    },
  }),
);

const payOut = fc.nat().map((pick) =>
  makeCommand(`pay out(t#${String(pick)}: results to the end)`, {
    name: 'pay out (last result settles)',
    check: (model) => model.tournaments.some((t) => t.status === 'running'),
    async act(model, real) {
      const t = at(
        model.tournaments.filter((x) => x.status === 'running'),
        pick,
      );
      for (;;) {
        const { reply, touched } = await playOne(model, real, t);
        if (reply.status !== 200 || t.status === 'finished')
          return { reply, expected: true, touched };
      }
    },
  }),
);

// Weighted by repetition: a tournament needs several registrations before a start means much.
export const tournamentCommands: fc.Arbitrary<C6Command>[] = [
  createTournamentCommand,
  join,
  join,
  join,
  join,
  unregister,
  refund,
  cancel,
  start,
  start,
  report,
  report,
  payOut,
  payOut,
];
