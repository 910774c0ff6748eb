// The wallet's own refusals come back in the language of the request, English without one.
import { transfersEndpoints } from '@clutch/contract/transfers';
import { walletEndpoints } from '@clutch/contract/wallet';
import { describe, expect, it } from 'vitest';
import { acceptLanguage, testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { fund, useLedgerTestApp } from '../../../test/wallet.js';
import { TRON_ADDRESS } from '../../../test/withdrawals.js';

const t = useLedgerTestApp({ env: { WITHDRAW_MIN: '10' } });
const api = testClient(t);

const send = (from: TestUser, to: { id: number }, amount: string, language = 'none') =>
  api.call(transfersEndpoints.send, {
    as: from,
    params: { id: to.id },
    body: { amount },
    headers: acceptLanguage(language),
  });

describe('wallet messages in the language of the request', () => {
  it.each([
    ['uk-UA,uk;q=0.9', 'Недостатньо кристалів на балансі. Потрібно ще: 7.5 кристала.'],
    ['zh-CN', '余额中的水晶不足。还需要 7.5 水晶。'],
    ['none', 'Not enough crystals on the balance for this. 7.5 more crystals are needed.'],
  ])('words a transfer beyond the balance for Accept-Language %s', async (language, text) => {
    const [sender, recipient] = [await createUser(t), await createUser(t)];
    await fund(t, sender, 5);
    const res = await send(sender, recipient, '12.5', language);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      error: text,
      code: 'insufficient_funds',
      missing: 7.5,
      book: 'real',
    });
  });

  it.each([
    ['uk', 'Не можна надсилати кристали самому собі.'],
    ['zh-CN', '不能给自己发送水晶。'],
    ['none', 'You cannot send crystals to yourself.'],
  ])('words a transfer to yourself for Accept-Language %s', async (language, text) => {
    const user = await createUser(t);
    const res = await send(user, user, '1', language);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ error: text });
  });

  it.each([
    ['uk', 'Найменша сума виведення — 10 кристалів.'],
    ['zh-CN', '单笔提现至少 10 水晶。'],
    ['none', 'The smallest withdrawal is 10 crystals.'],
  ])('words a withdrawal below the minimum for Accept-Language %s', async (language, text) => {
    const res = await api.call(walletEndpoints.withdraw, {
      as: await createUser(t),
      rawBody: { amount: 9.99, network: 'TRC20', address: TRON_ADDRESS },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ amount: [text] });
  });
});
