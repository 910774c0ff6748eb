// Teams as the API shows them, from the rows of team-views.repository.ts: a page of teams with
// their leaders, players and shown banners costs three statements whatever its size.
import { AppError } from '@clutch/contract/errors';
import type { Team, TeamBanner, TeamPlayer } from '@clutch/contract/teams';
import type { DbOrTx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import {
  teamViewsRepository as views,
  type MemberRow,
  type TeamBannerRow,
  type TeamFilter,
  type TeamViewRow,
} from './team-views.repository.js';
import { teamsRepository as repo, type TeamRow } from './teams.repository.js';
import { toUserBrief } from '../profiles/user-brief.js';

const toPlayer = (member: MemberRow): TeamPlayer => ({
  player_id: toUserBrief(member.user),
  prize_percentage: member.prizePercentage,
  is_substitute: member.isSubstitute,
});
const toTeamBanner = (row: TeamBannerRow): TeamBanner => ({
  id: row.id,
  name: row.name,
  image: row.image,
  link: row.link,
});

function groupByTeam<R extends { teamId: number }, T>(rows: R[], map: (row: R) => T) {
  const byTeam = new Map<number, T[]>();
  for (const row of rows) {
    const list = byTeam.get(row.teamId);
    if (list) list.push(map(row));
    else byTeam.set(row.teamId, [map(row)]);
  }
  return byTeam;
}

/** Teams with their players and shown banners, fetched for all the rows at once. */
async function teamsOf(db: DbOrTx, rows: TeamViewRow[]): Promise<Team[]> {
  const ids = rows.map((row) => row.id);
  const [members, banners] = await Promise.all([views.members(db, ids), views.banners(db, ids)]);
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

export async function listTeams(
  db: DbOrTx,
  filter: TeamFilter,
  window: PageWindow,
): Promise<Counted<Team>> {
  const found = await views.page(db, filter, window);
  return { count: found.count, results: await teamsOf(db, found.results) };
}

export async function loadTeam(db: DbOrTx, id: number): Promise<Team> {
  const row = await views.one(db, id);
  const [team] = row ? await teamsOf(db, [row]) : [];
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
