// Tournament list pages are kept in memory (the same for every caller), and so are each caller's
// own marks (their review, place and application), until an event that may change one arrives.
// Every change a row shows, made through the API or by the start job, is on the next read: a
// tournament made, edited, cancelled, started and finished; registrations, applications and
// reviews, as the caller and as everyone else sees them; its banner and its creator's name. On one
// instance, and on two instances of one deployment sharing the Redis bus.
import { bannersEndpoints } from '@clutch/contract/banners';
import { profileEndpoints } from '@clutch/contract/profile';
import { tournamentRegistrationEndpoints as reg } from '@clutch/contract/tournament-registration';
import { tournamentReviewsEndpoints } from '@clutch/contract/tournament-reviews';
import {
  tournamentsEndpoints,
  type Tournament,
  type TournamentListQuerySchema,
} from '@clutch/contract/tournaments';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bannerApi } from '../../../../test/banners.js';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { useTwoInstances } from '../../../../test/harness.js';
import { playToTheEndByCreator, startNow } from '../../../../test/tournament-run.js';
import {
  hoursFromNow,
  startIn,
  tournamentApi,
  tournamentForm,
} from '../../../../test/tournaments.js';
import { fund, useLedgerTestApp } from '../../../../test/wallet.js';

const t = useLedgerTestApp();
const api = tournamentApi(t);
const client = testClient(t);
const e = tournamentsEndpoints;
type ListQuery = z.input<typeof TournamentListQuerySchema>;
let viewer: TestUser;
beforeAll(async () => {
  viewer = await createUser(t);
});

/** An organiser's tournaments as the list shows them to `as`, read twice (the second one kept). */
async function listOf(
  organiser: TestUser,
  as: TestUser | null = viewer,
  query: ListQuery = {},
  through = client,
): Promise<Tournament[]> {
  const call = { as, query: { created_by: organiser.id, ...query } };
  await through.ok(e.list, call);
  return (await through.ok(e.list, call)).results;
}

async function rowOf(organiser: TestUser, id: number, as: TestUser | null = viewer) {
  const row = (await listOf(organiser, as)).find((found) => found.id === id);
  if (!row) throw new Error(`tournament ${String(id)} not on the page`);
  return row;
}

const named = (name: string) => ({
  translations: {
    en: { name, description: 'words' },
    ua: { name: `${name} ua`, description: '' },
    cn: { name: `${name} cn`, description: '' },
  },
});

async function player(id: number): Promise<TestUser> {
  const user = await createUser(t);
  await fund(t, user, 10);
  expect((await client.call(reg.register, { as: user, params: { id }, body: {} })).status).toBe(
    201,
  );
  return user;
}

describe('the tournament list answers every change on the next read', () => {
  it('keeps a page and a caller’s marks: a change behind the API’s back is not seen until an event', async () => {
    const organiser = await createUser(t);
    const id = await api.create(organiser, { start_time: hoursFromNow(5) });
    expect((await rowOf(organiser, id)).watchers_count).toBe(0);
    await t.database.db.execute(sql`UPDATE tournaments SET watchers_count = 7 WHERE id = ${id}`);
    await t.database.db.execute(
      sql`INSERT INTO tournament_reviews (tournament_id, user_id, user_action) VALUES (${id}, ${viewer.id}, 'like')`,
    );
    expect(await rowOf(organiser, id)).toMatchObject({ watchers_count: 0, user_action: null });
    await client.ok(e.patch, { as: organiser, params: { id }, rawBody: named('Kept Cup') });
    expect(await rowOf(organiser, id)).toMatchObject({
      watchers_count: 7,
      user_action: { action: 'like' },
      translations: { en: { name: 'Kept Cup' } },
    });
  });

  it('a tournament made, edited and cancelled', async () => {
    const organiser = await createUser(t);
    expect(await listOf(organiser)).toEqual([]);
    const id = await api.create(organiser, { start_time: hoursFromNow(6), ...named('Made Cup') });
    expect((await listOf(organiser)).map((row) => row.translations.en?.name)).toEqual(['Made Cup']);
    await client.ok(e.patch, {
      as: organiser,
      params: { id },
      rawBody: { ...named('Edited Cup'), min_lvl: 3 },
    });
    expect(await rowOf(organiser, id)).toMatchObject({
      min_lvl: 3,
      translations: { en: { name: 'Edited Cup' }, ua: { name: 'Edited Cup ua' } },
    });
    expect((await client.call(e.remove, { as: organiser, params: { id } })).status).toBe(204);
    expect(await listOf(organiser)).toEqual([]);
    expect((await listOf(organiser, viewer, { status: 'cancelled' })).map((row) => row.id)).toEqual(
      [id],
    );
  });

  it('a player registers and leaves; a watcher comes; each sees their own place', async () => {
    const organiser = await createUser(t);
    const id = await api.create(organiser, { start_time: hoursFromNow(7) });
    await rowOf(organiser, id, null);
    const entrant = await player(id);
    expect(await rowOf(organiser, id, null)).toMatchObject({
      participants_count: 1,
      participation: null,
    });
    expect((await rowOf(organiser, id, entrant)).participation).toMatchObject({
      user_type: 1,
      is_captain: true,
    });
    expect((await rowOf(organiser, id, viewer)).participation).toBeNull();
    const watcher = await createUser(t);
    await rowOf(organiser, id, watcher);
    await client.ok(reg.register, { as: watcher, params: { id }, body: { watcher: watcher.id } });
    expect(await rowOf(organiser, id, watcher)).toMatchObject({
      watchers_count: 1,
      participation: { user_type: 2 },
    });
    expect((await client.call(reg.leave, { as: entrant, params: { id } })).status).toBeLessThan(
      300,
    );
    expect(await rowOf(organiser, id, entrant)).toMatchObject({
      participants_count: 0,
      participation: null,
    });
  });

  it('an application made, declined, made again, confirmed; another withdrawn', async () => {
    const organiser = await createUser(t);
    const id = await api.create(organiser, { start_time: hoursFromNow(8), applications: true });
    const applicant = await createUser(t);
    const applicationOf = async (user: TestUser) => (await rowOf(organiser, id, user)).application;
    expect(await applicationOf(applicant)).toBeNull();
    await client.call(reg.register, { as: applicant, params: { id }, body: {} });
    const first = await applicationOf(applicant);
    expect(first).toMatchObject({ status: 'pending' });
    await client.ok(reg.decideApplication, {
      as: organiser,
      params: { id: first?.id ?? 0 },
      body: { action: 'decline' },
    });
    expect(await applicationOf(applicant)).toMatchObject({ id: first?.id, status: 'declined' });
    await client.call(reg.register, { as: applicant, params: { id }, body: {} });
    const second = await applicationOf(applicant);
    expect(second).toMatchObject({ status: 'pending' });
    expect(second?.id).not.toBe(first?.id);
    await client.ok(reg.decideApplication, {
      as: organiser,
      params: { id: second?.id ?? 0 },
      body: { action: 'confirm' },
    });
    expect(await rowOf(organiser, id, applicant)).toMatchObject({
      application: { id: second?.id, status: 'confirmed' },
      participation: { user_type: 1 },
      participants_count: 1,
    });
    const other = await createUser(t);
    await client.call(reg.register, { as: other, params: { id }, body: {} });
    expect(await applicationOf(other)).toMatchObject({ status: 'pending' });
    await client.call(reg.cancelApplication, { as: other, params: { id } });
    expect(await applicationOf(other)).toMatchObject({ status: 'cancelled' });
  });

  it('a like and a rating: counts for everyone, the review for its author only', async () => {
    const organiser = await createUser(t);
    const id = await api.create(organiser, { start_time: hoursFromNow(9) });
    const fan = await createUser(t);
    await rowOf(organiser, id, fan);
    await client.ok(tournamentReviewsEndpoints.react, {
      as: fan,
      params: { id },
      rawBody: { user_action: { action: 'like' } },
    });
    expect(await rowOf(organiser, id, fan)).toMatchObject({
      likes_count: 1,
      user_action: { action: 'like' },
    });
    expect(await rowOf(organiser, id, viewer)).toMatchObject({ likes_count: 1, user_action: null });
  });

  it('the start: too few players cancels, enough runs it, and it finishes', async () => {
    const organiser = await createUser(t);
    const empty = await api.create(organiser, { start_time: hoursFromNow(10) });
    const full = await api.create(organiser, { start_time: hoursFromNow(11), grid: 2 });
    for (let i = 0; i < 4; i += 1) await player(full);
    const statuses = async () =>
      Object.fromEntries((await listOf(organiser)).map((row) => [row.id, row.status]));
    expect(await statuses()).toEqual({ [empty]: 'registration', [full]: 'registration' });
    // Both start times reached, then one run of the jobs due.
    await startIn(t, empty, -1);
    await startNow(t, full);
    expect(await statuses()).toEqual({ [full]: 'running' });
    await playToTheEndByCreator(t, full, organiser);
    expect(await statuses()).toEqual({ [full]: 'finished' });
  });

  it('its banner edited and its creator renamed', async () => {
    const organiser = await createUser(t);
    const banner = await bannerApi(t).createBanner(organiser, { name: 'first look', link: '' });
    const id = await api.create(organiser, { start_time: hoursFromNow(12), banner: banner.id });
    expect((await rowOf(organiser, id)).banner).toMatchObject({ name: 'first look' });
    await client.ok(bannersEndpoints.patch, {
      as: organiser,
      params: { id: banner.id },
      rawBody: { name: 'second look' },
    });
    expect((await rowOf(organiser, id)).banner).toMatchObject({ name: 'second look' });
    const username = `organiser${String(organiser.id)}`;
    await client.ok(profileEndpoints.patchMe, { as: organiser, body: { username } });
    expect((await rowOf(organiser, id)).created_by).toMatchObject({ username });
  });

  it('the creator alone sees the passwords, on a kept page as on a fresh one', async () => {
    const organiser = await createUser(t);
    const id = await api.create(organiser, {
      start_time: hoursFromNow(13),
      is_opened: 4,
      players_password: 'secret',
    });
    expect((await rowOf(organiser, id, viewer)).players_password).toBeNull();
    expect((await rowOf(organiser, id, organiser)).players_password).toBe('secret');
    expect((await rowOf(organiser, id, null)).players_password).toBeNull();
    expect(await rowOf(organiser, id, organiser)).toEqual(await api.get(id, organiser));
  });
});

describe.skipIf(!process.env['REDIS_URL'])('across two instances sharing the Redis bus', () => {
  const [one, two] = useTwoInstances();

  it('a change through one instance is on the next read through the other, once its event arrives', async () => {
    const first = testClient(one);
    const second = testClient(two);
    const organiser = await createUser(one);
    const reader = await createUser(one);
    const { id } = await first.ok(e.create, {
      as: organiser,
      query: { game: 1 },
      rawBody: tournamentForm({ start_time: hoursFromNow(14) }),
    });
    for (let round = 0; round < 4; round += 1) {
      const [writer, other] = round % 2 === 0 ? [first, second] : [second, first];
      const name = `Round ${String(round)}`;
      await listOf(organiser, reader, {}, other);
      await writer.ok(e.patch, { as: organiser, params: { id }, rawBody: named(name) });
      // Redis is a network away: the other instance drops its pages when the event arrives.
      await expect
        .poll(async () => (await listOf(organiser, reader, {}, other))[0]?.translations.en?.name, {
          timeout: 5_000,
        })
        .toBe(name);
      expect((await listOf(organiser, reader, {}, writer))[0]?.translations.en?.name).toBe(name);
    }
  });
});
