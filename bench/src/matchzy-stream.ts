// What one stand-in CS2 server with MatchZy posts while its match runs: a round_end after every
// round, numbered on from the last, carrying both teams' scores and each player's running totals for
// the map, in MatchZy's JSON (Events.cs, MatchData.cs). A map ends at 13 rounds won or 24 played
// (overtime off) and the next map starts from 0-0, so a stream can run for as long as a run lasts.
import { createHmac, hkdfSync } from 'node:crypto';

export type TeamSlot = 'team1' | 'team2';

export interface StreamPlayer {
  steamId: string;
  name: string;
  team: TeamSlot;
}

/** The columns of MatchZy's PlayerStats that a 1v1 round moves; the rest it sends as 0. */
export interface Tally {
  kills: number;
  deaths: number;
  assists: number;
  damage: number;
  headshot_kills: number;
  mvp: number;
  score: number;
  rounds_played: number;
}

const ROUNDS_TO_WIN = 13;
const MAX_ROUNDS = 24;
// CounterStrikeSharp's RoundEndReason for a round won by eliminating the other side.
const REASON_CTS_WIN = 8;
const REASON_TERRORISTS_WIN = 9;

/**
 * The secret MatchZy sends with a hosted match's events, derived as the server's hosting-keys.ts
 * derives it from GAME_SERVER_SECRET_KEY; a derivation that drifted shows as 403 on the first post.
 */
export function matchEventSecret(gameServerSecret: string, hostedId: number): string {
  const key = Buffer.from(
    hkdfSync('sha256', gameServerSecret, '', 'clutch hosting signatures v1', 32),
  );
  return createHmac('sha256', key)
    .update(`events:${String(hostedId)}`)
    .digest('base64url');
}

const emptyTally = (): Tally => ({
  kills: 0,
  deaths: 0,
  assists: 0,
  damage: 0,
  headshot_kills: 0,
  mvp: 0,
  score: 0,
  rounds_played: 0,
});

/** MatchZy's whole PlayerStats object, as it is on the wire. */
function playerStatsJson(t: Tally): Record<string, number> {
  const untracked = [
    'flash_assists',
    'team_kills',
    'suicides',
    'utility_damage',
    'enemies_flashed',
  ];
  const more = ['friendlies_flashed', 'knife_kills', 'bomb_defuses', 'bomb_plants', 'kast'];
  const clutches = ['1k', '2k', '3k', '4k', '5k', '1v1', '1v2', '1v3', '1v4', '1v5'];
  const openings = ['first_kills_t', 'first_kills_ct', 'first_deaths_t', 'first_deaths_ct'];
  const zeros = Object.fromEntries(
    [...untracked, ...more, ...clutches, ...openings, 'trade_kills'].map((k) => [k, 0]),
  );
  return { ...zeros, ...t };
}

export class MatchZyStream {
  private mapNumber = 0;
  private score: Record<TeamSlot, number> = { team1: 0, team2: 0 };
  private playerTallies = new Map<string, Tally>();
  /** team1 starts on CT and swaps at the half, as MatchZy's sides do. */
  private team1Ct = true;

  constructor(
    private readonly hostedId: number,
    private readonly players: readonly StreamPlayer[],
    private readonly random: () => number = Math.random,
    firstMap = 0,
  ) {
    this.startMap(firstMap);
  }

  /** The map and score the last round_end carried: what the hosted match must now show. */
  get standing(): { mapNumber: number; team1: number; team2: number } {
    return { mapNumber: this.mapNumber, ...this.score };
  }

  /** The last round_end's players with their running totals, in MatchZy's column names. */
  get tallies(): { steamId: string; stats: Readonly<Tally> }[] {
    return this.players.map((p) => ({ steamId: p.steamId, stats: this.tallyOf(p.steamId) }));
  }

  /** Plays one round and answers the round_end MatchZy posts for it, serialised. */
  nextRoundEnd(): string {
    if (this.isMapOver()) this.startMap(this.mapNumber + 1);
    const winner: TeamSlot = this.random() < 0.5 ? 'team1' : 'team2';
    this.score[winner] += 1;
    this.playRound(winner);
    const winnerCt = (winner === 'team1') === this.team1Ct;
    const played = this.score.team1 + this.score.team2;
    if (played === MAX_ROUNDS / 2) this.team1Ct = !this.team1Ct;
    return JSON.stringify({
      event: 'round_end',
      matchid: this.hostedId,
      map_number: this.mapNumber,
      round_number: played,
      round_time: 40_000 + Math.floor(this.random() * 60_000),
      reason: winnerCt ? REASON_CTS_WIN : REASON_TERRORISTS_WIN,
      // MatchZy's quirk, kept: `team` is whoever leads on score, not who won the round.
      winner: {
        side: winnerCt ? '3' : '2',
        team: this.score.team1 > this.score.team2 ? 'team1' : 'team2',
      },
      team1: this.teamJson('team1'),
      team2: this.teamJson('team2'),
    });
  }

  private isMapOver(): boolean {
    const { team1, team2 } = this.score;
    return team1 >= ROUNDS_TO_WIN || team2 >= ROUNDS_TO_WIN || team1 + team2 >= MAX_ROUNDS;
  }

  private startMap(mapNumber: number): void {
    this.mapNumber = mapNumber;
    this.score = { team1: 0, team2: 0 };
    this.team1Ct = true;
    this.playerTallies = new Map(this.players.map((p) => [p.steamId, emptyTally()]));
  }

  /** In a 1v1 the winner kills the loser (or the bomb does) and is the round's MVP. */
  private playRound(winner: TeamSlot): void {
    for (const player of this.players) {
      const tally = this.playerTallies.get(player.steamId);
      if (!tally) continue;
      tally.rounds_played += 1;
      if (player.team !== winner) {
        tally.deaths += 1;
        continue;
      }
      const kill = this.random() < 0.9 ? 1 : 0;
      tally.kills += kill;
      tally.headshot_kills += kill === 1 && this.random() < 0.45 ? 1 : 0;
      tally.damage += kill * 100 + Math.floor(this.random() * 30);
      tally.mvp += 1;
      tally.score += 2 * kill + 2;
    }
  }

  private tallyOf(steamId: string): Tally {
    return this.playerTallies.get(steamId) ?? emptyTally();
  }

  private teamJson(slot: TeamSlot) {
    return {
      id: '',
      name: slot === 'team1' ? 'Team A' : 'Team B',
      series_score: 0,
      score: this.score[slot],
      score_ct: 0,
      score_t: 0,
      players: this.players
        .filter((p) => p.team === slot)
        .map((p) => ({
          steamid: p.steamId,
          name: p.name,
          stats: playerStatsJson(this.tallyOf(p.steamId)),
        })),
    };
  }
}
