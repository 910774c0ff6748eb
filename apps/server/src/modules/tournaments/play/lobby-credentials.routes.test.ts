// GET tournaments/{id}/ shows lobby_credentials only to the players of a started match, each their
// own match's lobby, and to nobody once it has finished.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/harness.js';
import { liveApi, organiseLive } from '../../../../test/live-tournament.js';
import { tournamentApi } from '../../../../test/tournaments.js';

// Real tournaments here play in manual lobbies (TOURNAMENT_HOSTS=manual): results come from reports.
const t = useTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });
const api = tournamentApi(t);

describe('lobby_credentials', () => {
  it('are null for everyone before the matches start', async () => {
    const live = await organiseLive(t, 4);
    await liveApi(t, live).start();
    for (const user of [...live.players, live.creator])
      expect((await api.get(live.id, user)).lobby_credentials).toBeNull();
  });

  it('show each player of a started match their own lobby, and nobody else any', async () => {
    const live = await organiseLive(t, 4);
    const play = liveApi(t, live);
    await play.start();
    await play.startMatches();
    const semis = await play.level(2);
    for (const semi of semis)
      for (const side of [semi.side_a, semi.side_b]) {
        const shown = (await api.get(live.id, play.playerOf(side))).lobby_credentials;
        expect(shown).toMatchObject({
          match_id: semi.id,
          lobby_name: `clutch-${String(live.id)}-${String(semi.id)}`,
          connect: null,
        });
        expect(shown?.password).toMatch(/^[0-9a-f]{12}$/);
      }
    const stranger = await createUser(t);
    for (const user of [live.creator, stranger, null])
      expect((await api.get(live.id, user)).lobby_credentials).toBeNull();
  });

  it('are gone once the match has a result', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const play = liveApi(t, live);
    await play.start();
    await play.startMatches();
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    const player = play.playerOf(final.side_a);
    expect((await api.get(live.id, player)).lobby_credentials?.match_id).toBe(final.id);
    await play.play(final, 2, 0);
    expect((await api.get(live.id, player)).lobby_credentials).toBeNull();
  });
});
