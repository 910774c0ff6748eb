import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { tournamentApi } from '../../../test/tournaments.js';
import { fund, moneyApi, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();

describe('a prize jar that a tournament holds', () => {
  it('cannot be broken until the tournament no longer holds it', async () => {
    const call = moneyApi(t);
    const tournaments = tournamentApi(t);
    const [organiser, donor] = [await createUser(t), await createUser(t)];
    await fund(t, donor, 50);
    const created = await call('POST', 'profile/jars/', organiser, {
      title: 'First place',
      jar_type: 2,
      target_amount: 100,
    });
    expect(created.statusCode).toBe(201);
    const jarId = created.json<{ id: number }>().id;
    expect(
      (await call('POST', `profile/jar/${String(jarId)}/donation/`, donor, { amount: 20 }))
        .statusCode,
    ).toBe(201);
    const tournamentId = await tournaments.create(organiser, { donats: true, jars: [jarId] });

    const refused = await call('POST', `profile/jar/${String(jarId)}/break/`, organiser);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Its tournament pays this prize jar out.' });

    const cancelled = await tournaments.call(
      'DELETE',
      `tournaments/${String(tournamentId)}/`,
      organiser,
    );
    expect(cancelled.statusCode).toBe(204);
    const broken = await call('POST', `profile/jar/${String(jarId)}/break/`, organiser);
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ status: 'broken', current_amount: 0 });
  });
});
