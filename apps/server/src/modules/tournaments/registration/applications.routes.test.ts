// Applications: with `applications` on, registering applies with the fee held; the creator lists,
// confirms (a place under the same rules and cap) or declines (the fee back); the applicant may
// withdraw. Creator-only calls answer 403 to anyone else.
import { tournamentRegistrationEndpoints } from '@clutch/contract/tournament-registration';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { teamApi } from '../../../../test/teams.js';
import {
  createTournament,
  setLevel,
  startIn,
  tournamentApi,
} from '../../../../test/tournaments.js';
import {
  balances,
  createFundedUser,
  queryRows,
  useLedgerTestApp,
} from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);
const client = testClient(t);
const e = tournamentRegistrationEndpoints;
/** `body` goes unchecked: some tests send what validation must refuse. */
const register = (id: number, user: TestUser, body: object = {}) =>
  client.call(e.register, { as: user, params: { id }, rawBody: body });
const cancel = (id: number, user: TestUser) =>
  client.call(e.cancelApplication, { as: user, params: { id } });

const tournament = (overrides: Record<string, unknown> = {}) =>
  createTournament(t, { applications: true, entry_fee: 5, ...overrides });
const applicant = (crystals = 10) => createFundedUser(t, crystals);

async function apply(id: number, user: TestUser, body: object = {}): Promise<number> {
  const res = await register(id, user, body);
  expect(res.status, res.text).toBe(201);
  const result = res.body;
  expect(result).toMatchObject({ status: 'applied', participant_id: null });
  if (result.application_id === null) throw new Error('no application');
  return result.application_id;
}

/** `action` goes unchecked: a test sends one validation must refuse. */
const decide = (applicationId: number, user: TestUser, action: string) =>
  client.call(e.decideApplication, {
    as: user,
    params: { id: applicationId },
    rawBody: { action },
  });
const list = (id: number, user: TestUser, query: { status?: 'pending'; search?: string } = {}) =>
  client.call(e.applications, { as: user, params: { id }, query });

describe('applying', () => {
  it('holds the fee and takes no place until the creator confirms', async () => {
    const { id, creator } = await tournament();
    const user = await applicant();
    const applicationId = await apply(id, user);
    expect((await balances(t, user)).balance).toBe(5);
    expect((await api.get(id, user)).participants_count).toBe(0);
    const again = await register(id, user);
    expect(again.error['error']).toMatch(/already have an application/);

    const page = await list(id, creator);
    expect(page.status).toBe(200);
    const [pending] = page.body.results;
    expect(pending).toMatchObject({
      id: applicationId,
      tournament_id: id,
      user_type: 1,
      user: { id: user.id },
      team: null,
      status: 'pending',
    });

    const confirmed = await decide(applicationId, creator, 'confirm');
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect((await api.get(id, user)).participants_count).toBe(1);
    expect((await balances(t, user)).balance).toBe(5);
    const [hold] = await queryRows(
      t,
      `select count(*)::int as n from wallet_holds where user_id = ${String(user.id)} and status = 'held'`,
    );
    expect(hold).toEqual({ n: 1 });
    const twice = await decide(applicationId, creator, 'decline');
    expect(twice.error['error']).toBe('This application is already confirmed.');
  });

  it('is for the creator to list and decide: anyone else gets a 403', async () => {
    const { id } = await tournament();
    const user = await applicant();
    const applicationId = await apply(id, user);
    const other = await createUser(t);
    expect((await list(id, other)).status).toBe(403);
    expect((await list(id, user)).status).toBe(403);
    expect((await decide(applicationId, other, 'confirm')).status).toBe(403);
    expect((await decide(applicationId, user, 'confirm')).status).toBe(403);
    expect((await decide(applicationId, user, 'maybe')).status).toBe(400);
    expect((await decide(9_999_999, user, 'confirm')).status).toBe(404);
  });

  it('lists by status and name', async () => {
    const { id, creator } = await tournament();
    const [a, b] = [await applicant(), await applicant()];
    const first = await apply(id, a);
    await apply(id, b);
    await decide(first, creator, 'decline');
    const pending = (await list(id, creator, { status: 'pending' })).body;
    expect(pending.results.map((r) => r.user.id)).toEqual([b.id]);
    const named = (await list(id, creator, { search: a.username })).body;
    expect(named.count).toBe(1);
  });

  it('releases the fee when declined and tells the applicant', async () => {
    const { id, creator } = await tournament();
    const user = await applicant();
    const applicationId = await apply(id, user);
    const res = await decide(applicationId, creator, 'decline');
    expect(res.body.status).toBe('declined');
    expect((await balances(t, user)).balance).toBe(10);
    await expect
      .poll(async () =>
        (
          await queryRows(
            t,
            `select attributes->>'text' as text from notifications where user_id = ${String(user.id)}`,
          )
        ).map((row) => row['text']),
      )
      .toEqual(['Your application was declined; any fee is back on your balance.']);
    // Declined, they may apply again.
    await apply(id, user);
  });

  it('can be withdrawn by the applicant only', async () => {
    const { id } = await tournament({ watcher_entry_fee: 2 });
    const user = await applicant();
    await apply(id, user, { watcher: user.id });
    expect((await balances(t, user)).balance).toBe(8);
    const other = await createUser(t);
    expect((await cancel(id, other)).status).toBe(403);
    expect((await cancel(id, user)).status).toBe(204);
    expect((await balances(t, user)).balance).toBe(10);
    expect((await cancel(id, user)).status).toBe(403);
  });
});

describe('confirming', () => {
  it('never goes past 2^grid: a full tournament refuses to confirm and to apply', async () => {
    const { id, creator } = await tournament({ grid: 1, entry_fee: 0 });
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await apply(id, await createUser(t)));
    const [a, b, c] = ids;
    if (a === undefined || b === undefined || c === undefined) throw new Error('no ids');
    expect((await decide(a, creator, 'confirm')).status).toBe(200);
    expect((await decide(b, creator, 'confirm')).status).toBe(200);
    const full = await decide(c, creator, 'confirm');
    expect(full.status).toBe(400);
    expect(full.error).toMatchObject({ code: 'tournament_full' });
    expect((await decide(c, creator, 'decline')).status).toBe(200);
    const late = await register(id, await createUser(t));
    expect(late.error).toMatchObject({ code: 'tournament_full' });
  });

  it('checks the rules again: levels may have changed, registration may have closed', async () => {
    const { id, creator } = await tournament({ min_lvl: 3 });
    const user = await applicant();
    await setLevel(t, user.id, 3);
    const applicationId = await apply(id, user);
    await setLevel(t, user.id, 2);
    const res = await decide(applicationId, creator, 'confirm');
    expect(res.error['error']).toMatch(/level 2/);
    await setLevel(t, user.id, 3);
    await startIn(t, id, 10);
    const closed = await decide(applicationId, creator, 'confirm');
    expect(closed.error['error']).toMatch(/Registration closed/);
    expect((await decide(applicationId, creator, 'decline')).status).toBe(200);
    expect((await balances(t, user)).balance).toBe(10);
  });

  it('registers a team with its five as they are when confirmed', async () => {
    const { id, creator } = await tournament({ type: '5_5', entry_fee: 0 });
    const { team, leader } = await teamApi(t).teamOf(4);
    const applicationId = await apply(id, leader, { team: team.id });
    const res = await decide(applicationId, creator, 'confirm');
    expect(res.status, res.text).toBe(200);
    expect(res.body.team?.id).toBe(team.id);
    expect((await api.get(id, leader)).participation).toMatchObject({ team_id: team.id });
  });

  it('ends with the tournament: cancelling releases the waiting fees and tells the applicants', async () => {
    const { id, creator } = await tournament();
    const user = await applicant();
    await apply(id, user);
    const told: number[] = [];
    const stop = t.bus.subscribe((event) => {
      if (event.type === 'TournamentCancelled' && event.tournamentId === id)
        told.push(...event.userIds);
    });
    const removed = await client.call(tournamentsEndpoints.remove, { as: creator, params: { id } });
    expect(removed.status).toBe(204);
    expect((await balances(t, user)).balance).toBe(10);
    await expect.poll(() => told).toEqual([user.id]);
    stop();
  });
});

describe('a pending application', () => {
  it('shows in the tournament answer to its applicant only, until withdrawn', async () => {
    const { id, creator } = await tournament();
    const user = await applicant();
    expect((await api.get(id, user)).application).toBeNull();
    const applicationId = await apply(id, user);
    expect((await api.get(id, user)).application).toEqual({ id: applicationId, status: 'pending' });
    expect((await api.get(id, creator)).application).toBeNull();
    expect((await api.get(id, null)).application).toBeNull();
    const cancelled = await cancel(id, user);
    expect(cancelled.status, cancelled.text).toBe(204);
    expect((await api.get(id, user)).application).toEqual({
      id: applicationId,
      status: 'cancelled',
    });
  });

  it.each(['entry_fee', 'watcher_entry_fee', 'min_lvl'])(
    'fixes %s: the applicant applied under it and holds the fee at its price',
    async (field) => {
      const { id, creator } = await tournament({ watcher_entry_fee: 1 });
      await apply(id, await applicant());
      const res = await client.call(tournamentsEndpoints.patch, {
        as: creator,
        params: { id },
        rawBody: { [field]: 7 },
      });
      expect(res.status).toBe(400);
      expect((res.error[field] as string[] | undefined)?.[0]).toMatch(/registered or applied/);
    },
  );
});
