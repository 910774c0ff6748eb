// C6 ledger-model-and-payout-crash. (a) fast-check drives random sequences of up to 40 money
// operations (buy, register, unregister, cancel, start, report a result, pay out, refund, donate,
// break a jar, P2P transfer, give a transfer back, withdraw) for 3 to 20 users against an in-memory
// model, comparing balances, holds, jars, escrows and platform fees after every command and running
// ledger:check after every run. Then fast-check's scheduler orders races on one tournament (payout
// against payout, cancel, refund, unregister). (b) The app is SIGKILLed while the finals of two
// 64-player paid tournaments are paying out; another instance takes over and the client sends the
// results again: each winner paid exactly once, Σ payouts = the prize share, status finished.
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Player } from '../src/api-client.js';
import { ledgerInvariants, reportInvariants, type Invariant } from '../src/c-invariants.js';
import { buyCrystals, fundedPlayers, moneyCall, shed } from '../src/c-money.js';
import { MONEY_INVARIANTS, type Real, type RunStats } from '../src/c6-check.js';
import { createJarCommand, moneyCommands, PAYMENT_SETTINGS } from '../src/c6-money-commands.js';
import { type Model } from '../src/c6-model.js';
import { openObserver, userKey, type Observer } from '../src/c6-observe.js';
import { createTournamentCommand, tournamentCommands } from '../src/c6-tournament-commands.js';
import { C6_MINUTE_MS } from '../src/c6-tournaments.js';
import { figure, ofTotal } from '../src/figures.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';
import { runInterleavings } from '../src/c6-races.js';
import { RACE_POOL } from '../src/c6-interleavings.js';
import {
  checkPaid,
  CRASH_POOL,
  crashDuringPayouts,
  prepareCrashTournaments,
  type PaidCheck,
} from '../src/c6-payout-crash.js';

/** C6_SEED replays a whole file (model runs, interleavings and the kill moment). */
const SEED = Number(process.env['C6_SEED'] ?? randomInt(1, 2 ** 31));
/** The plan's 150 runs (about 90 s on a quiet 2-core box; each run ends with ledger:check). C6_RUNS sets another count. */
const RUNS = Number(process.env['C6_RUNS'] ?? 150);
const MAX_COMMANDS = 40;
/** The plan's 100 interleavings (about 20 s). C6_INTERLEAVINGS sets another count. */
const INTERLEAVINGS = Number(process.env['C6_INTERLEAVINGS'] ?? 100);
const MODEL_USERS = 20;
const CRASH_PLAYERS = 64;
const CRASH_TOURNAMENTS = 2;

let server: SuiteServer;
let observer: Observer;
let modelUsers: Player[];
let players: Player[];
let creator: Player;
const invariants: Invariant[] = [];

beforeAll(async () => {
  server = await startSuiteServer({
    CUSTOM_PURCHASE_MIN: '1',
    WITHDRAW_MIN: '1',
    WITHDRAW_MAX: '100000',
    WITHDRAW_DAILY_MAX: '100000',
    WITHDRAW_APPROVAL_ABOVE: '100000',
    // A tournament minute of 20 ms: registration closes 300 ms before the start.
    TOURNAMENT_MINUTE: `${String(C6_MINUTE_MS)}ms`,
    TOURNAMENT_HOSTS: 'manual',
    JOB_POLL_INTERVAL: '100ms',
  });
  observer = await openObserver(server.directDatabaseUrl);
  const started = Date.now();
  modelUsers = await fundedPlayers(server.origin, 'c6m', MODEL_USERS, 40);
  for (const user of modelUsers) {
    const reply = await moneyCall(
      server.origin,
      `/api/profile/${String(user.id)}/payment-settings/`,
      { method: 'PATCH', token: user.tokens.access, body: PAYMENT_SETTINGS },
    );
    if (reply.status !== 200) throw new Error(`payment settings: ${reply.text}`);
  }
  players = await fundedPlayers(server.origin, 'c6p', CRASH_PLAYERS, 10);
  const [organiser] = await fundedPlayers(server.origin, 'c6org', 1, 0);
  if (!organiser) throw new Error('no organiser');
  creator = organiser;
  // Every final interleaving pays out a prize pool of the organiser's, and so does each crash
  // tournament; the rest is margin for the registration interleavings' pools (given back on cancel).
  await buyCrystals(
    server.origin,
    creator,
    100 + INTERLEAVINGS * RACE_POOL + CRASH_TOURNAMENTS * CRASH_POOL,
  );
  figure('C6', 'seed (C6_SEED replays)', SEED);
  figure('C6', 'users funded (20 model users, 64 players, 1 organiser)', MODEL_USERS + 65);
  figure('C6', 'funding time ms', Date.now() - started);
}, 240_000);

afterAll(async () => {
  await observer?.close();
  await server?.stop();
});

async function startModel(users: readonly Player[]): Promise<Model> {
  const balances = await observer.balances(users.map((u) => userKey(u.id)));
  const holds = await observer.tournamentHolds(users.map((u) => u.id));
  const modelled = users.map((player) => ({
    player,
    balance: balances.get(userKey(player.id)) ?? 0,
    held: holds.get(player.id) ?? 0,
  }));
  return {
    users: modelled,
    tournaments: [],
    jars: [],
    transfers: [],
    revenue: 0,
    withdrawn: 0,
    bought: 0,
    startTotal: modelled.reduce((sum, u) => sum + u.balance + u.held, 0),
    starts: 0,
  };
}

describe('C6 ledger-model-and-payout-crash', () => {
  it('keeps the API equal to the model through random money commands (0 counterexamples)', async () => {
    const stats: RunStats = { commands: new Map(), comparisons: 0, fivexx: 0 };
    let runs = 0;
    let ledgerChecks = 0;
    let lastError = '';
    const property = fc.asyncProperty(
      fc.integer({ min: 3, max: MODEL_USERS }),
      // Each run opens with a tournament and a jar, so the commands that need one have it.
      createTournamentCommand,
      createJarCommand,
      fc.commands([...moneyCommands, ...tournamentCommands], {
        maxCommands: MAX_COMMANDS - 2,
        size: 'max',
      }),
      async (n, tournament, jar, commands) => {
        runs += 1;
        const model = await startModel(modelUsers.slice(0, n));
        const real: Real = { origin: server.origin, observer, stats };
        try {
          await fc.asyncModelRun(() => ({ model, real }), [tournament, jar, ...commands]);
        } catch (error) {
          lastError = String(error);
          throw error;
        }
        const { ok, output } = await server.ledgerCheck();
        ledgerChecks += 1;
        if (!ok) {
          lastError = `M8 ledger:check failed:\n${output}`;
          throw new Error(lastError);
        }
      },
    );
    const started = Date.now();
    let counterexample: string | null = null;
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS });
    } catch (error) {
      counterexample = String(error);
    }
    const executed = [...stats.commands.values()].reduce((a, b) => a + b, 0);
    figure(
      'C6',
      'model runs (numRuns; C6_RUNS sets it)',
      `${String(runs)} (numRuns ${String(RUNS)})`,
    );
    figure('C6', 'commands executed', executed);
    figure('C6', 'commands by operation', JSON.stringify(Object.fromEntries(stats.commands)));
    figure('C6', 'model = system comparisons (one after each command)', stats.comparisons);
    figure('C6', 'ledger:check runs (one after each run)', ledgerChecks);
    figure('C6', 'model phase ms', Date.now() - started);
    figure('C6', 'counterexamples', counterexample === null ? 0 : 1);
    for (const name of MONEY_INVARIANTS)
      figure('C6', name, counterexample === null ? 'held' : 'see counterexample');
    figure(
      'C6',
      'operations mapped',
      'refund = the creator removes a player, a cancel, or a transfer given back (no refund endpoint); pay out = the last result, which settles in its own transaction (no payout endpoint); jar withdraw = breaking the jar (whole jar only); report result = the creator’s result (a player’s report needs a started lobby)',
    );
    if (counterexample !== null) console.log(`${counterexample}\n${lastError}`);
    invariants.push({ name: 'model runs: 0 counterexamples', held: counterexample === null });
    expect(counterexample).toBeNull();
    expect(executed).toBeGreaterThan(0);
  }, 600_000);

  it('pays or refunds each player exactly once in every scheduled interleaving', async () => {
    const started = Date.now();
    const outcome = await runInterleavings(
      { origin: server.origin, observer, creator, players },
      { seed: SEED, runs: INTERLEAVINGS },
    );
    figure('C6', 'interleavings explored', outcome.runs);
    figure('C6', 'distinct orders seen', outcome.orders.size);
    for (const order of [...outcome.orders].slice(0, 3)) figure('C6', 'an order', order);
    figure('C6', 'interleavings that broke a rule', outcome.failure === null ? 0 : 1);
    figure('C6', 'interleavings ms', Date.now() - started);
    if (outcome.failure) console.log(outcome.failure);
    invariants.push({
      name: 'interleavings: each player paid or refunded exactly once',
      held: outcome.failure === null,
    });
    expect(outcome.failure).toBeNull();
  }, 600_000);

  it('pays each winner exactly once after a SIGKILL during the payouts of two 64-player finals', async () => {
    const prepared = await prepareCrashTournaments(
      server.origin,
      creator,
      players,
      CRASH_TOURNAMENTS,
    );
    const before = await observer.balances(players.map((p) => userKey(p.id)));
    const crash = await crashDuringPayouts(server, observer, creator, { ...prepared, seed: SEED });
    const checks: PaidCheck[] = [];
    for (const t of prepared.tournaments)
      checks.push(await checkPaid(crash.restarted.origin, observer, creator, players, t.id));
    const after = await observer.balances(players.map((p) => userKey(p.id)));
    const balancesRight = players.filter((p) => {
      const due = checks.reduce((sum, c) => sum + (c.due.get(p.id) ?? 0), 0);
      return (after.get(userKey(p.id)) ?? 0) - (before.get(userKey(p.id)) ?? 0) === due;
    }).length;
    const podium = checks.reduce((n, c) => n + c.podium, 0);
    const paidOnce = checks.reduce((n, c) => n + c.podiumPaidOnce, 0);
    const othersPaid = checks.reduce((n, c) => n + c.othersPaid, 0);
    figure(
      'C6',
      'kill after ms (median result ms)',
      `${String(crash.killAfterMs)} (${String(crash.medianResultMs)})`,
    );
    figure(
      'C6',
      'final results answered before the kill (0 = cut off)',
      crash.firstReplies.join(', '),
    );
    figure(
      'C6',
      'payouts committed before the kill',
      ofTotal(crash.committedBeforeKill.filter((n) => n > 0).length, CRASH_TOURNAMENTS),
    );
    figure('C6', 'recovery ms (kill to a healthy new instance)', crash.recoveryMs);
    figure('C6', 'results sent again after the restart answered', crash.resentReplies.join(', '));
    figure(
      'C6',
      'winners paid exactly once',
      `${ofTotal(paidOnce, podium)} (3 places × ${String(CRASH_TOURNAMENTS)} tournaments of 64)`,
    );
    figure('C6', 'other players credited by a settlement', othersPaid);
    figure(
      'C6',
      'players whose balance moved by exactly their prizes',
      ofTotal(balancesRight, CRASH_PLAYERS),
    );
    for (const c of checks) {
      figure('C6', `tournament ${String(c.tournament)} status`, c.status);
      figure('C6', `tournament ${String(c.tournament)} settlements`, c.settlements);
      figure(
        'C6',
        `tournament ${String(c.tournament)} Σ payouts vs prize share (crystals)`,
        `${String(c.paid / 100)} vs ${String(c.shared / 100)}`,
      );
    }
    const allPaid = checks.every(
      (c) => c.status === 'finished' && c.settlements === 1 && c.paid === c.shared,
    );
    invariants.push({
      name: 'crash: each winner paid exactly once',
      held: paidOnce === podium && othersPaid === 0,
    });
    invariants.push({
      name: 'crash: Σ payouts = prize share, status finished, one settlement',
      held: allPaid,
    });
    invariants.push({
      name: 'crash: every player’s balance moved by exactly their prizes',
      held: balancesRight === CRASH_PLAYERS,
    });
    figure('C6', '503 (Retry-After) answers waited out and sent again', shed.replies);
    const all = [...invariants, ...(await ledgerInvariants(server))];
    const held = reportInvariants('C6', all);
    expect(paidOnce).toBe(podium);
    expect(othersPaid).toBe(0);
    expect(allPaid).toBe(true);
    expect(held).toBe(all.length);
  }, 240_000);
});
