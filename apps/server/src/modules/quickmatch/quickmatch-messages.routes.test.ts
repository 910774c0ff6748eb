// The quick-match module's refusals in the language of the request: a seat refused, a pick-and-ban
// move out of turn and a field of the lobby form, in Ukrainian, Chinese and (without a header) English.
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { describe, expect, it } from 'vitest';
import { acceptLanguage } from '../../../test/client.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = quickMatchApi(t);
const { client } = api;

describe('quick-match messages in the language of the request', () => {
  it.each([
    ['uk-UA,uk;q=0.9', 'Ви вже граєте в цьому лобі.'],
    ['zh-CN,zh;q=0.9', '你已在这个房间里。'],
    [undefined, 'You already play in this lobby.'],
  ])('refuses a second seat with Accept-Language %s in that language', async (lang, text) => {
    const alice = await api.player();
    const lobby = await api.create(alice);
    const again = await client.call(qm.join, {
      as: alice,
      params: { id: lobby.id },
      headers: acceptLanguage(lang),
    });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ detail: text, code: 'conflict' });
  });

  it('tells an outsider who tries to leave, in Ukrainian, that they do not play there', async () => {
    const alice = await api.player();
    const outsider = await api.player();
    const lobby = await api.create(alice);
    const left = await client.call(qm.leave, {
      as: outsider,
      params: { id: lobby.id },
      headers: acceptLanguage('uk'),
    });
    expect(left.status).toBe(403);
    expect(left.error).toMatchObject({ detail: 'Ви не граєте в цьому лобі.' });
  });

  it.each([
    ['uk', 'Зараз не хід вашої сторони.'],
    ['zh-CN', '现在不是你方的回合。'],
    [undefined, 'It is not your side’s turn.'],
  ])('refuses a pick-and-ban move out of turn for Accept-Language %s', async (lang, text) => {
    const alice = await api.player();
    const bob = await api.player();
    const lobby = await api.create(alice, { ban_type: 'one_of_many' });
    await api.join(bob, lobby.id);
    await api.ready(alice, lobby.id);
    await api.ready(bob, lobby.id);
    const view = await api.view(alice, lobby.id);
    expect(view.veto?.turn?.side).toBe('a');
    const refused = await client.call(qm.veto, {
      as: bob,
      params: { id: lobby.id },
      body: { item: view.veto?.available[0] ?? '' },
      headers: acceptLanguage(lang),
    });
    expect(refused.status).toBe(400);
    expect(refused.error).toEqual({ error: text, code: 'not_your_turn' });
  });

  it.each([
    ['uk', 'Лобі гри 1 не приймають maps_list.'],
    ['zh-CN', '游戏 1 的房间不接受 maps_list。'],
    [undefined, 'Game 1 lobbies do not take maps_list.'],
  ])('names a field of the other game with Accept-Language %s', async (lang, text) => {
    const alice = await api.player();
    const created = await client.call(qm.create, {
      as: alice,
      query: { game: 1 },
      rawBody: { name: 'Words', maps_list: ['de_dust2'] },
      headers: acceptLanguage(lang),
    });
    expect(created.status).toBe(400);
    expect(created.error).toEqual({ maps_list: [text] });
  });

  it.each([
    ['uk', 'Ви вийшли з лобі.'],
    ['zh-CN', '您已离开大厅。'],
    [undefined, 'You left the lobby.'],
  ])('answers a player who leaves with Accept-Language %s in that language', async (lang, text) => {
    const alice = await api.player();
    const bob = await api.player();
    const lobby = await api.create(alice);
    await api.join(bob, lobby.id);
    const left = await client.call(qm.leave, {
      as: bob,
      params: { id: lobby.id },
      headers: acceptLanguage(lang),
    });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ message: text });
  });
});
