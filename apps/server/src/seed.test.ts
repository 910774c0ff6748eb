import type { Me } from '@clutch/contract/profile';
import { describe, expect, it } from 'vitest';
import { useLedgerTestApp } from '../test/wallet.js';
import { DEMO_PASSWORD, seedDemo } from './seed.js';

const t = useLedgerTestApp();

const warnings: unknown[] = [];
const silent = {
  info: () => undefined,
  warn: (details: unknown) => warnings.push(details),
} as unknown as Parameters<typeof seedDemo>[1];

async function accessOf(email: string): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  return login.json<{ access: string }>().access;
}

async function meOf(email: string): Promise<Me> {
  const access = await accessOf(email);
  const res = await t.app.inject({
    url: '/api/profile/me/',
    headers: { authorization: `Token ${access}` },
  });
  return res.json<Me>();
}

describe('the demo seed', () => {
  it('gives the players real crystals and makes ops an operator, once however often it runs', async () => {
    await seedDemo(t, silent);
    await seedDemo(t, silent);
    expect(await meOf('alice@demo.clutch.gg')).toMatchObject({ balance: 5000, is_staff: false });
    expect(await meOf('chen@demo.clutch.gg')).toMatchObject({ balance: 5000 });
    expect(await meOf('ops@demo.clutch.gg')).toMatchObject({ balance: 0, is_staff: true });
  });

  it('opens two demo tournaments organised by alice, once, both listed for registration', async () => {
    await seedDemo(t, silent);
    expect(warnings).toEqual([]);
    const res = await t.app.inject({
      url: '/api/tournaments/?created_by=' + String((await meOf('alice@demo.clutch.gg')).id),
    });
    const page = res.json<{
      count: number;
      results: {
        game_id: number;
        status: string;
        is_demo: boolean;
        translations: { en: { name: string } };
      }[];
    }>();
    expect(page.count).toBe(2);
    expect(
      page.results.map((r) => [r.game_id, r.translations.en.name, r.status, r.is_demo]).sort(),
    ).toEqual([
      [1, 'Clutch Demo Cup', 'registration', true],
      [2, 'Clutch CS2 Open', 'registration', true],
    ]);
  });

  it('opens a Dota 2 and a CS2 demo lobby, once, both waiting for players', async () => {
    await seedDemo(t, silent);
    await seedDemo(t, silent);
    expect(warnings).toEqual([]);
    const bob = await meOf('bob@demo.clutch.gg');
    expect(bob).toMatchObject({ is_demo: true, demo_balance: 990 });
    const res = await t.app.inject({
      url: '/api/quickmatch/',
      headers: { authorization: `Token ${await accessOf('bob@demo.clutch.gg')}` },
    });
    const page = res.json<{ count: number; results: { game: number; is_demo: boolean }[] }>();
    expect(page.count).toBe(2);
    expect(page.results.map((r) => [r.game, r.is_demo]).sort()).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(bob.current_quick_match).not.toBeNull();
  });
});
