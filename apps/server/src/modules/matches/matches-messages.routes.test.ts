// The matches module's words to players in the language of the request: asking again for the
// invitation of a match one does not play, and a refused stream link (the words the casters' panel
// answers with), in Ukrainian, Chinese and (without a header) English.
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { describe, expect, it } from 'vitest';
import { acceptLanguage, testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { checkStreamLink } from './stream-link.js';

const t = useTestApp();
const client = testClient(t);

describe('matches messages in the language of the request', () => {
  it.each([
    ['uk-UA,uk;q=0.9', 'Ви не граєте в жодному поточному матчі з таким id.'],
    ['zh-CN', '你没有参加该 id 的进行中的比赛。'],
    [undefined, 'You play in no running match with this id.'],
  ])('refuses to resend the invitation of no running match for %s', async (lang, text) => {
    const user = await createUser(t);
    const res = await client.call(qm.resendInvites, {
      as: user,
      params: { id: 987_654 },
      headers: acceptLanguage(lang),
    });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: text });
  });

  it('words a refused stream link in every language, English as its message', () => {
    const outcome = checkStreamLink('http://www.twitch.tv/clutchcast');
    expect(outcome).toMatchObject({
      ok: false,
      message: 'The stream’s address must start with https://.',
    });
    if (outcome.ok) return;
    expect(outcome.localized('ua')).toBe('Адреса трансляції має починатися з https://.');
    expect(outcome.localized('cn')).toBe('直播地址必须以 https:// 开头。');
  });
});
