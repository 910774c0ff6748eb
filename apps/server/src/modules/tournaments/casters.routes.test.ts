// Casters and stream links: the organiser invites a user to cast one match (they are notified with
// the match and the invitation), the user accepts or declines, the organiser removes them or they
// step down; the organiser or an accepted caster links a Twitch or YouTube stream over https.
// Matches are put in the database here: the bracket is built by the tournament's start job.
import type { Commentator, GridMatch } from '@clutch/contract/tournament-matches';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { tournamentApi } from '../../../test/tournaments.js';
import { queryRows } from '../../../test/wallet.js';

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

const base = (matchId: number) => `tournaments/match/${String(matchId)}`;
const invite = (matchId: number, from: TestUser, user: number) =>
  api.call('POST', `${base(matchId)}/commentator/`, from, { user });
const decide = (matchId: number, instance: number, user: TestUser, status: number) =>
  api.call('PATCH', `${base(matchId)}/commentator/${String(instance)}/`, user, { status });
const stream = (matchId: number, user: TestUser, link: string) =>
  api.call('PATCH', `${base(matchId)}/stream_link/`, user, { stream_link: link });

async function invited() {
  const m = await match();
  const caster = await createUser(t);
  const res = await invite(m.matchId, m.creator, caster.id);
  expect(res.statusCode).toBe(201);
  return { ...m, caster, instance: res.json<Commentator>().id };
}

describe('inviting a caster', () => {
  it('is the organiser’s, and notifies the user with the match and the invitation', async () => {
    const { id, creator, matchId, a, sideA } = await match();
    const caster = await createUser(t);
    expect((await invite(matchId, a, caster.id)).statusCode).toBe(403);
    const res = await invite(matchId, creator, caster.id);
    expect(res.statusCode).toBe(201);
    const invitation = res.json<Commentator>();
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
    expect((await invite(matchId, creator, caster.id)).statusCode).toBe(409);
    expect((await invite(matchId, creator, 999_999)).statusCode).toBe(400);
    expect((await invite(999_999, creator, caster.id)).statusCode).toBe(404);
    expect((await decide(matchId, instance, caster, 3)).statusCode).toBe(200);
    const again = await invite(matchId, creator, caster.id);
    expect(again.statusCode).toBe(201);
    expect(again.json<Commentator>()).toMatchObject({ id: instance, status: 1 });
  });

  it('refuses a finished match', async () => {
    const { matchId, creator } = await match();
    await t.database.db.execute(
      `update tournament_matches set status = 'finished' where id = ${String(matchId)}`,
    );
    expect((await invite(matchId, creator, (await createUser(t)).id)).statusCode).toBe(400);
  });
});

describe('answering and ending an invitation', () => {
  it('lets only the invited user accept or decline, once', async () => {
    const { matchId, creator, caster, instance } = await invited();
    expect((await decide(matchId, instance, creator, 2)).statusCode).toBe(403);
    expect((await decide(matchId, instance, caster, 1)).statusCode).toBe(400);
    expect((await decide(matchId + 1, instance, caster, 2)).statusCode).toBe(404);
    const res = await decide(matchId, instance, caster, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json<Commentator>().status).toBe(2);
    expect((await decide(matchId, instance, caster, 3)).statusCode).toBe(409);
    const listed = await api.call('GET', `${base(matchId)}/commentator/`, caster);
    expect(listed.json<Commentator[]>().map((c) => [c.id, c.status])).toEqual([[instance, 2]]);
  });

  it('shows a caster, and only them, the matches they cast once they accept', async () => {
    const { id, matchId, caster, instance, a } = await invited();
    const casting = async (user: TestUser | null) =>
      api.call('GET', `tournaments/${String(id)}/casting/`, user);
    expect((await casting(caster)).json()).toEqual([]);
    await decide(matchId, instance, caster, 2);
    expect((await casting(caster)).json()).toEqual([matchId]);
    expect((await casting(a)).json()).toEqual([]);
    expect((await casting(null)).statusCode).toBe(401);
    const elsewhere = await api.create(await createUser(t));
    expect(
      (await api.call('GET', `tournaments/${String(elsewhere)}/casting/`, caster)).json(),
    ).toEqual([]);
  });

  it('is removed by the organiser or the caster, never by anyone else', async () => {
    const { matchId, creator, caster, instance, a } = await invited();
    const url = `${base(matchId)}/commentator/${String(instance)}/`;
    expect((await api.call('DELETE', url, a)).statusCode).toBe(403);
    expect((await api.call('DELETE', url, creator)).statusCode).toBe(204);
    expect((await api.call('DELETE', url, creator)).statusCode).toBe(404);
    const second = await invite(matchId, creator, caster.id);
    const stepDown = `${base(matchId)}/commentator/${String(second.json<Commentator>().id)}/`;
    expect((await api.call('DELETE', stepDown, caster)).statusCode).toBe(204);
    const listed = await api.call('GET', `${base(matchId)}/commentator/`, a);
    expect(listed.json<Commentator[]>()).toEqual([]);
  });
});

describe('the stream link', () => {
  it('is set by the organiser or an accepted caster, never a pending one or a player', async () => {
    const { matchId, creator, caster, instance, a } = await invited();
    expect((await stream(matchId, a, 'https://www.twitch.tv/a')).statusCode).toBe(403);
    expect((await stream(matchId, caster, 'https://www.twitch.tv/c')).statusCode).toBe(403);
    await decide(matchId, instance, caster, 2);
    const byCaster = await stream(matchId, caster, 'https://www.twitch.tv/clutchcast');
    expect(byCaster.statusCode).toBe(200);
    expect(byCaster.json<GridMatch>().stream_link).toBe('https://www.twitch.tv/clutchcast');
    const byOrganiser = await stream(matchId, creator, 'https://www.youtube.com/watch?v=abc');
    expect(byOrganiser.json<GridMatch>().stream_link).toBe('https://www.youtube.com/watch?v=abc');
    expect((await stream(matchId, creator, 'ClutchCast')).json<GridMatch>().stream_link).toBe(
      'https://www.twitch.tv/clutchcast',
    );
  });

  it('must be https on twitch.tv or youtube, else 400 naming stream_link', async () => {
    const { matchId, creator } = await match();
    for (const link of ['http://www.twitch.tv/x', 'https://example.com/live', 'not a link']) {
      const res = await stream(matchId, creator, link);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('stream_link');
    }
    expect((await stream(999_999, creator, 'https://twitch.tv/x')).statusCode).toBe(404);
  });

  it('is removed by the organiser or the caster', async () => {
    const { matchId, creator, caster, instance, a } = await invited();
    await decide(matchId, instance, caster, 2);
    await stream(matchId, creator, 'https://twitch.tv/clutchcast');
    const url = `${base(matchId)}/stream_link/`;
    expect((await api.call('DELETE', url, a)).statusCode).toBe(403);
    expect((await api.call('DELETE', url, caster)).statusCode).toBe(204);
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
    await api.call('DELETE', `${base(matchId)}/stream_link/`, creator);
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(seen).toEqual([
      { type: 'MatchUpdated', tournamentId: id, matchId, version: 2 },
      { type: 'MatchUpdated', tournamentId: id, matchId, version: 3 },
    ]);
  });
});
