// The money tests' shared pieces (C1, C3, C5, and C2 reusing C1's storm): calls that carry an
// Idempotency-Key, players funded by a real purchase at the sandbox provider, tournaments whose
// registration is the "entry fee" charge, and the entry-fee storm itself.
import { setTimeout as sleep } from 'node:timers/promises';
import { PaymentLinkSchema } from '@clutch/contract/wallet';
import { z } from 'zod';
import { signUp, type Player } from './api-client.js';

export interface MoneyReply {
  status: number;
  /** The response text exactly as sent, so replies can be compared byte for byte. */
  text: string;
  body: unknown;
}

export interface MoneyCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  token?: string;
  body?: unknown;
  /** Sent as the Idempotency-Key header when given (raw: a test may send a malformed one). */
  key?: string;
  /** When the client gives up (status 0); 30 s unless given. */
  timeoutMs?: number;
  /**
   * Wait out a 503 with Retry-After and send again (same key), as a client of the API should;
   * true unless false (C2 counts the 503s of a database crash itself).
   */
  retryShed?: boolean;
}

/**
 * 503 answers with Retry-After that calls waited out and sent again (same key): the server sheds
 * load that way when its database pool queue is long (unavailable.ts).
 */
export const shed = { replies: 0 };

/** How long a call keeps honouring Retry-After before answering the 503. */
const SHED_PATIENCE_MS = 90_000;

/** One HTTP call; a network failure answers status 0 with the error as text, never throws. */
export async function moneyCall(
  origin: string,
  path: string,
  call: MoneyCall = {},
): Promise<MoneyReply> {
  const until = Date.now() + SHED_PATIENCE_MS;
  for (;;) {
    const reply = await callOnce(origin, path, call);
    if (call.retryShed === false || reply.status !== 503 || reply.retryAfter === null) return reply;
    if (Date.now() > until) return reply;
    shed.replies += 1;
    await sleep(reply.retryAfter * 1000);
  }
}

async function callOnce(
  origin: string,
  path: string,
  call: MoneyCall = {},
): Promise<MoneyReply & { retryAfter: number | null }> {
  const headers: Record<string, string> = {};
  if (call.token) headers['authorization'] = `Token ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.key !== undefined) headers['idempotency-key'] = call.key;
  try {
    const response = await fetch(origin + path, {
      method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      signal: AbortSignal.timeout(call.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: the text stays the body.
    }
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      text,
      body,
      retryAfter: retryAfter ? Number(retryAfter) : null,
    };
  } catch (error) {
    return { status: 0, text: String(error), body: null, retryAfter: null };
  }
}

/** A repeatable pseudo-random sequence (mulberry32): `next()` in [0, 1). */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, below: (n: number) => Math.floor(next() * n) };
}

/** Runs `work` over `items` with at most `limit` at once; answers results in item order. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item !== undefined) results[index] = await work(item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const idOf = (body: unknown): number => z.object({ id: z.number().int() }).parse(body).id;

/**
 * Buys exactly `crystals` crystals for the player the way a buyer does: a custom purchase
 * (`wallet/custom-room/`, so the child needs CUSTOM_PURCHASE_MIN ≤ crystals) paid at the sandbox
 * provider's checkout, which posts the signed webhook that credits them.
 */
export async function buyCrystals(origin: string, player: Player, crystals: number) {
  const token = player.tokens.access;
  const started = await moneyCall(origin, '/api/wallet/custom-room/', {
    token,
    body: { crystals, provider: 'sandbox' },
  });
  if (started.status !== 201)
    throw new Error(`custom purchase: ${String(started.status)} ${started.text.slice(0, 200)}`);
  const url = new URL(PaymentLinkSchema.parse(started.body).link);
  const order = /\/wallet\/checkout\/(\d+)$/.exec(url.pathname)?.[1] ?? '';
  const paid = await moneyCall(origin, `/api/wallet/checkout/${order}/`, {
    token,
    body: { token: url.searchParams.get('token'), action: 'pay' },
  });
  if (paid.status >= 300)
    throw new Error(`sandbox checkout: ${String(paid.status)} ${paid.text.slice(0, 200)}`);
  return { order: Number(order), checkoutToken: url.searchParams.get('token') ?? '' };
}

/** `count` new players, each funded with `crystals` bought at the sandbox provider. */
export function fundedPlayers(
  origin: string,
  label: string,
  count: number,
  crystals: number,
  concurrency = 8,
): Promise<Player[]> {
  return inPool(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async () => {
      const player = await signUp(origin, label);
      if (crystals > 0) await buyCrystals(origin, player, crystals);
      return player;
    },
  );
}

/** The real balance of a player, in minor units (hundredths), from the wallet's own answer. */
export async function balanceMinor(origin: string, player: Player): Promise<number> {
  const reply = await moneyCall(origin, '/api/wallet/balance/', { token: player.tokens.access });
  const { balance } = z.object({ balance: z.number() }).parse(reply.body);
  return Math.round(balance * 100);
}

/** A 1_1 tournament open for registration a day ahead, of 2^grid places, with this entry fee. */
export async function createFeeTournament(
  origin: string,
  creator: Player,
  entryFee: number,
  grid = 8,
): Promise<number> {
  const reply = await moneyCall(origin, '/api/tournaments/?game=1', {
    token: creator.tokens.access,
    body: {
      translations: {
        en: { name: `Fee ${String(entryFee)} cup`, description: '' },
        ua: { name: `Кубок ${String(entryFee)}`, description: '' },
        cn: { name: `杯 ${String(entryFee)}`, description: '' },
      },
      grid,
      start_time: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      freeze_time: 30,
      entry_fee: entryFee,
    },
  });
  if (reply.status !== 201)
    throw new Error(`tournament: ${String(reply.status)} ${reply.text.slice(0, 300)}`);
  return idOf(reply.body);
}

/** The entry-fee charge: registering as a player (clashes confirmed, so only money decides). */
export const registerPath = (tournamentId: number) =>
  `/api/tournaments/register/${String(tournamentId)}/?confirm_clash=true`;

export interface FeeTournament {
  id: number;
  /** Crystals. */
  fee: number;
}

export interface StormOperation {
  key: string;
  player: Player;
  tournament: FeeTournament;
  /** How many times the key is sent (1–3). */
  sends: number;
  /** true: the sends race each other; false: each waits for the one before. */
  racing: boolean;
}

export interface StormReply {
  operation: StormOperation;
  /** Every reply to the key, in the order the sends were made. */
  replies: MoneyReply[];
}

export interface EntryFeeStormOptions {
  origin: string;
  players: readonly Player[];
  tournaments: readonly FeeTournament[];
  /** Distinct (player, tournament) charges; capped at players × tournaments. */
  operations: number;
  /** Keys in flight at once (each key's sends count as one client). */
  concurrency: number;
  seed: number;
  /**
   * Sends the same key again (after `retryDelayMs`) while a reply is a network failure or a 5xx,
   * until this deadline (ms since the epoch): C2's clients riding out a database crash.
   */
  retryUntil?: number;
  retryDelayMs?: number;
  /** false: a 503 is a reply like any other (kept, or retried by `retryUntil`); true unless given. */
  retryShed?: boolean;
}

/** The storm's workload from the seed alone, so a failing seed replays the same charges. */
export function planEntryFeeStorm(options: EntryFeeStormOptions): StormOperation[] {
  const random = prng(options.seed);
  const { players, tournaments } = options;
  const wanted = Math.min(options.operations, players.length * tournaments.length);
  const taken = new Set<string>();
  const operations: StormOperation[] = [];
  while (operations.length < wanted) {
    const p = random.below(players.length);
    const t = random.below(tournaments.length);
    const player = players[p];
    const tournament = tournaments[t];
    if (!player || !tournament || taken.has(`${String(p)}:${String(t)}`)) continue;
    taken.add(`${String(p)}:${String(t)}`);
    operations.push({
      key: `c-storm-${String(options.seed)}-${String(operations.length)}`,
      player,
      tournament,
      sends: 1 + random.below(3),
      racing: random.next() < 0.5,
    });
  }
  return operations;
}

async function sendOnce(options: EntryFeeStormOptions, operation: StormOperation) {
  for (;;) {
    const reply = await moneyCall(options.origin, registerPath(operation.tournament.id), {
      token: operation.player.tokens.access,
      body: {},
      key: operation.key,
      ...(options.retryShed === false ? { retryShed: false } : {}),
    });
    const failed = reply.status === 0 || reply.status >= 500;
    if (!failed || options.retryUntil === undefined || Date.now() > options.retryUntil)
      return reply;
    await sleep(options.retryDelayMs ?? 100);
  }
}

/** Sends every charge of the storm with its key 1–3 times; answers each key's replies. */
export async function runEntryFeeStorm(options: EntryFeeStormOptions): Promise<StormReply[]> {
  const operations = planEntryFeeStorm(options);
  return inPool(operations, options.concurrency, async (operation) => {
    const sends = Array.from({ length: operation.sends }, () => operation);
    const replies = operation.racing
      ? await Promise.all(sends.map((op) => sendOnce(options, op)))
      : await inPool(sends, 1, (op) => sendOnce(options, op));
    return { operation, replies };
  });
}
