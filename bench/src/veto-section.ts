// Section `veto`: pick-and-ban moves of 1_1 Dota lobbies, each watched by a crowd of sockets; how
// long from a move's POST until every watcher has its `veto` push, beside the POST's own answer time.
import type { ChildServer } from './child-server.js';
import { registerUser, type BenchUser } from './clutch-client.js';
import { getLobby, joinLobby, openLobby, toggleReady } from './quickmatch-client.js';
import { linkSteam } from './steam-link.js';
import { int, latencyText, markdownTable, ms, noteIfBusy, type Report } from './report.js';
import type { RunContext } from './run-context.js';
import { openCrowd, type SocketCrowd } from './socket-crowd.js';
import { mapLimited, summarise, type LatencySummary } from './stats.js';
import { playVeto, startVeto, type LobbyRecord, type StepRecord, type VetoLobby } from './veto.js';

/** Lobbies played first and left out of the figures: the first moves of a fresh server pay for the JIT. */
const WARMUP_LOBBIES = 1;
/** Users signing up at once; each costs the server an Argon2 hash. */
const SIGNUP_CONCURRENCY = 2;

const wsOrigin = (server: ChildServer) => server.origin.replace(/^http:/, 'ws:');

/** Opens every lobby (each creator sits in one) and its watchers, before any is played. */
async function setUpLobbies(
  ctx: RunContext,
  server: ChildServer,
  count: number,
  crowds: SocketCrowd[],
): Promise<VetoLobby[]> {
  const { origin } = server;
  const indices = Array.from({ length: 2 * count }, (_, i) => i);
  const users = await mapLimited(indices, SIGNUP_CONCURRENCY, () => registerUser(origin, 'veto'));
  await linkSteam(ctx.database.url, users);
  const url = `${wsOrigin(server)}/api/ws/quick-match-updates/?token=${encodeURIComponent(ctx.user.access)}`;
  const lobbies: VetoLobby[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = users[2 * i];
    const b = users[2 * i + 1];
    if (!a || !b) throw new Error('veto: a player did not sign up');
    const { id } = await openLobby(origin, a, `Bench Veto ${String(i)}`);
    const crowd = await openCrowd({
      url,
      count: ctx.settings.vetoWatchers,
      subscribeFrame: JSON.stringify({ action: 'subscribe_instance', pk: id, request_id: 1 }),
      // quick-match-updates answers a subscription with the lobby and 200.
      subscribedStatus: 200,
    });
    crowds.push(crowd);
    lobbies.push({ id, players: { a, b }, crowd });
  }
  return lobbies;
}

/** Takes the second seat and readies both players, just before the lobby is played (both clocks run). */
async function bringToVeto(origin: string, lobby: VetoLobby) {
  const { id, players } = lobby;
  const ready = async (player: BenchUser) => {
    if (!(await toggleReady(origin, player, id)))
      throw new Error(`lobby ${String(id)}: the ready toggle left a player not ready`);
  };
  await joinLobby(origin, players.b, id);
  await ready(players.a);
  const startPushes = await startVeto(lobby, () => ready(players.b));
  const view = await getLobby(origin, players.a, id);
  if (view.status !== 'veto' || !view.veto?.turn)
    throw new Error(
      `lobby ${String(id)}: with both players ready it is ${view.status}, not in a running veto`,
    );
  return { veto: view.veto, startPushes };
}

interface VetoFigures {
  lobbies: number;
  watchers: number;
  moves: number;
  /** Moves whose push reached every watcher. */
  complete: number;
  roundTrip: LatencySummary;
  firstWatcher: LatencySummary;
  /** The POST's answer time over the same moves as roundTrip. */
  answer: LatencySummary;
  /** Over every accepted move, the last ones included. */
  answerAll: LatencySummary;
  /** Last watcher's receipt minus the answer's arrival, per complete move. */
  pushAfterAnswer: LatencySummary;
  delivered: number;
  expected: number;
  serverMsPerMove: number;
  othersPercent: number[];
  cold: { answerMs: number; roundTripMs: number };
  startPushes: { got: number; expected: number };
  outcomes: Map<string, number>;
  problems: string[];
}

const lastOf = (s: StepRecord) => Math.max(...s.deliveries);
const isComplete = (s: StepRecord) => s.deliveries.length === s.watchers;

/** What went missing, grouped by step, with what the watchers got instead. */
function describeMissing(steps: readonly StepRecord[]): string[] {
  const groups = new Map<string, StepRecord[]>();
  for (const s of steps.filter((step) => !isComplete(step) && step.refusal === undefined)) {
    const key = `${String(s.step + 1)}${s.last ? ' (the last)' : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups].map(([key, group]) => {
    const got = group.reduce((sum, s) => sum + s.deliveries.length, 0);
    const want = group.reduce((sum, s) => sum + s.watchers, 0);
    const others = new Map<string, number>();
    for (const s of group)
      for (const [action, n] of s.others) others.set(action, (others.get(action) ?? 0) + n);
    const instead = [...others].map(([action, n]) => `${action} × ${String(n)}`).join(', ');
    return `move ${key} in ${String(group.length)} lobbies: ${String(got)}/${String(want)} veto pushes arrived (waited 5 s, or 1 s after every watcher had another frame); the watchers got ${instead || 'nothing else'}`;
  });
}

function figuresOf(
  records: readonly LobbyRecord[],
  warmup: LobbyRecord | undefined,
  extra: { watchers: number; startPushes: number[]; outcomes: Map<string, number> },
): VetoFigures {
  const steps = records.flatMap((r) => r.steps);
  const complete = steps.filter(isComplete);
  const refused = steps.filter((s) => s.refusal !== undefined);
  const firstWarm = warmup?.steps[0];
  return {
    lobbies: records.length,
    watchers: extra.watchers,
    moves: steps.length,
    complete: complete.length,
    roundTrip: summarise(complete.map(lastOf)),
    firstWatcher: summarise(complete.map((s) => Math.min(...s.deliveries))),
    answer: summarise(complete.map((s) => s.answerMs)),
    answerAll: summarise(steps.filter((s) => s.httpStatus === 200).map((s) => s.answerMs)),
    pushAfterAnswer: summarise(complete.map((s) => lastOf(s) - s.answerMs)),
    delivered: steps.reduce((sum, s) => sum + s.deliveries.length, 0),
    expected: steps.reduce((sum, s) => sum + s.watchers, 0),
    serverMsPerMove:
      records.reduce((sum, r) => sum + r.cpu.serverMs, 0) / Math.max(1, steps.length),
    othersPercent: records.map((r) => r.cpu.othersPercent),
    cold: {
      answerMs: firstWarm?.answerMs ?? Number.NaN,
      roundTripMs: firstWarm && isComplete(firstWarm) ? lastOf(firstWarm) : Number.NaN,
    },
    startPushes: {
      got: extra.startPushes.reduce((a, b) => a + b, 0),
      expected: extra.startPushes.length * extra.watchers,
    },
    outcomes: extra.outcomes,
    problems: [
      ...refused.map(
        (s) => `lobby ${String(s.lobbyId)} move ${String(s.step + 1)} refused: ${s.refusal ?? ''}`,
      ),
      ...describeMissing(steps),
    ],
  };
}

function details(f: VetoFigures): string {
  const row = (name: string, l: LatencySummary) => [
    name,
    ms(l.p50),
    ms(l.p99),
    ms(l.max),
    String(l.count),
  ];
  const table = markdownTable(
    ['From the POST’s start to …', 'p50', 'p99', 'max', 'moves'],
    [
      row(`… the last of ${String(f.watchers)} watchers’ veto push (round trip)`, f.roundTrip),
      row('… the first watcher’s veto push', f.firstWatcher),
      row('… its HTTP answer, same moves (baseline)', f.answer),
      row('… its HTTP answer, every accepted move', f.answerAll),
      row('last watcher’s push minus the HTTP answer', f.pushAfterAnswer),
    ],
  );
  const outcomes = [...f.outcomes].map(([status, n]) => `${status} × ${String(n)}`).join(', ');
  const lines = [
    `Veto pushes delivered: ${int(f.delivered)}/${int(f.expected)}; moves whose push reached every watcher: ${String(f.complete)}/${String(f.moves)}.`,
    `The push announcing each veto (no moves yet) reached ${String(f.startPushes.got)}/${String(f.startPushes.expected)} watchers.`,
    `Server CPU per move (POST, commit, pushes; quiet gaps included): ${ms(f.serverMsPerMove)}.`,
    `Cold: the first move of the warm-up lobby (fresh server) answered after ${ms(f.cold.answerMs)} and reached its last watcher after ${ms(f.cold.roundTripMs)}; the warm-up lobby is not in the figures above.`,
    `Lobby status after the last move: ${outcomes || 'not read'}.`,
    ...f.problems.map((p) => `**${p}.**`),
  ];
  const heading = `## Pick-and-ban (${String(f.lobbies)} lobbies after ${String(WARMUP_LOBBIES)} warm-up lobby, ${String(f.watchers)} watching sockets each, moves one at a time over HTTP)`;
  return `${heading}\n\n${table}\n\n${lines.map((l) => `- ${l}`).join('\n')}`;
}

export async function runVetoSection(ctx: RunContext, report: Report): Promise<void> {
  const { vetoLobbies, vetoWatchers } = ctx.settings;
  console.log(
    `Pick-and-ban: ${String(vetoLobbies)} lobbies (after ${String(WARMUP_LOBBIES)} warm-up), ${String(vetoWatchers)} watching sockets each`,
  );
  const server = await ctx.startClutch('veto');
  const crowds: SocketCrowd[] = [];
  const records: LobbyRecord[] = [];
  const startPushes: number[] = [];
  const outcomes = new Map<string, number>();
  try {
    const lobbies = await setUpLobbies(ctx, server, WARMUP_LOBBIES + vetoLobbies, crowds);
    for (const [index, lobby] of lobbies.entries()) {
      const started = await bringToVeto(server.origin, lobby);
      records.push(await playVeto(server.origin, lobby, started.veto, server.pid));
      if (index < WARMUP_LOBBIES) continue;
      startPushes.push(started.startPushes);
      const { status } = await getLobby(server.origin, lobby.players.a, lobby.id);
      outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
    }
  } finally {
    await Promise.all(crowds.map((crowd) => crowd.close()));
    await server.stop();
  }
  const measured = records.slice(WARMUP_LOBBIES);
  const f = figuresOf(measured, records[0], { watchers: vetoWatchers, startPushes, outcomes });
  console.log(`  round trip (POST → last watcher's veto push): ${latencyText(f.roundTrip)}`);
  console.log(`  HTTP answer, same moves: ${latencyText(f.answer)}`);
  console.log(
    `  delivered ${int(f.delivered)}/${int(f.expected)}, ${ms(f.serverMsPerMove)} server CPU per move`,
  );
  for (const problem of f.problems) console.log(`  ${problem}`);
  const valid = f.delivered === f.expected && f.complete === f.moves && f.moves > 0;
  report.rows.push({
    metric: `veto move → ${String(vetoWatchers)} watchers' push (${String(f.lobbies)} lobbies × ${String(f.moves / Math.max(1, f.lobbies))} moves)`,
    measured: `p50 ${ms(f.roundTrip.p50)} · p99 ${ms(f.roundTrip.p99)} · max ${ms(f.roundTrip.max)}`,
    baseline: `HTTP answer alone p50 ${ms(f.answer.p50)} · p99 ${ms(f.answer.p99)} · max ${ms(f.answer.max)}`,
    target: '—',
    verdict: valid ? 'info' : 'invalid',
  });
  report.details.push(details(f));
  noteIfBusy(report, 'pick-and-ban', f.othersPercent);
  if (!valid)
    report.notes.push(
      `Pick-and-ban: ${String(f.moves - f.complete)} of ${String(f.moves)} moves did not reach every watcher (or were refused); the round trip covers only the complete ones and its row is marked invalid. See the section's details.`,
    );
}
