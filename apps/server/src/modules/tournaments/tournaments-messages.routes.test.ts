// The tournaments module answers its own errors in the request's language: a join's field error, a
// refusal's detail, the create form's field rules, and sentences that name a status or an action.
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { createTournament, hoursFromNow, tournamentForm } from '../../../test/tournaments.js';
import { fund, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const client = testClient(t);
const e = tournamentRegistrationEndpoints;

const UK = { 'accept-language': 'uk-UA,uk;q=0.9' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
const NONE = {};

describe('joining a tournament in the language of the request', () => {
  it.each([
    [UK, 'Цей турнір вимагає від гравців пароль.'],
    [ZH, '该锦标赛要求选手输入密码。'],
    [NONE, 'This tournament asks players for a password.'],
  ])('words a missing password (%o) as a field error', async (headers, text) => {
    const { id } = await createTournament(t, {
      is_opened: 2,
      players_password: 'play-9',
      watchers_password: 'watch-9',
    });
    const res = await client.call(e.register, {
      as: await createUser(t),
      params: { id },
      rawBody: {},
      headers,
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ password: [text] });
  });

  it.each([
    [UK, 'Реєстрацію завершено: статус турніру — «скасовано».'],
    [ZH, '报名已结束：锦标赛状态为“已取消”。'],
    [NONE, 'Registration is over: the tournament is cancelled.'],
  ])('names a cancelled tournament’s status in that language too (%o)', async (headers, text) => {
    const { id, creator } = await createTournament(t);
    await client.ok(tournamentsEndpoints.remove, { as: creator, params: { id } });
    const res = await client.call(e.register, {
      as: await createUser(t),
      params: { id },
      rawBody: {},
      headers,
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ error: text });
  });

  it.each([
    [UK, 'Ви не зареєстровані в цьому турнірі.'],
    [ZH, '你没有报名本锦标赛。'],
    [NONE, 'You are not registered in this tournament.'],
  ])(
    'refuses leaving what one never joined with a translated detail (%o)',
    async (headers, text) => {
      const { id } = await createTournament(t);
      const res = await client.call(e.leave, { as: await createUser(t), params: { id }, headers });
      expect(res.status).toBe(403);
      expect(res.error).toEqual({ detail: text, code: 'permission_denied' });
    },
  );
});

describe('creating and editing a tournament in the language of the request', () => {
  it.each([
    [
      UK,
      {
        start_time: ['Виберіть час початку в майбутньому.'],
        max_lvl: ['max_lvl (8) не може бути меншим за min_lvl (9).'],
      },
    ],
    [
      ZH,
      {
        start_time: ['请选择一个将来的开始时间。'],
        max_lvl: ['max_lvl（8）不能低于 min_lvl（9）。'],
      },
    ],
    [
      NONE,
      {
        start_time: ['Choose a start time in the future.'],
        max_lvl: ['max_lvl (8) may not be below min_lvl (9).'],
      },
    ],
  ])('answers the form’s broken rules field by field (%o)', async (headers, fields) => {
    const creator = await createUser(t);
    await fund(t, creator, 100);
    const res = await client.call(tournamentsEndpoints.create, {
      as: creator,
      query: { game: 1 },
      rawBody: tournamentForm({ start_time: hoursFromNow(-1), min_lvl: 9, max_lvl: 8 }),
      headers,
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual(fields);
  });

  it.each([
    [UK, 'Лише організатор турніру може редагувати його.'],
    [ZH, '只有锦标赛的创建者才能编辑它。'],
    [NONE, "Only the tournament's creator can edit it."],
  ])('tells someone else they may not edit it (%o)', async (headers, text) => {
    const { id } = await createTournament(t);
    const res = await client.call(tournamentsEndpoints.patch, {
      as: await createUser(t),
      params: { id },
      rawBody: { grid: 4 },
      headers,
    });
    expect(res.status).toBe(403);
    expect(res.error).toEqual({ detail: text, code: 'permission_denied' });
  });
});
