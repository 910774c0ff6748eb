// Tournament bans: only the creator bans, lists and lifts them; a ban removes the banned one's place
// (or their team's) and waiting application with the fees released; the banned cannot register.
import type { TournamentBan } from '@clutch/contract/tournament-registration';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { teamApi } from '../../../test/teams.js';
import { createTournament, joinApi, startIn, tournamentApi } from '../../../test/tournaments.js';
import { balances, fund, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);
const join = joinApi(t);

const bans = (id: number) => `tournaments/${String(id)}/bans/`;
const ban = (id: number, user: TestUser, body: object) => join.call('POST', bans(id), user, body);

describe('banning', () => {
  it('is the creator’s: list, ban and unban answer 403 to anyone else', async () => {
    const { id, creator } = await createTournament(t);
    const [target, other] = [await createUser(t), await createUser(t)];
    expect((await ban(id, other, { user: target.id })).statusCode).toBe(403);
    expect((await join.call('GET', bans(id), other)).statusCode).toBe(403);
    const res = await ban(id, creator, { user: target.id });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<TournamentBan>();
    expect(made).toMatchObject({
      tournament: { id, type: '1_1', translations: { en: { name: 'Spring Cup' } } },
      user: { id: target.id, username: target.username },
      team: null,
    });
    const page = (await join.call('GET', bans(id), creator)).json<{ results: TournamentBan[] }>();
    expect(page.results.map((b) => b.id)).toEqual([made.id]);
    const unban = `${bans(id)}${String(made.id)}/`;
    expect((await join.call('DELETE', unban, other)).statusCode).toBe(403);
    expect((await join.call('DELETE', unban, creator)).statusCode).toBe(204);
    expect((await join.call('DELETE', unban, creator)).statusCode).toBe(404);
  });

  it('keeps the banned out until the ban is lifted', async () => {
    const { id, creator } = await createTournament(t);
    const target = await createUser(t);
    const made = (await ban(id, creator, { user: target.id })).json<TournamentBan>();
    const res = await join.register(id, target);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/banned from this tournament/);
    expect((await join.register(id, target, { watcher: target.id })).statusCode).toBe(400);
    await join.call('DELETE', `${bans(id)}${String(made.id)}/`, creator);
    expect((await join.register(id, target)).statusCode).toBe(201);
  });

  it('removes a registered player and gives the fee back', async () => {
    const { id, creator } = await createTournament(t, { entry_fee: 4 });
    const player = await createUser(t);
    await fund(t, player, 10);
    await join.register(id, player);
    expect((await balances(t, player)).balance).toBe(6);
    expect((await ban(id, creator, { user: player.id })).statusCode).toBe(201);
    expect((await balances(t, player)).balance).toBe(10);
    expect((await api.get(id, player)).participants_count).toBe(0);
  });

  it('declines a waiting application, fee back', async () => {
    const { id, creator } = await createTournament(t, { applications: true, watcher_entry_fee: 1 });
    const user = await createUser(t);
    await fund(t, user, 2);
    await join.register(id, user, { watcher: user.id });
    expect((await balances(t, user)).balance).toBe(1);
    await ban(id, creator, { user: user.id });
    expect((await balances(t, user)).balance).toBe(2);
  });

  it('answers each wrong request clearly', async () => {
    const { id, creator } = await createTournament(t);
    const target = await createUser(t);
    expect((await ban(id, creator, { user: creator.id })).json()).toEqual({
      user: ['You cannot ban yourself.'],
    });
    expect((await ban(id, creator, { user: 9_999_999 })).json()).toEqual({
      user: ['No user has this id.'],
    });
    expect((await ban(id, creator, { team: 1 })).json()).toEqual({
      team: ['A 1x1 tournament bans users only.'],
    });
    expect((await ban(id, creator, {})).statusCode).toBe(400);
    expect((await ban(id, creator, { user: target.id, team: 1 })).statusCode).toBe(400);
    expect((await ban(id, creator, { user: target.id })).statusCode).toBe(201);
    expect((await ban(id, creator, { user: target.id })).statusCode).toBe(409);
    expect((await ban(9_999_999, creator, { user: target.id })).statusCode).toBe(404);
    await startIn(t, id, -1);
    const late = await ban(id, creator, { user: (await createUser(t)).id });
    expect(late.json<{ error: string }>().error).toMatch(/has started/);
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
      expect((await join.register(id, leader)).statusCode).toBe(201);
    }
    expect((await api.get(id, creator)).participants_count).toBe(2);

    const teamBan = await ban(id, creator, { team: first.team.id });
    expect(teamBan.json<TournamentBan>()).toMatchObject({
      user: null,
      team: { id: first.team.id },
    });
    expect((await balances(t, first.leader)).balance).toBe(2);
    const again = await join.register(id, first.leader);
    expect(again.json()).toEqual({ team: [`${first.team.name} is banned from this tournament.`] });

    const player = second.members[2];
    if (!player) throw new Error('short team');
    expect((await ban(id, creator, { user: player.id })).statusCode).toBe(201);
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

    const res = await join.call('GET', 'tournaments/creator/bans/?per_page=9999', creator);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ count: number; results: TournamentBan[] }>();
    expect(page.count).toBe(2);
    expect(page.results.map((b) => b.tournament.id).sort()).toEqual([first.id, second.id].sort());
    const paged = await join.call('GET', 'tournaments/creator/bans/?per_page=1', creator);
    expect(paged.json<{ results: unknown[]; next: string | null }>()).toMatchObject({
      next: expect.stringContaining('page=2') as string,
    });
    const stranger = await createUser(t);
    const none = await join.call('GET', 'tournaments/creator/bans/', stranger);
    expect(none.json<{ count: number }>().count).toBe(0);
  });
});
