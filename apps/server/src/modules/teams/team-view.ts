// Teams as the API shows them: a page of teams with their leaders, then every player and every shown
// banner of the page in one more query each, so a list costs the same queries whatever its size.
import { AppError } from '@clutch/contract/errors';
import type { Team, TeamBanner } from '@clutch/contract/teams';
import type { UserBrief } from '@clutch/contract/common';
import type { DbOrTx } from '../../platform/db/database.js';
import {
  teamsRepository as repo,
  type BriefRow,
  type TeamBannerRow,
  type TeamRow,
} from './teams.repository.js';

export const toBrief = (row: BriefRow): UserBrief => ({
  id: row.id,
  username: row.username,
  avatar_url: row.avatarUrl,
});

const toTeamBanner = (row: TeamBannerRow): TeamBanner => ({
  id: row.id,
  name: row.name,
  image: row.image,
  link: row.link,
});

function groupByTeam<R extends { teamId: number }>(rows: R[]): Map<number, R[]> {
  const byTeam = new Map<number, R[]>();
  for (const row of rows) {
    const list = byTeam.get(row.teamId);
    if (list) list.push(row);
    else byTeam.set(row.teamId, [row]);
  }
  return byTeam;
}

export async function teamsWithPlayers(
  db: DbOrTx,
  rows: { team: TeamRow; leader: BriefRow }[],
): Promise<Team[]> {
  const ids = rows.map((row) => row.team.id);
  const [members, banners] = await Promise.all([repo.members(db, ids), repo.banners(db, ids)]);
  const byTeam = groupByTeam(members);
  const bannersByTeam = groupByTeam(banners);
  return rows.map(({ team, leader }) => ({
    id: team.id,
    name: team.name,
    country: team.country,
    description: team.description,
    avatar_url: team.avatarUrl,
    leader_id: toBrief(leader),
    players: (byTeam.get(team.id) ?? []).map((member) => ({
      player_id: toBrief(member.user),
      prize_percentage: member.prizePercentage,
      is_substitute: member.isSubstitute,
    })),
    team_banners: (bannersByTeam.get(team.id) ?? []).map(toTeamBanner),
  }));
}

export async function loadTeam(db: DbOrTx, id: number): Promise<Team> {
  const row = await repo.teamWithLeader(db, id);
  const [team] = row ? await teamsWithPlayers(db, [row]) : [];
  if (!team) throw new AppError('not_found', 'Team not found.');
  return team;
}

/** The team row, or the 404 every team endpoint answers for an unknown id. */
export async function requireTeam(db: DbOrTx, id: number): Promise<TeamRow> {
  const team = await repo.findTeam(db, id);
  if (!team) throw new AppError('not_found', 'Team not found.');
  return team;
}

export async function requireLockedTeam(db: DbOrTx, id: number): Promise<TeamRow> {
  const team = await repo.lockTeam(db, id);
  if (!team) throw new AppError('not_found', 'Team not found.');
  return team;
}
