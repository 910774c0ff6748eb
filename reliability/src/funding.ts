// Real crystals for a suite player, the way a buyer gets them: the cheapest pack bought through the
// API and paid at the sandbox provider (PAYMENTS_SANDBOX is on by default), as the e2e journeys do.
import { CrystalPackSchema, PaymentLinkSchema } from '@clutch/contract/wallet';
import { api, expectStatus, type Player } from './api-client.js';

const PacksSchema = CrystalPackSchema.array();

/** Buys the cheapest pack `times` times; answers the crystals added. */
export async function buyCheapestPack(origin: string, player: Player, times = 1): Promise<number> {
  const token = player.tokens.access;
  const packs = PacksSchema.parse(
    expectStatus('packs', await api(origin, '/api/wallet/', { token }), 200).body,
  );
  const pack = [...packs].sort((a, b) => a.crystals - b.crystals)[0];
  if (!pack) throw new Error('the server offers no crystal packs');
  for (let i = 0; i < times; i += 1) {
    const { link } = PaymentLinkSchema.parse(
      expectStatus(
        'sandbox link',
        await api(origin, `/api/wallet/${String(pack.id)}/sandbox/`, { token }),
        200,
      ).body,
    );
    const url = new URL(link);
    const order = /\/wallet\/checkout\/(\d+)$/.exec(url.pathname)?.[1] ?? '';
    const paid = await api(origin, `/api/wallet/checkout/${order}/`, {
      method: 'POST',
      token,
      body: { token: url.searchParams.get('token'), action: 'pay' },
    });
    if (paid.status >= 300)
      throw new Error(`sandbox checkout: ${String(paid.status)} ${JSON.stringify(paid.body)}`);
  }
  return pack.crystals * times;
}
