// Reviews: anyone signed in likes or dislikes with the spec's toggle; comments and 0 to 5 stars come
// only from players and watchers once the tournament has finished; the counters always equal the
// rows, however many presses race. Registrations and the finish are set in the database here.
import { tournamentReviewsEndpoints } from '@clutch/contract/tournament-reviews';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/harness.js';
import { createTournament, tournamentApi } from '../../../../test/tournaments.js';
import { queryRows } from '../../../../test/wallet.js';

const t = useTestApp();
const api = tournamentApi(t);

const tournament = () => createTournament(t, {}, { crystals: 0 });
const execute = (text: string) => t.database.db.execute(text);
const finish = (id: number) =>
  execute(
    `update tournaments set status = 'finished', finished_at = now() where id = ${String(id)}`,
  );
const enter = (id: number, user: TestUser, kind: 'player' | 'watcher') =>
  execute(
    `insert into tournament_participants (tournament_id, kind, user_id, registered_by)
     values (${String(id)}, '${kind}', ${String(user.id)}, ${String(user.id)})`,
  );
const client = testClient(t);
const e = tournamentReviewsEndpoints;
/** `userAction` goes unchecked: some tests send what validation must refuse. */
const act = (id: number, user: TestUser | null, userAction: object) =>
  client.call(e.react, { as: user, params: { id }, rawBody: { user_action: userAction } });
const press = async (id: number, user: TestUser, action: string) => {
  const res = await act(id, user, { action });
  expect(res.status).toBe(200);
  return res.body;
};
const reviewsOf = (query: { tournament: number; page?: number }) =>
  client.call(e.reviews, { query });

/** The counters as the tournament keeps them, and as the review rows say. */
async function counters(id: number) {
  const [row] = await queryRows(
    t,
    `select likes_count, dislikes_count,
       (select count(*) from tournament_reviews r where r.tournament_id = t.id and r.user_action = 'like') as likes,
       (select count(*) from tournament_reviews r where r.tournament_id = t.id and r.user_action = 'dislike') as dislikes
     from tournaments t where t.id = ${String(id)}`,
  );
  return {
    stored: [Number(row?.['likes_count']), Number(row?.['dislikes_count'])],
    rows: [Number(row?.['likes']), Number(row?.['dislikes'])],
  };
}

describe('liking and disliking', () => {
  it('toggles as the spec says: again clears, the other switches, counts never below 0', async () => {
    const { id } = await tournament();
    const user = await createUser(t);
    const steps: [string, string, number, number][] = [
      ['like', 'like', 1, 0],
      ['like', 'none', 0, 0],
      ['dislike', 'dislike', 0, 1],
      ['like', 'like', 1, 0],
      ['dislike', 'dislike', 0, 1],
      ['dislike', 'none', 0, 0],
      ['none', 'none', 0, 0],
    ];
    for (const [pressed, action, likes, dislikes] of steps) {
      const result = await press(id, user, pressed);
      expect([result.user_action?.action, result.likes_count, result.dislikes_count]).toEqual([
        action,
        likes,
        dislikes,
      ]);
    }
    const shown = await api.get(id, user);
    expect([shown.likes_count, shown.dislikes_count, shown.user_action?.action]).toEqual([
      0,
      0,
      'none',
    ]);
  });

  it('is open to anyone signed in before the end, and counts each user once', async () => {
    const { id } = await tournament();
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    await press(id, a, 'like');
    await press(id, b, 'like');
    const last = await press(id, c, 'dislike');
    expect([last.likes_count, last.dislikes_count]).toEqual([2, 1]);
    expect((await act(id, null, { action: 'like' })).status).toBe(401);
  });

  it('keeps the counters equal to the rows under racing presses', async () => {
    const { id } = await tournament();
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const presses = users.flatMap((user, i) =>
      ['like', 'dislike', 'like'].map((action) =>
        act(id, user, { action: i % 2 ? action : 'like' }),
      ),
    );
    const answers = await Promise.all(presses);
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const { stored, rows } = await counters(id);
    expect(stored).toEqual(rows);
    expect(stored.every((n) => n >= 0)).toBe(true);
  });

  it('answers 404 for an unknown tournament and 400 for an unknown action', async () => {
    const user = await createUser(t);
    expect((await act(999_999, user, { action: 'like' })).status).toBe(404);
    const { id } = await tournament();
    const res = await act(id, user, { action: 'love' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('action');
  });
});

describe('comments and stars', () => {
  it('are refused before the end, even to a participant', async () => {
    const { id } = await tournament();
    const player = await createUser(t);
    await enter(id, player, 'player');
    for (const review of [{ comment: 'gg' }, { rating: 5 }, { action: 'like', rating: 4 }])
      expect((await act(id, player, review)).status).toBe(403);
    expect((await counters(id)).stored).toEqual([0, 0]);
  });

  it('are refused after the end to whoever neither played nor watched, and to the creator', async () => {
    const { id, creator } = await tournament();
    await finish(id);
    const stranger = await createUser(t);
    expect((await act(id, stranger, { comment: 'meh' })).status).toBe(403);
    expect((await act(id, creator, { rating: 5 })).status).toBe(403);
    expect((await act(id, stranger, { action: 'like' })).status).toBe(200);
  });

  it('come from players and watchers after the end; the rating is the average', async () => {
    const { id } = await tournament();
    const [player, watcher] = [await createUser(t), await createUser(t)];
    await enter(id, player, 'player');
    await enter(id, watcher, 'watcher');
    await finish(id);
    const first = await act(id, player, { action: 'like', comment: 'Great bracket', rating: 4 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      likes_count: 1,
      tournament_rating: 4,
      ratings_count: 1,
      user_action: { action: 'like', comment: 'Great bracket', rating: 4 },
    });
    const second = (await act(id, watcher, { rating: 5 })).body;
    expect([second.tournament_rating, second.ratings_count]).toEqual([4.5, 2]);
    // A new rating replaces the old one; a comment alone keeps the stars and the reaction.
    const again = (await act(id, watcher, { rating: 0 })).body;
    expect([again.tournament_rating, again.ratings_count]).toEqual([2, 2]);
    const words = (await act(id, player, { comment: 'Well run' })).body;
    expect(words.user_action).toEqual({ action: 'like', comment: 'Well run', rating: 4 });
    expect((await api.get(id, null)).tournament_rating).toBe(2);
  });

  it('refuses stars outside 0 to 5 and overlong comments with 400', async () => {
    const { id } = await tournament();
    const player = await createUser(t);
    await enter(id, player, 'player');
    await finish(id);
    for (const review of [
      { rating: 6 },
      { rating: -1 },
      { rating: 2.5 },
      { comment: 'x'.repeat(2001) },
    ])
      expect((await act(id, player, review)).status).toBe(400);
  });
});

describe('the reviews list', () => {
  it('shows written reviews only, newest first, 8 a page', async () => {
    const { id } = await tournament();
    const players = await Promise.all(Array.from({ length: 9 }, () => createUser(t)));
    for (const player of players) await enter(id, player, 'player');
    await finish(id);
    for (const [i, player] of players.entries())
      await act(id, player, { comment: `review ${String(i)}`, rating: i % 6 });
    await press(id, await createUser(t), 'like');
    const res = await reviewsOf({ tournament: id });
    expect(res.status).toBe(200);
    const page = res.body;
    expect(page.count).toBe(9);
    expect(page.results).toHaveLength(8);
    expect(page.next).not.toBeNull();
    expect(page.results[0]).toMatchObject({
      comment: 'review 8',
      rating: 2,
      action: 'none',
      user: { id: players[8]?.id },
    });
    const second = await reviewsOf({ tournament: id, page: 2 });
    expect(second.body.results.map((r) => r.comment)).toEqual(['review 0']);
  });

  it('needs a known tournament', async () => {
    expect((await client.call(e.reviews, { search: '' })).status).toBe(400);
    const missing = await reviewsOf({ tournament: 999999 });
    expect(missing.status).toBe(404);
  });
});
