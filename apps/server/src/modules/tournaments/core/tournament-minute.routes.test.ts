// TOURNAMENT_MINUTE: a journey or a demo runs a tournament in seconds. With a one-second minute,
// freeze_time and match_duration count seconds: registration stays open until 15 s before a start
// ten minutes ahead (with real minutes it would have closed five minutes ago), and the final starts
// one match duration (30 s) after the semifinals. Ten minutes, not seconds: the sign-ups before the
// close must not race the clock on a slow machine.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/harness.js';
import { runApi, startNow } from '../../../../test/tournament-run.js';
import { joinApi, tournamentApi } from '../../../../test/tournaments.js';

const t = useTestApp({ env: { TOURNAMENT_MINUTE: '1s' } });

describe('a tournament minute of one second', () => {
  it('keeps registration open until freeze_time seconds before the start', async () => {
    const api = tournamentApi(t);
    const creator = await createUser(t);
    const start = new Date(Date.now() + 10 * 60_000);
    const id = await api.create(creator, {
      grid: 2,
      start_time: start.toISOString(),
      freeze_time: 15,
      match_duration: 30,
    });
    const shown = await api.get(id, creator);
    expect(Date.parse(shown.registration_closes_at)).toBe(start.getTime() - 15_000);
    const player = await createUser(t);
    const res = await joinApi(t).register(id, player, { user: player.id });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('starts each round one match duration in seconds after the one before', async () => {
    const api = tournamentApi(t);
    const creator = await createUser(t);
    const start = new Date(Date.now() + 10 * 60_000);
    const id = await api.create(creator, {
      grid: 2,
      start_time: start.toISOString(),
      freeze_time: 15,
      match_duration: 30,
    });
    for (const player of [await createUser(t), await createUser(t)])
      expect((await joinApi(t).register(id, player, { user: player.id })).statusCode).toBe(201);
    await startNow(t, id);
    const started = Date.parse((await api.get(id, creator)).start_time);
    const grid = await runApi(t).grid(id);
    const final = grid.find((match) => match.level === 1 && !match.is_third_place);
    const semifinal = grid.find((match) => match.level === 2);
    expect(Date.parse(final?.start_time ?? '')).toBe(started + 30_000);
    expect(Date.parse(semifinal?.start_time ?? '')).toBe(started);
  });
});
