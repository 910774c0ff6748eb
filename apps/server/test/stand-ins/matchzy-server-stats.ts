// Plausible per-player statistics for the MatchZy stand-in: each simulated round hands out kills,
// deaths, damage, headshots, assists and an MVP the way a CS2 round can end, and the tallies add up
// over the map as MatchZy's (CounterStrikeSharp's MatchStats) do. Field names are MatchZy's.
import { seededRandom } from '../seeded-random.js';

/** The columns of MatchZy's PlayerStats that the stand-in fills (the rest are sent as 0). */
export interface MatchZyStatsJson {
  kills: number;
  deaths: number;
  assists: number;
  damage: number;
  headshot_kills: number;
  mvp: number;
  score: number;
  rounds_played: number;
}

export type TeamSlot = 'team1' | 'team2';

export interface RosterPlayer {
  steamId: string;
  name: string;
  team: TeamSlot;
}

export class MapTallies {
  private readonly tallies = new Map<string, MatchZyStatsJson>();
  private readonly random: () => number;
  rounds = 0;

  constructor(
    private readonly roster: RosterPlayer[],
    seed: number,
  ) {
    this.random = seededRandom(seed);
    for (const player of roster) this.tallies.set(player.steamId, emptyStats());
  }

  /** Adds one round won by `winner`: every loser dies, and fewer winners than all of them. */
  playRound(winner: TeamSlot): void {
    this.rounds += 1;
    const winners = this.roster.filter((player) => player.team === winner);
    const losers = this.roster.filter((player) => player.team !== winner);
    const fallenWinners = this.shuffled(winners).slice(0, this.below(winners.length));
    for (const player of [...losers, ...fallenWinners]) this.add(player, { deaths: 1 });
    const winnerKills = this.spread(losers.length, winners);
    const loserKills = this.spread(fallenWinners.length, losers);
    for (const [player, kills] of [...winnerKills, ...loserKills]) this.addKills(player, kills);
    const mvp = [...winnerKills].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (mvp) this.add(mvp, { mvp: 1, score: 2 });
    for (const player of this.roster) this.add(player, { rounds_played: 1 });
  }

  /** Replaces some of a player's columns, as a test asks. */
  override(steamId: string, stats: Partial<MatchZyStatsJson>): void {
    const tally = this.statsOf(steamId);
    for (const key of STAT_KEYS) tally[key] = stats[key] ?? tally[key];
    this.tallies.set(steamId, tally);
  }

  statsOf(steamId: string): MatchZyStatsJson {
    return { ...(this.tallies.get(steamId) ?? emptyStats()) };
  }

  private addKills(player: RosterPlayer, kills: number): void {
    let headshots = 0;
    for (let kill = 0; kill < kills; kill += 1) if (this.random() < 0.45) headshots += 1;
    const assists = this.random() < 0.2 ? 1 : 0;
    const damage = kills * 100 + Math.floor(this.random() * 45);
    this.add(player, {
      kills,
      headshot_kills: headshots,
      damage,
      assists,
      score: 2 * kills + assists,
    });
  }

  /** `count` kills handed to random players of `team`. */
  private spread(count: number, team: RosterPlayer[]): Map<RosterPlayer, number> {
    const byPlayer = new Map<RosterPlayer, number>();
    for (let kill = 0; kill < count && team.length > 0; kill += 1) {
      const player = team[this.below(team.length)];
      if (player) byPlayer.set(player, (byPlayer.get(player) ?? 0) + 1);
    }
    return byPlayer;
  }

  private shuffled(team: RosterPlayer[]): RosterPlayer[] {
    const copy = [...team];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.below(i + 1);
      const [a, b] = [copy[i], copy[j]];
      if (a && b) [copy[i], copy[j]] = [b, a];
    }
    return copy;
  }

  /** A whole number in [0, n). */
  private below(n: number): number {
    return Math.floor(this.random() * n);
  }

  private add(player: RosterPlayer, delta: Partial<MatchZyStatsJson>): void {
    const tally = this.tallies.get(player.steamId) ?? emptyStats();
    for (const [key, value] of Object.entries(delta)) {
      if (isStatKey(key)) tally[key] += value;
    }
    this.tallies.set(player.steamId, tally);
  }
}

const STAT_KEYS = [
  'kills',
  'deaths',
  'assists',
  'damage',
  'headshot_kills',
  'mvp',
  'score',
  'rounds_played',
] as const;

function isStatKey(key: string): key is (typeof STAT_KEYS)[number] {
  return STAT_KEYS.some((known) => known === key);
}

function emptyStats(): MatchZyStatsJson {
  return {
    kills: 0,
    deaths: 0,
    assists: 0,
    damage: 0,
    headshot_kills: 0,
    mvp: 0,
    score: 0,
    rounds_played: 0,
  };
}

/** MatchZy's full PlayerStats object: the columns it does not track are 0, as in the plugin. */
export function playerStatsJson(stats: MatchZyStatsJson): Record<string, number> {
  return {
    kills: stats.kills,
    deaths: stats.deaths,
    assists: stats.assists,
    flash_assists: 0,
    team_kills: 0,
    suicides: 0,
    damage: stats.damage,
    utility_damage: 0,
    enemies_flashed: 0,
    friendlies_flashed: 0,
    knife_kills: 0,
    headshot_kills: stats.headshot_kills,
    rounds_played: stats.rounds_played,
    bomb_defuses: 0,
    bomb_plants: 0,
    '1k': 0,
    '2k': 0,
    '3k': 0,
    '4k': 0,
    '5k': 0,
    '1v1': 0,
    '1v2': 0,
    '1v3': 0,
    '1v4': 0,
    '1v5': 0,
    first_kills_t: 0,
    first_kills_ct: 0,
    first_deaths_t: 0,
    first_deaths_ct: 0,
    trade_kills: 0,
    kast: 0,
    score: stats.score,
    mvp: stats.mvp,
  };
}
