// The reports module's own refusals come back in the language of the request, English without one.
import { reportsEndpoints as api } from '@clutch/contract/reports';
import { describe, expect, it } from 'vitest';
import { acceptLanguage, testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();
const client = testClient(t);

const report = (reportedTo: number, extra: Record<string, unknown> = {}) => ({
  title: 'Abuse',
  description: 'Insults all game long.',
  reason: 3,
  reported_to: reportedTo,
  ...extra,
});

describe('report messages in the language of the request', () => {
  it.each([
    ['uk', 'Не можна поскаржитися на самого себе.'],
    ['zh-CN', '不能举报自己。'],
    ['none', 'You cannot report yourself.'],
  ])('words a report about oneself for Accept-Language %s', async (language, text) => {
    const user = await createUser(t);
    const res = await client.call(api.create, {
      as: user,
      rawBody: report(user.id),
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ reported_to: [text] });
  });

  it.each([
    ['uk', 'Такого користувача немає.'],
    ['zh-CN', '没有这个用户。'],
  ])('words an unknown reported user for Accept-Language %s', async (language, text) => {
    const res = await client.call(api.create, {
      as: await createUser(t),
      rawBody: report(2_000_000_000),
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ reported_to: [text] });
  });
});
