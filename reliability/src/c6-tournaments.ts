// C6's paid tournaments through the real API: created with a prize pool and announced prizes,
// started by moving start_time to just past the freeze (the start job does the rest), and played by
// the creator setting results. The server runs with a short TOURNAMENT_MINUTE, so the freeze of 15
// tournament minutes lasts C6_MINUTE_MS.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Player } from './api-client.js';
import { moneyCall, registerPath, type MoneyReply } from './c-money.js';

/** TOURNAMENT_MINUTE of C6's server: registration closes 15 of them (300 ms) before the start. */
export const C6_MINUTE_MS = 20;
const FREEZE_MINUTES = 15;

export interface TournamentSpec {
  /** Crystals. */
  fee: number;
  pool: number;
  prizes: readonly [number, number, number];
  /** 2^grid places. */
  grid: number;
}

export const crystals = (minor: number) => minor / 100;

/** POST tournaments/ (the pool is held from the creator): the reply, and the id when 201. */
export async function createTournament(
  origin: string,
  creator: Player,
  spec: TournamentSpec,
): Promise<{ reply: MoneyReply; id: number | null }> {
  const reply = await moneyCall(origin, '/api/tournaments/?game=1', {
    token: creator.tokens.access,
    key: randomUUID(),
    body: {
      translations: {
        en: { name: 'C6 cup', description: '' },
        ua: { name: 'Кубок C6', description: '' },
        cn: { name: 'C6 杯', description: '' },
      },
      grid: spec.grid,
      start_time: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      freeze_time: FREEZE_MINUTES,
      match_duration: 30,
      entry_fee: spec.fee,
      prize_pool: spec.pool,
      first_place_prize: spec.prizes[0],
      second_place_prize: spec.prizes[1],
      third_place_prize: spec.prizes[2],
    },
  });
  const parsed = z.object({ id: z.number().int() }).safeParse(reply.body);
  return { reply, id: reply.status === 201 && parsed.success ? parsed.data.id : null };
}

export const register = (origin: string, player: Player, id: number) =>
  moneyCall(origin, registerPath(id), { token: player.tokens.access, body: {}, key: randomUUID() });

export const leave = (origin: string, player: Player, id: number) =>
  moneyCall(origin, `/api/tournaments/${String(id)}/leave/`, {
    token: player.tokens.access,
    body: {},
  });

/** The creator removes a player before the start: the fee goes back. */
export const removePlayer = (origin: string, creator: Player, id: number, user: number) =>
  moneyCall(origin, `/api/tournaments/${String(id)}/delete-user/`, {
    token: creator.tokens.access,
    body: { user },
  });

export const cancelTournament = (origin: string, creator: Player, id: number) =>
  moneyCall(origin, `/api/tournaments/${String(id)}/`, {
    method: 'DELETE',
    token: creator.tokens.access,
  });

export const setResult = (origin: string, creator: Player, match: number, a = 2, b = 1) =>
  moneyCall(origin, `/api/tournaments/match/${String(match)}/result/`, {
    token: creator.tokens.access,
    body: { score_a: a, score_b: b },
  });

export async function tournamentStatus(origin: string, viewer: Player, id: number) {
  const reply = await moneyCall(origin, `/api/tournaments/${String(id)}/`, {
    token: viewer.tokens.access,
  });
  return z.object({ status: z.string() }).parse(reply.body).status;
}

/**
 * Moves each start to just past its freeze. Each gets its own "now", so a slow machine never pushes
 * a later one into its closed registration (that refusal is answered and tried again, as the e2e
 * journeys do); the starts still land within a second of each other, so one wait serves them all.
 */
export async function startSoon(origin: string, creator: Player, ids: readonly number[]) {
  for (const id of ids) {
    for (let attempt = 1; ; attempt += 1) {
      const at = new Date(Date.now() + FREEZE_MINUTES * C6_MINUTE_MS + 500);
      const reply = await moneyCall(origin, `/api/tournaments/${String(id)}/`, {
        method: 'PATCH',
        token: creator.tokens.access,
        body: { start_time: at.toISOString() },
      });
      if (reply.status === 200) break;
      if (attempt === 3 || !reply.text.includes('freeze_time'))
        throw new Error(`move start of ${String(id)}: ${String(reply.status)} ${reply.text}`);
    }
  }
}

/** Waits until the start job has run for each (status no longer registration); answers them. */
export async function waitStarted(
  origin: string,
  viewer: Player,
  ids: readonly number[],
  timeoutMs = 20_000,
): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await Promise.all(ids.map((id) => tournamentStatus(origin, viewer, id)));
    if (statuses.every((status) => status !== 'registration')) return statuses;
    if (Date.now() > until) throw new Error(`not started in time: ${statuses.join(', ')}`);
    await sleep(50);
  }
}

const GridSchema = z.array(
  z.object({
    id: z.number().int(),
    level: z.number().int(),
    is_third_place: z.boolean(),
    side_a: z.object({ id: z.number().int() }).nullable(),
    side_b: z.object({ id: z.number().int() }).nullable(),
    status: z.string(),
  }),
);
export type GridRow = z.infer<typeof GridSchema>[number];

export async function grid(origin: string, viewer: Player, id: number): Promise<GridRow[]> {
  const reply = await moneyCall(origin, `/api/tournaments/${String(id)}/grid/`, {
    token: viewer.tokens.access,
  });
  return GridSchema.parse(reply.body);
}

/** Matches with both sides waiting for a result. */
export const playable = (rows: readonly GridRow[]) =>
  rows.filter(
    (row) => (row.status === 'ready' || row.status === 'in_game') && row.side_a && row.side_b,
  );

/** The final (level 1, not the third-place match). */
export const isFinal = (row: GridRow) => row.level === 1 && !row.is_third_place;

/**
 * Sets results (side a wins 2:1) until only the final is left undecided; answers the final and
 * how long each result took (ms).
 */
export async function playToTheFinal(origin: string, creator: Player, id: number) {
  const took: number[] = [];
  for (let round = 0; round < 16; round += 1) {
    const open = playable(await grid(origin, creator, id));
    const others = open.filter((row) => !isFinal(row));
    const final = open.find(isFinal);
    if (others.length === 0 && final) return { final, took };
    for (const row of others) {
      const started = Date.now();
      const reply = await setResult(origin, creator, row.id);
      took.push(Date.now() - started);
      if (reply.status !== 200)
        throw new Error(`result of ${String(row.id)}: ${String(reply.status)} ${reply.text}`);
    }
  }
  throw new Error(`tournament ${String(id)} never reached its final`);
}
