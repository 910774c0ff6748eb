// Seats taken at the same moment: many players racing for the last seat of a real-crystal lobby,
// and one player racing into two lobbies. The lobby's row lock and the one-live-seat index decide;
// the losers get a clean 409 and keep their crystals.
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { expectLedgerSound, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const api = quickMatchApi(t);
const { client } = api;

const me = (as: TestUser) => client.ok(profileEndpoints.me, { as });
const join = (as: TestUser, id: number) => client.call(qm.join, { as, params: { id } });

describe('racing for seats', () => {
  it('when 50 funded players join a 1x1 lobby with one free seat at once, then exactly one sits and pays, the others get 409 and keep their crystals', async () => {
    const alice = await api.player({ real: 100 });
    const racers = await Promise.all(Array.from({ length: 50 }, () => api.player({ real: 100 })));
    const lobby = await api.create(alice, { entry_fee: 10 });

    const answers = await Promise.all(racers.map((racer) => join(racer, lobby.id)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winner = racers[statuses.indexOf(200)];
    if (!winner) throw new Error('nobody sat');
    const view = await api.view(alice, lobby.id);
    expect(view.checked_in_slots).toBe(2);
    expect(view.teams.flatMap((side) => side.players.map((p) => p.user.id)).sort()).toEqual(
      [alice.id, winner.id].sort(),
    );
    const balances = await Promise.all(racers.map(async (racer) => (await me(racer)).balance));
    expect(balances.filter((balance) => balance === 90)).toHaveLength(1);
    expect(balances.filter((balance) => balance === 100)).toHaveLength(49);
    expect((await me(winner)).balance).toBe(90);
    expect((await me(alice)).balance).toBe(90);
    for (const racer of racers)
      expect((await me(racer)).current_quick_match).toEqual(
        racer === winner ? { id: lobby.id } : null,
      );
    for (const answer of answers)
      if (answer.status === 409) expect(answer.error).toMatchObject({ code: 'conflict' });
    await expectLedgerSound(t);
  }, 120_000);

  it('when one player joins two lobbies at once, then they get exactly one seat and pay one fee', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([
        api.create(await api.player({ real: 100 }), { type: '5_5', entry_fee: 10 }),
        api.create(await api.player({ real: 100 }), { type: '5_5', entry_fee: 10 }),
      ]);
      const bob = await api.player({ real: 100 });
      const answers = await Promise.all([join(bob, first.id), join(bob, second.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const seatedIn = answers[0]?.status === 200 ? first : second;
      const other = seatedIn === first ? second : first;
      expect(await me(bob)).toMatchObject({
        balance: 90,
        current_quick_match: { id: seatedIn.id },
      });
      const seats = async (id: number) => (await api.view(bob, id)).checked_in_slots;
      expect([await seats(seatedIn.id), await seats(other.id)]).toEqual([2, 1]);
      expect((await api.view(bob, other.id)).position).toBeNull();
    }
    await expectLedgerSound(t);
  });
});
