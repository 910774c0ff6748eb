// Casters and stream links: the organiser invites a user to cast one match (they are notified with
// the match and the invitation), the user accepts or declines, the organiser removes them or they
// step down; the organiser or an accepted caster links a Twitch or YouTube stream over https.
// Matches are put in the database here: the bracket is built by the tournament's start job.
import { tournamentMatchesEndpoints } from '@clutch/contract/tournament-matches';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/client.js';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/harness.js';
import { tournamentApi } from '../../../../test/tournaments.js';
import { queryRows } from '../../../../test/wallet.js';

const t = useTestApp();
const api = tournamentApi(t);

async function insertId(text: string): Promise<number> {
  const [row] = await queryRows(t, text);
  return Number(row?.['id']);
}

/** A tournament with a first-round match between two registered players. */
async function match() {
  const creator = await createUser(t);
  const id = await api.create(creator);
  const [a, b] = [await createUser(t), await createUser(t)];
  const side = (user: TestUser) =>
    insertId(
      `insert into tournament_participants (tournament_id, kind, user_id, registered_by, seed)
       values (${String(id)}, 'player', ${String(user.id)}, ${String(user.id)}, 1) returning id`,
    );
  const [sideA, sideB] = [await side(a), await side(b)];
  const matchId = await insertId(
    `insert into tournament_matches (tournament_id, level, position, side_a, side_b, start_time)
     values (${String(id)}, 3, 1, ${String(sideA)}, ${String(sideB)}, now() + interval '1 day')
     returning id`,
  );
  return { id, creator, matchId, a, sideA, sideB };
}

const client = testClient(t);
const e = tournamentMatchesEndpoints;
const invite = (match: number, from: TestUser, user: number) =>
  client.call(e.inviteCommentator, { as: from, params: { match }, body: { user } });
/** `status` goes unchecked: one test sends a status that may not be chosen. */
const decide = (match: number, instance: number, user: TestUser, status: number) =>
  client.call(e.decideCommentator, { as: user, params: { match, instance }, rawBody: { status } });
const stream = (match: number, user: TestUser, link: string) =>
  client.call(e.setStreamLink, { as: user, params: { match }, body: { stream_link: link } });
const casters = (match: number, user: TestUser) =>
  client.call(e.commentators, { as: user, params: { match } });
const removeCaster = (match: number, id: number, user: TestUser) =>
  client.call(e.removeCommentator, { as: user, params: { match, instance: id } });
const removeStream = (match: number, user: TestUser) =>
  client.call(e.removeStreamLink, { as: user, params: { match } });

async function invited() {
  const m = await match();
  const caster = await createUser(t);
  const res = await invite(m.matchId, m.creator, caster.id);
  expect(res.status).toBe(201);
  return { ...m, caster, instance: res.body.id };
}

describe('inviting a caster', () => {
  it('is the organiser’s, and notifies the user with the match and the invitation', async () => {
    const { id, creator, matchId, a, sideA } = await match();
    const caster = await createUser(t);
    expect((await invite(matchId, a, caster.id)).status).toBe(403);
    const res = await invite(matchId, creator, caster.id);
    expect(res.status).toBe(201);
    const invitation = res.body;
    expect(invitation).toMatchObject({
      tournament_id: id,
      user: { id: caster.id },
      status: 1,
      match: {
        id: matchId,
        level: 3,
        position: 1,
        side_a: { id: sideA, user: { id: a.id, username: a.username }, team: null },
        status: 'scheduled',
        stream_link: null,
      },
    });
    await expect
      .poll(async () => {
        const rows = await queryRows(
          t,
          `select attributes, actor_id from notifications
           where user_id = ${String(caster.id)} and type = 'commentator_invite'`,
        );
        return rows.map((row) => [row['attributes'], Number(row['actor_id'])]);
      })
      .toEqual([
        [
          {
            tournament_id: id,
            match_id: matchId,
            commentator_instance: invitation.id,
            link: `/tournaments/${String(id)}`,
          },
          creator.id,
        ],
      ]);
  });

  it('invites a user once per match, a declined one again, and nobody to an unknown match', async () => {
    const { matchId, creator, caster, instance } = await invited();
    expect((await invite(matchId, creator, caster.id)).status).toBe(409);
    expect((await invite(matchId, creator, 999_999)).status).toBe(400);
    expect((await invite(999_999, creator, caster.id)).status).toBe(404);
    expect((await decide(matchId, instance, caster, 3)).status).toBe(200);
    const again = await invite(matchId, creator, caster.id);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: instance, status: 1 });
  });

  it('refuses a finished match', async () => {
    const { matchId, creator } = await match();
    await t.database.db.execute(
      `update tournament_matches set status = 'finished' where id = ${String(matchId)}`,
    );
    expect((await invite(matchId, creator, (await createUser(t)).id)).status).toBe(400);
  });
});

describe('answering and ending an invitation', () => {
  it('lets only the invited user accept or decline, once', async () => {
    const { matchId, creator, caster, instance } = await invited();
    expect((await decide(matchId, instance, creator, 2)).status).toBe(403);
    expect((await decide(matchId, instance, caster, 1)).status).toBe(400);
    expect((await decide(matchId + 1, instance, caster, 2)).status).toBe(404);
    const res = await decide(matchId, instance, caster, 2);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(2);
    expect((await decide(matchId, instance, caster, 3)).status).toBe(409);
    const listed = await casters(matchId, caster);
    expect(listed.body.map((c) => [c.id, c.status])).toEqual([[instance, 2]]);
  });

  it('shows a caster, and only them, the matches they cast once they accept', async () => {
    const { id, matchId, caster, instance, a } = await invited();
    const casting = (user: TestUser | null, tournament = id) =>
      client.call(e.casting, { as: user, params: { id: tournament } });
    expect((await casting(caster)).body).toEqual([]);
    await decide(matchId, instance, caster, 2);
    expect((await casting(caster)).body).toEqual([matchId]);
    expect((await casting(a)).body).toEqual([]);
    expect((await casting(null)).status).toBe(401);
    const elsewhere = await api.create(await createUser(t));
    expect((await casting(caster, elsewhere)).body).toEqual([]);
  });

  it('is removed by the organiser or the caster, never by anyone else', async () => {
    const { matchId, creator, caster, instance, a } = await invited();
    expect((await removeCaster(matchId, instance, a)).status).toBe(403);
    expect((await removeCaster(matchId, instance, creator)).status).toBe(204);
    expect((await removeCaster(matchId, instance, creator)).status).toBe(404);
    const second = await invite(matchId, creator, caster.id);
    expect((await removeCaster(matchId, second.body.id, caster)).status).toBe(204);
    const listed = await casters(matchId, a);
    expect(listed.body).toEqual([]);
  });
});

describe('the stream link', () => {
  it('is set by the organiser or an accepted caster, never a pending one or a player', async () => {
    const { matchId, creator, caster, instance, a } = await invited();
    expect((await stream(matchId, a, 'https://www.twitch.tv/a')).status).toBe(403);
    expect((await stream(matchId, caster, 'https://www.twitch.tv/c')).status).toBe(403);
    await decide(matchId, instance, caster, 2);
    const byCaster = await stream(matchId, caster, 'https://www.twitch.tv/clutchcast');
    expect(byCaster.status).toBe(200);
    expect(byCaster.body.stream_link).toBe('https://www.twitch.tv/clutchcast');
    const byOrganiser = await stream(matchId, creator, 'https://www.youtube.com/watch?v=abc');
    expect(byOrganiser.body.stream_link).toBe('https://www.youtube.com/watch?v=abc');
    expect((await stream(matchId, creator, 'ClutchCast')).body.stream_link).toBe(
      'https://www.twitch.tv/clutchcast',
    );
  });

  it('must be https on twitch.tv or youtube, else 400 naming stream_link', async () => {
    const { matchId, creator } = await match();
    for (const link of ['http://www.twitch.tv/x', 'https://example.com/live', 'not a link']) {
      const res = await stream(matchId, creator, link);
      expect(res.status).toBe(400);
      expect(res.text).toContain('stream_link');
    }
    expect((await stream(999_999, creator, 'https://twitch.tv/x')).status).toBe(404);
  });

  it('is removed by the organiser or the caster', async () => {
    const { matchId, creator, caster, instance, a } = await invited();
    await decide(matchId, instance, caster, 2);
    await stream(matchId, creator, 'https://twitch.tv/clutchcast');
    expect((await removeStream(matchId, a)).status).toBe(403);
    expect((await removeStream(matchId, caster)).status).toBe(204);
    const [row] = await queryRows(
      t,
      `select stream_link from tournament_matches where id = ${String(matchId)}`,
    );
    expect(row?.['stream_link']).toBeNull();
  });

  it('announces each change with the match’s new version, so watched brackets follow it', async () => {
    const { id, matchId, creator } = await match();
    const seen: unknown[] = [];
    const stop = t.bus.subscribe((event) => {
      if (event.type === 'MatchUpdated' && event.matchId === matchId) seen.push(event);
    });
    await stream(matchId, creator, 'clutchcast');
    await removeStream(matchId, creator);
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(seen).toEqual([
      { type: 'MatchUpdated', tournamentId: id, matchId, version: 2 },
      { type: 'MatchUpdated', tournamentId: id, matchId, version: 3 },
    ]);
  });
});
