// A running tournament match of owner A, for B1's match routes (result report, postpone, stream
// link, commentators): a friend's two-place tournament that A and a third player enter, started
// now by moving its start time and start job in the database (the server's job runner then starts
// it, as it would at the start time), its match made due the same way and opened by the organiser.
import { setTimeout as sleep } from 'node:timers/promises';
import { GridMatchSchema } from '@clutch/contract/tournament-matches';
import pg from 'pg';
import { api, type Player } from './api-client.js';

const START_WAIT_MS = 15_000;

/** The match id of A's running match, or why there is none. */
export async function runningMatchOf(
  origin: string,
  databaseUrl: string,
  organiser: Player,
  players: readonly Player[],
): Promise<number | string> {
  const created = await api(origin, '/api/tournaments/?game=1', {
    method: 'POST',
    token: organiser.tokens.access,
    body: {
      translations: {
        en: { name: 'B1 final', description: '' },
        ua: { name: 'B1 фінал', description: '' },
        cn: { name: 'B1 决赛', description: '' },
      },
      grid: 1,
      // A demo tournament's matches are played by the server's simulator: no game server or bot.
      is_demo: true,
      start_time: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      freeze_time: 30,
    },
  });
  const body = created.body;
  const id = typeof body === 'object' && body !== null && 'id' in body ? Number(body.id) : NaN;
  if (created.status !== 201 || !Number.isInteger(id))
    return `tournament: ${String(created.status)} ${JSON.stringify(body).slice(0, 160)}`;
  for (const player of players) {
    const entered = await api(
      origin,
      `/api/tournaments/register/${String(id)}/?confirm_clash=true`,
      {
        method: 'POST',
        token: player.tokens.access,
      },
    );
    if (entered.status >= 300)
      return `registration: ${String(entered.status)} ${JSON.stringify(entered.body).slice(0, 160)}`;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE tournaments SET start_time = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    await client.query(`UPDATE jobs SET run_at = now() WHERE key = $1 AND done_at IS NULL`, [
      `tournament:${String(id)}`,
    ]);
    const until = Date.now() + START_WAIT_MS;
    while (Date.now() < until) {
      const grid = await api(origin, `/api/tournaments/${String(id)}/grid/`, {
        token: organiser.tokens.access,
      });
      const matches = GridMatchSchema.array().safeParse(grid.body);
      const match = matches.success
        ? matches.data.find((m) => m.side_a !== null && m.side_b !== null)
        : undefined;
      if (match) {
        await client.query(
          `UPDATE tournament_matches SET start_time = now() - interval '1 minute' WHERE id = $1`,
          [match.id],
        );
        // The organiser opens the due matches, as the tournament page's "start" does.
        const opened = await api(origin, `/api/tournaments/${String(id)}/startgame/`, {
          token: organiser.tokens.access,
        });
        if (opened.status >= 300)
          return `startgame: ${String(opened.status)} ${JSON.stringify(opened.body).slice(0, 160)}`;
        return match.id;
      }
      await sleep(250);
    }
    return `the tournament did not start within ${String(START_WAIT_MS)} ms`;
  } finally {
    await client.end();
  }
}
