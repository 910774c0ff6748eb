// Ownership transfers: the creator offers the tournament to one user at a time; the token reaches
// them only in their notification (the database keeps its hash); they alone see and answer it;
// accepting hands over every creator power, while the prize pool stays held on the original book.
import { tournamentTransfersEndpoints } from '@clutch/contract/tournament-transfers';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { createTournament, tournamentApi } from '../../../../test/tournaments.js';
import { balances, queryRows, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);

const client = testClient(t);
const e = tournamentTransfersEndpoints;
const offer = (id: number, from: TestUser, user: number) =>
  client.call(e.offer, { as: from, params: { id }, body: { user } });
const show = (id: number, user: TestUser, token: string) =>
  client.call(e.show, { as: user, params: { id }, query: { transfer_token: token } });
/** `body` goes unchecked: some tests send answers validation must refuse. */
const confirm = (token: string, user: TestUser, body: object) =>
  client.call(e.confirm, { as: user, params: { token }, rawBody: body });
const list = (id: number, user: TestUser, status?: number) =>
  client.call(e.list, { as: user, params: { id }, query: status === undefined ? {} : { status } });
const withdraw = (id: number, transferId: number, user: TestUser) =>
  client.call(e.withdraw, { as: user, params: { id, transferId } });

/** The token from the user's newest transfer notice, with the tournament it names. */
async function noticeOf(user: TestUser) {
  let notice: Record<string, unknown> = {};
  await expect
    .poll(async () => {
      const [row] = await queryRows(
        t,
        `select attributes, actor_id from notifications where user_id = ${String(user.id)}
         and type = 'tournament_transfer' order by id desc limit 1`,
      );
      notice = row ?? {};
      return row === undefined ? 0 : 1;
    })
    .toBe(1);
  const attributes = notice['attributes'];
  if (typeof attributes !== 'object' || attributes === null) throw new Error('no attributes');
  const token: unknown = Reflect.get(attributes, 'transfer_token');
  if (typeof token !== 'string') throw new Error('no transfer_token');
  return { token, attributes, actorId: notice['actor_id'] };
}

async function offered() {
  const { id, creator } = await createTournament(t);
  const heir = await createUser(t);
  const res = await offer(id, creator, heir.id);
  expect(res.status).toBe(201);
  const { token } = await noticeOf(heir);
  return { id, creator, heir, token, transfer: res.body };
}

describe('offering a tournament', () => {
  it('is the creator’s, and notifies the user with the token, stored only as its hash', async () => {
    const { id, creator } = await createTournament(t);
    const [heir, stranger] = [await createUser(t), await createUser(t)];
    expect((await offer(id, stranger, heir.id)).status).toBe(403);
    const res = await offer(id, creator, heir.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tournament: { id, translations: { en: { name: 'Spring Cup' } } },
      from_user: { id: creator.id },
      to_user: { id: heir.id },
      status: 1,
      decided_at: null,
    });
    const notice = await noticeOf(heir);
    expect(notice.attributes).toMatchObject({
      tournament_id: id,
      link: `/tournaments/${String(id)}`,
    });
    expect(Number(notice.actorId)).toBe(creator.id);
    const stored = await queryRows(
      t,
      `select token_hash from tournament_transfers where tournament_id = ${String(id)}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.['token_hash']).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.['token_hash']).not.toBe(notice.token);
  });

  it('allows one pending offer at a time, never to oneself nor to nobody', async () => {
    const { id, creator } = await createTournament(t);
    const [a, b] = [await createUser(t), await createUser(t)];
    const self = await offer(id, creator, creator.id);
    expect([self.status, self.text.includes('user')]).toEqual([400, true]);
    expect((await offer(id, creator, 999_999)).status).toBe(400);
    expect((await offer(id, creator, a.id)).status).toBe(201);
    expect((await offer(id, creator, b.id)).status).toBe(409);
    expect((await offer(999_999, creator, b.id)).status).toBe(404);
  });
});

describe('showing and answering an offer', () => {
  it('shows it to the offered user only, and only under its own tournament', async () => {
    const { id, heir, token, creator } = await offered();
    const res = await show(id, heir, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, to_user: { id: heir.id } });
    expect((await show(id, creator, token)).status).toBe(403);
    expect((await show(id, heir, 'not-the-token')).status).toBe(404);
    expect((await show(id + 1, heir, token)).status).toBe(404);
  });

  it('lets only the offered user answer, with their own id, once', async () => {
    const { id, creator, heir, token } = await offered();
    const stranger = await createUser(t);
    expect((await confirm(token, stranger, { status: 2 })).status).toBe(403);
    expect((await confirm(token, heir, { user: stranger.id, status: 2 })).status).toBe(400);
    expect((await confirm(token, heir, { status: 4 })).status).toBe(400);
    expect((await confirm('nope', heir, { status: 2 })).status).toBe(404);
    const declined = await confirm(token, heir, { user: heir.id, status: 3 });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe(3);
    expect((await confirm(token, heir, { status: 2 })).status).toBe(409);
    expect((await api.get(id, null)).created_by.id).toBe(creator.id);
    // Declined, the tournament may be offered again.
    expect((await offer(id, creator, heir.id)).status).toBe(201);
  });

  it('hands every creator power to whoever accepts; the pool stays held on the first book', async () => {
    const { id, creator } = await createTournament(t, { prize_pool: 40, first_place_prize: 40 });
    const heir = await createUser(t);
    await offer(id, creator, heir.id);
    const { token } = await noticeOf(heir);
    expect((await balances(t, creator)).balance).toBe(60);
    const res = await confirm(token, heir, { user: heir.id, status: 2 });
    expect(res.status).toBe(200);
    const accepted = res.body;
    expect([accepted.status, typeof accepted.decided_at]).toEqual([2, 'string']);
    expect((await api.get(id, heir)).created_by.id).toBe(heir.id);
    expect((await list(id, creator)).status).toBe(403);
    expect((await list(id, heir)).status).toBe(200);
    const edit = await client.call(tournamentsEndpoints.patch, {
      as: creator,
      params: { id },
      rawBody: { grid: 4 },
    });
    expect(edit.status).toBe(403);
    const holds = await queryRows(
      t,
      `select user_id from wallet_holds where reference = 'tournament:${String(id)}' and status = 'held'`,
    );
    expect(holds.map((h) => Number(h['user_id']))).toEqual([creator.id]);
    // The new organiser cancels: the pool goes back to whoever put it up.
    expect(
      (await client.call(tournamentsEndpoints.remove, { as: heir, params: { id } })).status,
    ).toBe(204);
    expect((await balances(t, creator)).balance).toBe(100);
    expect((await balances(t, heir)).balance).toBe(0);
  });

  it('cannot hand over a tournament that has finished', async () => {
    const { id, heir, token } = await offered();
    await t.database.db.execute(
      `update tournaments set status = 'finished' where id = ${String(id)}`,
    );
    expect((await confirm(token, heir, { status: 2 })).status).toBe(400);
    expect((await show(id, heir, token)).body.status).toBe(1);
  });
});

describe('listing and withdrawing offers', () => {
  it('lists the creator’s offers newest first, by status', async () => {
    const { id, creator, heir, token } = await offered();
    await confirm(token, heir, { status: 3 });
    const other = await createUser(t);
    await offer(id, creator, other.id);
    const all = (await list(id, creator)).body;
    expect(all.count).toBe(2);
    expect(all.results.map((x) => [x.to_user.id, x.status])).toEqual([
      [other.id, 1],
      [heir.id, 3],
    ]);
    const declined = (await list(id, creator, 3)).body;
    expect(declined.count).toBe(1);
    expect((await list(id, heir)).status).toBe(403);
    expect((await list(id, creator, 7)).status).toBe(400);
  });

  it('withdraws a pending offer (creator only), after which its token answers nothing', async () => {
    const { id, creator, heir, token, transfer } = await offered();
    expect((await withdraw(id, transfer.id, heir)).status).toBe(403);
    expect((await withdraw(id, transfer.id, creator)).status).toBe(204);
    expect((await withdraw(id, transfer.id, creator)).status).toBe(409);
    expect((await confirm(token, heir, { status: 2 })).status).toBe(409);
    expect((await withdraw(999999, transfer.id, creator)).status).toBe(404);
    const rows = (await list(id, creator, 4)).body;
    expect(rows.count).toBe(1);
  });
});
