// Real crystals for a journey: a pack bought through the API and paid at the sandbox provider, as
// a buyer's browser would (the wallet journey shows the same through the pages).
import type { Page } from '@playwright/test';
import { apiAs } from './players';

/** Buys the cheapest pack as the player signed in on `page`; answers the crystals it added. */
export async function buyCheapestPack(page: Page): Promise<number> {
  const packs = (await apiAs(page, 'GET', 'wallet/')) as { id: number; crystals: number }[];
  const pack = packs[0];
  if (pack === undefined) throw new Error('the server offers no crystal packs');
  const { link } = (await apiAs(page, 'GET', `wallet/${String(pack.id)}/sandbox/`)) as {
    link: string;
  };
  const url = new URL(link);
  const order = /\/wallet\/checkout\/(\d+)$/.exec(url.pathname)?.[1] ?? '';
  await apiAs(page, 'POST', `wallet/checkout/${order}/`, {
    token: url.searchParams.get('token'),
    action: 'pay',
  });
  return pack.crystals;
}
