// What a played quick match leaves in the lists: the players' histories beside their tournament
// matches, newest first, and a team's matches when it held a side of a 5x5 lobby.
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { teamsEndpoints } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { liveApi, organiseLive } from '../../../test/live-tournament.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { teamApi } from '../../../test/teams.js';

// Real tournaments here play in manual lobbies (TOURNAMENT_HOSTS=manual): results come from reports.
const t = useTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });
const api = quickMatchApi(t);
const teams = teamApi(t);

describe('match history', () => {
  it('when a player has played a tournament match and then a quick match, then both are listed newest first', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const play = liveApi(t, live);
    await play.start();
    await play.startMatches();
    const [final] = await play.level(1);
    if (!final) throw new Error('no final');
    await play.play(final, 2, 0);
    const player = play.playerOf(final.side_a);
    await api.client.ok(profileEndpoints.patchMe, { as: player, body: { is_demo: true } });
    const { lobby } = await api.fullLobby(player);
    expect(lobby.status).toBe('in_game');
    const history = await api.client.ok(qm.matchHistory, {
      as: player,
      params: { id: player.id },
    });
    expect(history.count).toBe(2);
    expect(history.results.map((item) => item.kind)).toEqual(['quickmatch', 'tournament']);
    expect(history.results[1]).toMatchObject({
      tournament: { id: live.id },
      outcome: 'win',
      side: 'a',
    });
    const onlyTournaments = await api.client.ok(qm.matchHistory, {
      as: player,
      params: { id: player.id },
      query: { kind: 'tournament' },
    });
    expect(onlyTournaments.results.map((item) => item.kind)).toEqual(['tournament']);
    const dota = await api.client.ok(qm.matchHistory, {
      as: player,
      params: { id: player.id },
      query: { game: 2 },
    });
    expect(dota.count).toBe(0);
  });

  it('when a team holds a side of a 5x5 lobby, then the played match is in the team’s matches', async () => {
    const { team, leader, members } = await teams.teamOf(4);
    for (const user of [leader, ...members])
      await api.client.ok(profileEndpoints.patchMe, { as: user, body: { is_demo: true } });
    const lobby = await api.create(leader, { type: '5_5' });
    for (const member of members) await api.join(member, lobby.id, { team_id: team.id });
    const view = await api.view(leader, lobby.id);
    expect(view.teams[0]).toMatchObject({ side: 'a', team: { id: team.id } });
    expect(view.teams[0]?.players).toHaveLength(5);
    const rivals = [];
    for (let seat = 0; seat < 5; seat += 1) {
      const rival = await api.player();
      await api.join(rival, lobby.id);
      rivals.push(rival);
    }
    for (const user of [leader, ...members, ...rivals]) await api.ready(user, lobby.id);
    expect((await api.view(leader, lobby.id)).status).toBe('in_game');
    await api.runJobs();
    const matches = await api.client.ok(teamsEndpoints.matches, {
      as: leader,
      params: { id: team.id },
    });
    expect(matches.count).toBe(1);
    expect(matches.results[0]).toMatchObject({
      kind: 'quickmatch',
      quick_match: { id: lobby.id },
      tournament: null,
      side_a: { id: team.id },
      side_b: null,
      status: 'finished',
    });
  });
});
