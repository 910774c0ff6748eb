// Pick-and-ban round trips: a lobby's moves are played one at a time over HTTP by the player whose
// turn it is, and each move's round trip runs from the moment its POST starts to the moment the last
// of the lobby's watching sockets has the `veto` push for that step. The POST's own answer time,
// measured on the same requests, is the baseline: what is left is the push.
import { performance } from 'node:perf_hooks';
import { VetoViewSchema, type VetoView } from '@clutch/contract/quickmatch';
import type { RawData } from 'ws';
import type { BenchUser } from './clutch-client.js';
import { cpuShare, snapshotCpu, type CpuShare } from './cpu-usage.js';
import { frameBytes, parseFrame, type SocketCrowd } from './socket-crowd.js';
import { sleep } from './stats.js';

export interface VetoLobby {
  id: number;
  /** Seat 1 plays side a, seat 2 side b. */
  players: { a: BenchUser; b: BenchUser };
  /** The sockets watching this lobby, and nothing else. */
  crowd: SocketCrowd;
}

export interface StepRecord {
  lobbyId: number;
  /** From 0; the veto's own `turn.step`. */
  step: number;
  /** The answer said the pick-and-ban is over: this was the last move. */
  last: boolean;
  httpStatus: number;
  /** ms from the POST's start to its whole answer. */
  answerMs: number;
  /** ms from the POST's start to each watcher's receipt of this step's veto push. */
  deliveries: number[];
  /** Watchers that should have had the push. */
  watchers: number;
  /** Frames other than this step's veto push the watchers got meanwhile: `update (<status>)`, `delete`, … */
  others: Map<string, number>;
  /** The start of a refused answer. */
  refusal?: string;
}

export interface LobbyRecord {
  lobbyId: number;
  steps: StepRecord[];
  /** CPU over the lobby's moves, quiet gaps included. */
  cpu: CpuShare;
}

/** How long a move's pushes may take before the missing ones count as lost. */
const PUSH_TIMEOUT_MS = 5_000;
/** After the last move, once every watcher had some other frame, how long a late veto push may take. */
const LAST_STEP_GRACE_MS = 1_000;
const HTTP_TIMEOUT_MS = 10_000;
/** Quiet time between moves, so each one measures a quiet server. */
const GAP_MS = 20;
/** A 1_1 one_of_many veto of the default pool has 9 steps; more means something is wrong. */
const MAX_STEPS = 30;

const VETO_HEAD = '{"action":"veto"';

/** Cheap enough to run before the next arrival is stamped: the gateway writes `action` first. */
const looksLikeVeto = (data: RawData) =>
  frameBytes(data).toString('latin1', 0, VETO_HEAD.length) === VETO_HEAD;

/** The veto view of a `veto` push about lobby `id`, or null. */
function vetoPushOf(data: RawData, id: number): VetoView | null {
  const frame = parseFrame(frameBytes(data).toString());
  if (frame?.action !== 'veto' || typeof frame.data !== 'object' || frame.data === null)
    return null;
  if (!('id' in frame.data) || frame.data.id !== id) return null;
  const veto = VetoViewSchema.safeParse(frame.data);
  return veto.success ? veto.data : null;
}

interface Arrival {
  at: number;
  data: RawData;
}

async function waitAtMost(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Collects every frame of the crowd; resolves the two counters' promises when each reaches its size. */
function collect(crowd: SocketCrowd) {
  const arrivals: Arrival[] = [];
  let vetoes = 0;
  let others = 0;
  let vetoesIn: () => void = () => undefined;
  let othersIn: () => void = () => undefined;
  const allVetoes = new Promise<void>((resolve) => (vetoesIn = resolve));
  const allOthers = new Promise<void>((resolve) => (othersIn = resolve));
  crowd.listen((at, data) => {
    arrivals.push({ at, data });
    if (looksLikeVeto(data)) {
      vetoes += 1;
      if (vetoes >= crowd.size) vetoesIn();
    } else {
      others += 1;
      if (others >= crowd.size) othersIn();
    }
  });
  return { arrivals, allVetoes, allOthers, stop: () => crowd.listen(() => undefined) };
}

/** `update (<status>)`, `delete (<reason>)` or the bare action. */
function otherKey(action: string, data: unknown): string {
  if (typeof data !== 'object' || data === null) return action;
  if (action === 'update' && 'status' in data) return `update (status ${String(data.status)})`;
  if (action === 'delete' && 'reason' in data) return `delete (reason "${String(data.reason)}")`;
  return action;
}

/**
 * Runs `trigger` (the last ready toggle) and waits until every watcher has the push that announces
 * the veto (no moves yet), so none of it is mistaken for the first move's push. Returns how many
 * watchers had it.
 */
export async function startVeto(lobby: VetoLobby, trigger: () => Promise<void>): Promise<number> {
  const { arrivals, allVetoes, stop } = collect(lobby.crowd);
  await trigger();
  await waitAtMost(allVetoes, PUSH_TIMEOUT_MS);
  stop();
  // Pushes of the earlier ready toggle may still be on their way; let them land unheard.
  await sleep(GAP_MS);
  return arrivals.filter(({ data }) => vetoPushOf(data, lobby.id)?.moves.length === 0).length;
}

async function playStep(
  origin: string,
  lobby: VetoLobby,
  player: BenchUser,
  step: number,
  item: string,
): Promise<{ record: StepRecord; next: VetoView | null }> {
  const { arrivals, allVetoes, allOthers, stop } = collect(lobby.crowd);
  const start = performance.now();
  const response = await fetch(`${origin}/api/quickmatch/${String(lobby.id)}/veto/`, {
    method: 'POST',
    headers: { authorization: player.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ item }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const text = await response.text();
  const answerMs = performance.now() - start;
  const parsed = response.status === 200 ? VetoViewSchema.safeParse(JSON.parse(text)) : null;
  const next = parsed?.success ? parsed.data : null;
  const last = next?.finished === true;
  if (next) {
    const waits = [allVetoes];
    if (last) waits.push(allOthers.then(() => sleep(LAST_STEP_GRACE_MS)));
    await waitAtMost(Promise.race(waits), PUSH_TIMEOUT_MS);
  }
  stop();
  // Frames are parsed only now, so checking them never delays the next arrival's timestamp.
  const deliveries: number[] = [];
  const others = new Map<string, number>();
  for (const { at, data } of arrivals) {
    if (vetoPushOf(data, lobby.id)?.moves.length === step + 1) {
      deliveries.push(at - start);
      continue;
    }
    const frame = parseFrame(frameBytes(data).toString());
    const key = frame ? otherKey(frame.action, frame.data) : 'unparsable';
    others.set(key, (others.get(key) ?? 0) + 1);
  }
  const refusal = next
    ? undefined
    : `${String(response.status)} ${text.slice(0, 200)}${parsed && !parsed.success ? ' (not a veto view)' : ''}`;
  return {
    record: {
      lobbyId: lobby.id,
      step,
      last,
      httpStatus: response.status,
      answerMs,
      deliveries,
      watchers: lobby.crowd.size,
      others,
      ...(refusal === undefined ? {} : { refusal }),
    },
    next,
  };
}

/**
 * Plays a lobby's whole veto, `veto` being its state when it started: the side whose turn it is bans
 * the first hero still available. Stops at the end, at a refused move, or after MAX_STEPS.
 */
export async function playVeto(
  origin: string,
  lobby: VetoLobby,
  veto: VetoView,
  serverPid: number,
): Promise<LobbyRecord> {
  const steps: StepRecord[] = [];
  let state: VetoView | null = veto;
  const before = snapshotCpu(serverPid);
  for (let step = 0; step < MAX_STEPS && state?.turn && !state.finished; step += 1) {
    if (state.turn.step !== step || state.moves.length !== step)
      throw new Error(
        `lobby ${String(lobby.id)}: expected step ${String(step)}, the veto is at step ${String(state.turn.step)} with ${String(state.moves.length)} moves (a turn timed out?)`,
      );
    const item = state.available[0];
    if (item === undefined) throw new Error(`lobby ${String(lobby.id)}: nothing left to ban`);
    const player = state.turn.side === 'a' ? lobby.players.a : lobby.players.b;
    const { record, next } = await playStep(origin, lobby, player, step, item);
    steps.push(record);
    state = next;
    await sleep(GAP_MS);
  }
  return { lobbyId: lobby.id, steps, cpu: cpuShare(before, snapshotCpu(serverPid)) };
}
