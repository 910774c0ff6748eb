// The lobby of a started match in the tournament answer: its players see where to join, nobody
// else does (the creator, a player of another match), and it goes away with the result.
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/harness.js';
import { enter, matchesDue, runApi, startNow } from '../../../../test/tournament-run.js';
import { tournamentApi } from '../../../../test/tournaments.js';

// Real tournaments here play in manual lobbies (TOURNAMENT_HOSTS=manual): results come from reports.
const t = useTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });

describe('lobby_credentials', () => {
  it('shows a started match’s lobby to its players only, until its result', async () => {
    const api = tournamentApi(t);
    const run = runApi(t);
    const creator = await createUser(t);
    const id = await api.create(creator, { grid: 2 });
    const players: TestUser[] = [];
    for (let i = 0; i < 4; i += 1) {
      const player = await createUser(t);
      await enter(t, { tournamentId: id, by: player });
      players.push(player);
    }
    await startNow(t, id);
    expect((await api.get(id, players[0] ?? creator)).lobby_credentials).toBeNull();

    await matchesDue(t, id);
    expect((await run.startGame(id, creator)).statusCode).toBe(200);
    const grid = await run.grid(id);
    const semifinal = grid.find((match) => match.level === 2 && match.position === 1);
    const other = grid.find((match) => match.level === 2 && match.position === 2);
    const mine = [];
    for (const player of players) {
      const shown = await api.get(id, player);
      const isInIt = [semifinal?.side_a?.id, semifinal?.side_b?.id].includes(
        shown.participation?.id,
      );
      if (isInIt) mine.push(shown.lobby_credentials);
      expect(shown.lobby_credentials?.match_id).toBe(isInIt ? semifinal?.id : other?.id);
    }
    expect(mine).toHaveLength(2);
    expect(mine[0]?.lobby_name).toMatch(/^clutch-/);
    expect(mine[0]).toEqual(mine[1]);
    expect((await api.get(id, creator)).lobby_credentials).toBeNull();

    await run.result(semifinal?.id ?? 0, creator, 2, 0);
    const afterResult = await Promise.all(players.map((p) => api.get(id, p)));
    const stillShown = afterResult.filter((shown) => shown.lobby_credentials !== null);
    expect(stillShown.map((shown) => shown.lobby_credentials?.match_id)).toEqual([
      other?.id,
      other?.id,
    ]);
  });
});
