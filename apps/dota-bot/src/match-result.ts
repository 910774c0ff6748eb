// What a finished match means for the platform: the winner from the GC's match outcome, and each
// player's line keyed by SteamID64. Pure.
import type { BotPlayerStats, DotaTeam } from '@clutch/contract/bot-protocol';
import type { MatchPlayer } from './gc-messages.js';
import { MatchOutcome } from './gc-protos.js';
import { steamIdOf } from './steam-id.js';

/** Account ids that name nobody: 0, and the all-ones id the GC gives anonymous players. */
const ANONYMOUS_ACCOUNT_IDS = new Set([0, 0xffffffff]);

export function winnerOf(outcome: number): DotaTeam | null {
  if (outcome === MatchOutcome.RAD_VICTORY) return 'radiant';
  if (outcome === MatchOutcome.DIRE_VICTORY) return 'dire';
  return null;
}

/** An outcome is known but names no winner: abandoned, never started, not scored. */
export function isUnscored(outcome: number): boolean {
  return outcome !== MatchOutcome.UNKNOWN && winnerOf(outcome) === null;
}

export function playerStatsOf(players: readonly MatchPlayer[]): BotPlayerStats[] {
  return players
    .filter((player) => !ANONYMOUS_ACCOUNT_IDS.has(player.accountId))
    .map((player) => ({
      steam_id: steamIdOf(player.accountId),
      team: player.team,
      hero_id: player.heroId,
      kills: player.kills,
      deaths: player.deaths,
      assists: player.assists,
      last_hits: player.lastHits,
      denies: player.denies,
      gpm: player.gpm,
      xpm: player.xpm,
      net_worth: player.netWorth,
    }));
}
