// Teams as the API shows them, from the rows of team-views.repository.ts (loaded by
// team-reads.tx.ts for a whole page at once): no database access here.
import type { Team, TeamBanner, TeamPlayer } from '@clutch/contract/teams';
import type { MemberRow, TeamViewRow } from './team-views.repository.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

const toPlayer = (member: MemberRow): TeamPlayer => ({
  player_id: toUserBrief(member.user),
  prize_percentage: member.prizePercentage,
  is_substitute: member.isSubstitute,
});
/** A team's shown banners, as the banners module reads them (given at composition). */
export interface TeamBannerRow {
  teamId: number;
  id: number;
  name: string;
  image: string;
  link: string;
}
export type TeamBannersReader = (teamIds: number[]) => Promise<TeamBannerRow[]>;

const toTeamBanner = (row: TeamBannerRow): TeamBanner => ({
  id: row.id,
  name: row.name,
  image: row.image,
  link: row.link,
});

function groupByTeam<R extends { teamId: number }, T>(rows: readonly R[], map: (row: R) => T) {
  const byTeam = new Map<number, T[]>();
  for (const row of rows) {
    const list = byTeam.get(row.teamId);
    if (list) list.push(map(row));
    else byTeam.set(row.teamId, [map(row)]);
  }
  return byTeam;
}

/** Teams with their players and shown banners, from the rows loaded for all of them at once. */
export function toTeams(
  rows: readonly TeamViewRow[],
  members: readonly MemberRow[],
  banners: readonly TeamBannerRow[],
): Team[] {
  const playersByTeam = groupByTeam(members, toPlayer);
  const bannersByTeam = groupByTeam(banners, toTeamBanner);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    description: row.description,
    avatar_url: row.avatarUrl,
    leader_id: toUserBrief(row.leader),
    players: playersByTeam.get(row.id) ?? [],
    team_banners: bannersByTeam.get(row.id) ?? [],
  }));
}
