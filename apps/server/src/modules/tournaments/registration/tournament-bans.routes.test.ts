// Tournament bans: only the creator bans, lists and lifts them; a ban removes the banned one's place
// (or their team's) and waiting application with the fees released; the banned cannot register.
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { testClient } from '../../../../test/client.js';
import { teamApi } from '../../../../test/teams.js';
import { createTournament, startIn, tournamentApi } from '../../../../test/tournaments.js';
import { balances, fund, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);

const client = testClient(t);
const e = tournamentRegistrationEndpoints;
/** `body` goes unchecked: some tests send what validation must refuse. */
const ban = (id: number, user: TestUser, body: object) =>
  client.call(e.ban, { as: user, params: { id }, rawBody: body });
const bansOf = (id: number, user: TestUser) => client.call(e.bans, { as: user, params: { id } });
const unban = (id: number, banId: number, user: TestUser) =>
  client.call(e.unban, { as: user, params: { id, banId } });
const register = (id: number, user: TestUser, body: object = {}) =>
  client.call(e.register, { as: user, params: { id }, rawBody: body });
const creatorBans = (user: TestUser, query: { per_page?: number } = {}) =>
  client.call(e.creatorBans, { as: user, query });

describe('banning', () => {
  it('is the creator’s: list, ban and unban answer 403 to anyone else', async () => {
    const { id, creator } = await createTournament(t);
    const [target, other] = [await createUser(t), await createUser(t)];
    expect((await ban(id, other, { user: target.id })).status).toBe(403);
    expect((await bansOf(id, other)).status).toBe(403);
    const res = await ban(id, creator, { user: target.id });
    expect(res.status, res.text).toBe(201);
    const made = res.body;
    expect(made).toMatchObject({
      tournament: { id, type: '1_1', translations: { en: { name: 'Spring Cup' } } },
      user: { id: target.id, username: target.username },
      team: null,
    });
    const page = (await bansOf(id, creator)).body;
    expect(page.results.map((b) => b.id)).toEqual([made.id]);
    expect((await unban(id, made.id, other)).status).toBe(403);
    expect((await unban(id, made.id, creator)).status).toBe(204);
    expect((await unban(id, made.id, creator)).status).toBe(404);
  });

  it('keeps the banned out until the ban is lifted', async () => {
    const { id, creator } = await createTournament(t);
    const target = await createUser(t);
    const made = (await ban(id, creator, { user: target.id })).body;
    const res = await register(id, target);
    expect(res.status).toBe(400);
    expect(res.error['error']).toMatch(/banned from this tournament/);
    expect((await register(id, target, { watcher: target.id })).status).toBe(400);
    await unban(id, made.id, creator);
    expect((await register(id, target)).status).toBe(201);
  });

  it('removes a registered player and gives the fee back', async () => {
    const { id, creator } = await createTournament(t, { entry_fee: 4 });
    const player = await createUser(t);
    await fund(t, player, 10);
    await register(id, player);
    expect((await balances(t, player)).balance).toBe(6);
    expect((await ban(id, creator, { user: player.id })).status).toBe(201);
    expect((await balances(t, player)).balance).toBe(10);
    expect((await api.get(id, player)).participants_count).toBe(0);
  });

  it('declines a waiting application, fee back', async () => {
    const { id, creator } = await createTournament(t, { applications: true, watcher_entry_fee: 1 });
    const user = await createUser(t);
    await fund(t, user, 2);
    await register(id, user, { watcher: user.id });
    expect((await balances(t, user)).balance).toBe(1);
    await ban(id, creator, { user: user.id });
    expect((await balances(t, user)).balance).toBe(2);
  });

  it('answers each wrong request clearly', async () => {
    const { id, creator } = await createTournament(t);
    const target = await createUser(t);
    expect((await ban(id, creator, { user: creator.id })).error).toEqual({
      user: ['You cannot ban yourself.'],
    });
    expect((await ban(id, creator, { user: 9_999_999 })).error).toEqual({
      user: ['No user has this id.'],
    });
    expect((await ban(id, creator, { team: 1 })).error).toEqual({
      team: ['A 1x1 tournament bans users only.'],
    });
    expect((await ban(id, creator, {})).status).toBe(400);
    expect((await ban(id, creator, { user: target.id, team: 1 })).status).toBe(400);
    expect((await ban(id, creator, { user: target.id })).status).toBe(201);
    expect((await ban(id, creator, { user: target.id })).status).toBe(409);
    expect((await ban(9_999_999, creator, { user: target.id })).status).toBe(404);
    await startIn(t, id, -1);
    const late = await ban(id, creator, { user: (await createUser(t)).id });
    expect(late.error['error']).toMatch(/has started/);
  });
});

describe('banning in a 5x5 tournament', () => {
  it('removes a banned team, and a team whose player is banned; the leader’s fee comes back', async () => {
    const { id, creator } = await createTournament(t, { type: '5_5', entry_fee: 2 });
    const teams = teamApi(t);
    const first = await teams.teamOf(4);
    const second = await teams.teamOf(4);
    for (const leader of [first.leader, second.leader]) {
      await fund(t, leader, 2);
      expect((await register(id, leader)).status).toBe(201);
    }
    expect((await api.get(id, creator)).participants_count).toBe(2);

    const teamBan = await ban(id, creator, { team: first.team.id });
    expect(teamBan.body).toMatchObject({
      user: null,
      team: { id: first.team.id },
    });
    expect((await balances(t, first.leader)).balance).toBe(2);
    const again = await register(id, first.leader);
    expect(again.error).toEqual({ team: [`${first.team.name} is banned from this tournament.`] });

    const player = second.members[2];
    if (!player) throw new Error('short team');
    expect((await ban(id, creator, { user: player.id })).status).toBe(201);
    expect((await balances(t, second.leader)).balance).toBe(2);
    expect((await api.get(id, creator)).participants_count).toBe(0);
  });
});

describe('creator/bans', () => {
  it('lists the bans of every tournament the caller organises, and no one else’s', async () => {
    const creator = await createUser(t);
    const banned = await createUser(t);
    const first = await createTournament(t, { banned: { users: [banned.id] } }, { creator });
    const second = await createTournament(t, {}, { creator });
    await ban(second.id, creator, { user: banned.id });
    const elsewhere = await createTournament(t);
    await ban(elsewhere.id, elsewhere.creator, { user: banned.id });

    const res = await creatorBans(creator, { per_page: 9999 });
    expect(res.status).toBe(200);
    const page = res.body;
    expect(page.count).toBe(2);
    expect(page.results.map((b) => b.tournament.id).sort()).toEqual([first.id, second.id].sort());
    const paged = await creatorBans(creator, { per_page: 1 });
    expect(paged.body).toMatchObject({
      next: expect.stringContaining('page=2') as string,
    });
    const stranger = await createUser(t);
    const none = await creatorBans(stranger);
    expect(none.body.count).toBe(0);
  });
});
