// Where a buyer comes back after paying. With PUBLIC_URL set, every link is built on it. Unset (a
// newcomer's first start), the browser returns to the origin it opened the app at: opened at
// http://127.0.0.1:3000 or a LAN name, the checkout must not send it to localhost, another origin
// where its tokens are not stored. The provider's server-to-server callbacks keep PUBLIC_URL.
import { walletEndpoints as e } from '@clutch/contract/wallet';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser } from '../../../../test/factories.js';
import { useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp({ env: { PUBLIC_URL: '' } });
const api = testClient(t);

async function sandboxLink(host: string): Promise<string> {
  const buyer = await createUser(t);
  const res = await api.call(e.packLink, {
    as: buyer,
    headers: { host },
    params: { id: 1, provider: 'sandbox' },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.link;
}

describe('the checkout return without PUBLIC_URL', () => {
  it('sends the buyer back to the address they opened the app at', async () => {
    expect(await sandboxLink('127.0.0.1:3000')).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/wallet\/checkout\/\d+\?token=/,
    );
    expect(await sandboxLink('clutch-box.lan:8080')).toMatch(
      /^http:\/\/clutch-box\.lan:8080\/wallet\/checkout\/\d+\?token=/,
    );
  });

  it('falls back to the default address for a Host that is not a plain host name', async () => {
    expect(await sandboxLink('evil.example/phish?x=')).toMatch(
      /^http:\/\/localhost:\d+\/wallet\/checkout\/\d+\?token=/,
    );
  });

  it('builds a custom purchase link on the same origin', async () => {
    const buyer = await createUser(t);
    const res = await api.call(e.customRoom, {
      as: buyer,
      headers: { host: '192.168.1.20:3000' },
      body: { crystals: 500, provider: 'sandbox' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.link).toMatch(/^http:\/\/192\.168\.1\.20:3000\/wallet\/checkout\//);
  });
});
