// The jars' own refusals come back in the language of the request, English without one.
import { jarsEndpoints, type Jar } from '@clutch/contract/jars';
import { describe, expect, it } from 'vitest';
import { acceptLanguage, testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createFundedUser, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = testClient(t);
const e = jarsEndpoints;

async function createJar(user: TestUser, body: object = { target_amount: 100 }): Promise<Jar> {
  return api.ok(e.create, { as: user, body: { title: 'Jar', ...body } });
}

describe('jar messages in the language of the request', () => {
  it.each([
    ['uk', 'До цієї банки можна внести ще щонайбільше 2 кристали.'],
    ['zh-CN', '此存钱罐最多还能放入 2 水晶。'],
    ['none', 'At most 2 crystals can still go into this jar.'],
  ])('words a donation past the target for Accept-Language %s', async (language, text) => {
    const jar = await createJar(await createUser(t), { target_amount: 2 });
    const res = await api.call(e.donate, {
      as: await createFundedUser(t, 10),
      params: { id: jar.id },
      body: { amount: 3 },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ amount: [text] });
  });

  it.each([
    ['uk', 'Лише творець банки може її розбити.'],
    ['zh-CN', '只有存钱罐的创建者可以打开它。'],
    ['none', "Only the jar's creator can break it."],
  ])('words breaking someone else’s jar for Accept-Language %s', async (language, text) => {
    const jar = await createJar(await createUser(t));
    const res = await api.call(e.breakJar, {
      as: await createUser(t),
      params: { id: jar.id },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ detail: text });
  });

  it('answers a missing jar in Ukrainian', async () => {
    const res = await api.call(e.get, {
      as: await createUser(t),
      params: { id: 999_999 },
      headers: { 'accept-language': 'uk' },
    });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: 'Банку не знайдено.' });
  });
});
