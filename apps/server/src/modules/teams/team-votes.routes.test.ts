import { teamsEndpoints } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { buildTestApp, useTestApp } from '../../../test/harness.js';
import { waitForNotifications } from '../../../test/notifications.js';
import { teamApi } from '../../../test/teams.js';

const t = useTestApp({ env: { TEAM_VOTE_DURATION: '1h' } });
const api = teamApi(t);
const client = testClient(t);
const e = teamsEndpoints;

/** The vote calls through `on` (this file's app unless given). */
const votes = (on: TestClient = client) => ({
  start: (teamId: number, user: TestUser) =>
    on.call(e.createVote, { as: user, params: { id: teamId } }),
  vote: (teamId: number, user: TestUser, candidate: number) =>
    on.call(e.sendVote, { as: user, params: { id: teamId }, query: { vote_for: candidate } }),
  result: (teamId: number, user: TestUser) =>
    on.call(e.voteResult, { as: user, params: { id: teamId } }),
  team: (teamId: number, user: TestUser) => on.ok(e.get, { as: user, params: { id: teamId } }),
});
const v = votes();
const later = () => new Date(Date.now() + 2 * 3_600_000);

describe('captain votes', () => {
  it('are started by a member, once at a time, for the configured length', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [player] = members;
    if (!player) throw new Error('no player');
    const stranger = await createUser(t);
    const start = (user: TestUser) => v.start(team.id, user);
    expect((await start(stranger)).status).toBe(403);
    const before = Date.now();
    const res = await start(player);
    expect(res.status).toBe(201);
    const vote = res.body;
    expect(vote.is_active).toBe(true);
    const length = new Date(vote.end_at ?? 0).getTime() - before;
    expect(length).toBeGreaterThan(3_590_000);
    expect(length).toBeLessThan(3_700_000);
    expect((await start(leader)).status).toBe(400);
  });

  it('take one changeable ballot per member, for members only', async () => {
    const { team, leader, members } = await api.teamOf(2);
    const [a, b] = members;
    if (!a || !b) throw new Error('no players');
    const stranger = await createUser(t);
    const vote = (voter: typeof a, candidate: number) => v.vote(team.id, voter, candidate);
    expect((await vote(a, b.id)).status).toBe(400);
    await v.start(team.id, a);
    expect((await vote(stranger, a.id)).status).toBe(403);
    expect((await vote(a, stranger.id)).status).toBe(400);
    await vote(a, b.id);
    await vote(b, b.id);
    const changed = await vote(a, leader.id);
    expect(changed.status).toBe(200);
    const result = (await v.result(team.id, stranger)).body;
    expect(result.results.map((r) => [r.candidate.id, r.votes])).toEqual([
      [Math.min(leader.id, b.id), 1],
      [Math.max(leader.id, b.id), 1],
    ]);
  });

  it('answers no vote before the first one', async () => {
    const { team, leader } = await api.teamOf(0);
    const res = await v.result(team.id, leader);
    expect(res.body).toEqual({ is_active: false, results: [], end_at: null });
  });

  it('are closed by the job once, across a restart: a majority makes the new leader', async () => {
    // A database of its own, so no other test's vote is due alongside this one.
    const first = await buildTestApp({ env: { TEAM_VOTE_DURATION: '1h' } });
    const own = teamApi(first);
    const ownVotes = votes(testClient(first));
    try {
      const { team, leader, members } = await own.teamOf(2);
      const [a, b] = members;
      if (!a || !b) throw new Error('no players');
      await ownVotes.start(team.id, a);
      for (const voter of [a, b]) await ownVotes.vote(team.id, voter, b.id);
      expect(await first.jobs.runDue(new Date())).toBe(0);
      await first.jobs.stop();

      // Two new instances on the same database race for the job; exactly one closes the vote.
      const [second, third] = await Promise.all([
        buildTestApp({ database: first.database }),
        buildTestApp({ database: first.database }),
      ]);
      try {
        const ran = await Promise.all([second.jobs.runDue(later()), third.jobs.runDue(later())]);
        expect(ran[0] + ran[1]).toBe(1);
        expect(await second.jobs.runDue(later())).toBe(0);
        expect(await first.jobs.runDue(later())).toBe(0);
        const read = await ownVotes.team(team.id, leader);
        expect(read.leader_id.id).toBe(b.id);
        const result = (await ownVotes.result(team.id, leader)).body;
        expect(result).toMatchObject({
          is_active: false,
          results: [{ candidate: { id: b.id }, votes: 2 }],
        });
        // The instance that ran the job published the close; its notifications reach every member.
        const closing = (n: { type: string; atributtes: { text?: string | undefined } }) =>
          n.type === 'system' && (n.atributtes.text ?? '').includes('vote');
        await expect
          .poll(async () => {
            const inboxes = await Promise.all(
              [leader, a, b].map((user) => waitForNotifications(first, user, 1)),
            );
            return inboxes.map((inbox) => inbox.results.filter(closing).length);
          })
          .toEqual([1, 1, 1]);
      } finally {
        // Closed last: the instance that ran the job may still be writing its notifications.
        await second.close();
        await third.close();
      }
    } finally {
      await first.close();
    }
  });

  it('keep the leader on a tie, and a new vote may start after the end', async () => {
    const { team, leader, members } = await api.teamOf(1);
    const [a] = members;
    if (!a) throw new Error('no player');
    await v.start(team.id, a);
    await v.vote(team.id, a, a.id);
    await v.vote(team.id, leader, leader.id);
    expect(await t.jobs.runDue(later())).toBeGreaterThanOrEqual(1);
    const read = await v.team(team.id, leader);
    expect(read.leader_id.id).toBe(leader.id);
    expect((await v.start(team.id, a)).status).toBe(201);
  });
});
