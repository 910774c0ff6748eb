// The friends module's own refusals come back in the language of the request, English without one.
import { friendsEndpoints as e } from '@clutch/contract/friends';
import { describe, expect, it } from 'vitest';
import { acceptLanguage, testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();
const api = testClient(t);

describe('friends messages in the language of the request', () => {
  it.each([
    ['uk', 'Не можна надіслати запит у друзі самому собі.'],
    ['zh-CN', '不能向自己发送好友请求。'],
    ['none', 'You cannot send a friend request to yourself.'],
  ])('words a request to yourself for Accept-Language %s', async (language, text) => {
    const user = await createUser(t);
    const res = await api.call(e.sendRequest, {
      as: user,
      params: { id: user.id },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ error: text });
  });

  it.each([
    ['uk', 'Ви вже надіслали цьому користувачу запит у друзі.'],
    ['zh-CN', '你已经向该用户发送过好友请求。'],
  ])('words a repeated request for Accept-Language %s', async (language, text) => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await api.ok(e.sendRequest, { as: a, params: { id: b.id } });
    const res = await api.call(e.sendRequest, {
      as: a,
      params: { id: b.id },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ error: text });
  });

  it('answers a missing friend request in Ukrainian', async () => {
    const user = await createUser(t);
    const res = await api.call(e.acceptRequest, {
      as: user,
      params: { id: user.id, requestId: 999_999 },
      headers: { 'accept-language': 'uk' },
    });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: 'Запит у друзі не знайдено.' });
  });

  it.each([
    ['uk', 'Користувача розблоковано.'],
    ['zh-CN', '已取消屏蔽该用户。'],
    ['none', 'The user is no longer blocked.'],
  ])('answers an unblock for Accept-Language %s in that language', async (language, text) => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await api.ok(e.banUser, { as: a, query: { banned_user: b.id } });
    const res = await api.call(e.unbanUser, {
      as: a,
      query: { banned_user: b.id },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: text });
  });
});
