import type { Me } from '@clutch/contract/profile';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLedgerTestApp } from '../test/wallet.js';
import { DEMO_PASSWORD, seedDemo } from './seed.js';

const t = useLedgerTestApp();

const warnings: unknown[] = [];
const silent = {
  info: () => undefined,
  warn: (details: unknown) => warnings.push(details),
} as unknown as Parameters<typeof seedDemo>[1];

// Sign-ins are rate limited per address: each demo account signs in once.
const tokens = new Map<string, string>();
async function accessOf(name: string): Promise<string> {
  const known = tokens.get(name);
  if (known !== undefined) return known;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: `${name}@demo.clutch.gg`, password: DEMO_PASSWORD },
  });
  const access = login.json<{ access: string }>().access;
  tokens.set(name, access);
  return access;
}

async function get<T>(url: string, as?: string): Promise<T> {
  const headers = as === undefined ? {} : { authorization: `Token ${await accessOf(as)}` };
  const res = await t.app.inject({ url: `/api/${url}`, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const meOf = (name: string) => get<Me>('profile/me/', name);

interface Page<T> {
  count: number;
  results: T[];
}
interface Listed {
  id: number;
  game_id: number;
  status: string;
  is_demo: boolean;
  participants_count: number;
  translations: { en: { name: string } };
}

async function tournamentsBy(name: string): Promise<Listed[]> {
  const { id } = await meOf(name);
  const page = await get<Page<Listed>>(`tournaments/?created_by=${String(id)}`);
  return page.results;
}
const byName = (list: Listed[], name: string) => {
  const found = list.find((row) => row.translations.en.name === name);
  if (!found) throw new Error(`no ${name} in ${JSON.stringify(list)}`);
  return found;
};

describe('the demo seed', () => {
  beforeAll(async () => {
    await seedDemo(t, silent);
    await seedDemo(t, silent);
  }, 60_000);

  it('gives the players real crystals and makes ops an operator, once however often it runs', async () => {
    expect(warnings).toEqual([]);
    expect(await meOf('alice')).toMatchObject({
      balance: 5000,
      is_staff: false,
      is_email_confirmed: true,
    });
    expect(await meOf('mei')).toMatchObject({ country: 'CN', is_email_confirmed: true });
    expect(await meOf('chen')).toMatchObject({ balance: 5000 });
    expect(await meOf('ops')).toMatchObject({ balance: 0, is_staff: true });
  });

  it('makes alice friends with every other demo player', async () => {
    const { id } = await meOf('alice');
    const friends = await get<Page<unknown>>(`profile/${String(id)}/friends/`, 'alice');
    expect(friends.count).toBe(13);
  });

  it('leads alice and bob each a CS2 team of five', async () => {
    for (const [name, team] of [
      ['alice', 'Kyiv Wolves'],
      ['bob', 'Berlin Byte'],
    ] as const) {
      const { id } = await meOf(name);
      const teams = await get<{ name: string; players: unknown[] }[] | Page<{ name: string }>>(
        `profile/${String(id)}/teams/`,
        name,
      );
      expect(JSON.stringify(teams)).toContain(team);
    }
  });

  it('opens the Demo Cup with players in it and the CS2 Open with both teams', async () => {
    const cup = byName(await tournamentsBy('alice'), 'Clutch Demo Cup');
    expect(cup).toMatchObject({ status: 'registration', is_demo: true, participants_count: 5 });
    const open = byName(await tournamentsBy('chen'), 'Clutch CS2 Open');
    expect(open).toMatchObject({ status: 'registration', game_id: 2, participants_count: 2 });
  });

  it('plays the Autumn Cup to the end: a finished bracket, places, prizes and reviews', async () => {
    const cup = byName(await tournamentsBy('bob'), 'Clutch Autumn Cup');
    expect(cup.status).toBe('finished');
    const grid = await get<{ status: string }[]>(`tournaments/${String(cup.id)}/grid/`);
    expect(grid.length).toBeGreaterThanOrEqual(8);
    expect(grid.every((match) => match.status !== 'ready' && match.status !== 'in_game')).toBe(
      true,
    );
    const users = await get<Page<{ user: { username: string } | null; place: number | null }>>(
      `tournaments/${String(cup.id)}/users/`,
      'bob',
    );
    const places = users.results.flatMap((row) =>
      row.place === null ? [] : [[row.place, row.user?.username]],
    );
    expect(places.sort()).toContainEqual([1, 'alice']);
    expect(places).toHaveLength(3);
    // 1,000 demo crystals, 300 held by her open cup, 10 for her quick match: 80 more are the prize.
    expect((await meOf('alice')).demo_balance).toBeGreaterThanOrEqual(770);
    const reviews = await get<Page<unknown>>(
      `tournaments/users-actions/?tournament=${String(cup.id)}`,
    );
    expect(reviews.count).toBe(4);
  });

  it('keeps the Night Cup running with alice’s match still to play', async () => {
    const cup = byName(await tournamentsBy('chen'), 'Clutch Night Cup');
    expect(cup.status).toBe('running');
    const grid = await get<{ status: string }[]>(`tournaments/${String(cup.id)}/grid/`);
    expect(grid.filter((match) => match.status === 'finished').length).toBeGreaterThanOrEqual(2);
    expect(grid.some((match) => match.status === 'ready')).toBe(true);
  });

  it('leaves alice a finished quick match with statistics', async () => {
    const { id } = await meOf('alice');
    const history = await get<Page<{ id: number; kind: string }>>(
      `profile/${String(id)}/match-history/`,
      'alice',
    );
    const played = history.results.find((match) => match.kind === 'quickmatch');
    expect(played).toBeDefined();
    const stats = await get<{ players: unknown[] }>(
      `quickmatch/${String(played?.id)}/statistic/`,
      'alice',
    );
    expect(stats.players).toHaveLength(2);
  });

  it('gives alice’s squad a group chat with its history', async () => {
    type Bar = Page<{
      group: { name: string } | null;
      receiver_content_type: string;
      receiver_object_id: number;
    }>;
    const bar = await get<Bar>('messanger/get-messages-bar/', 'alice');
    const squad = bar.results.find((chat) => chat.group?.name === 'Kyiv Wolves squad');
    if (!squad) throw new Error(`no squad chat in ${JSON.stringify(bar)}`);
    const messages = await get<Page<{ content_text: string }> | { content_text: string }[]>(
      `messanger/messages/?receiver_content_type=${String(squad.receiver_content_type)}&receiver_object_id=${String(squad.receiver_object_id)}`,
      'alice',
    );
    const text = JSON.stringify(messages);
    expect(text).toContain('Practice on Thursday?');
    expect(text).toContain('see you all Thursday');
  });

  it('opens a Dota 2 and a CS2 demo lobby, both waiting for players', async () => {
    const bob = await meOf('bob');
    expect(bob.is_demo).toBe(true);
    expect(bob.current_quick_match).not.toBeNull();
    const page = await get<Page<{ game: number; is_demo: boolean; status: string }>>(
      'quickmatch/',
      'bob',
    );
    const waiting = page.results.filter((r) => r.status === 'waiting');
    expect(waiting.map((r) => [r.game, r.is_demo]).sort()).toEqual([
      [1, true],
      [2, true],
    ]);
  });
});
