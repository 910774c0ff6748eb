// Teams read for services: a page of teams with their leaders, players and shown banners costs
// three statements whatever its size; the 404 every team endpoint answers for an unknown id.
import { AppError } from '@clutch/contract/errors';
import type { Team } from '@clutch/contract/teams';
import type { DbOrTx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toTeams, type TeamBannersReader } from './team-view.js';
import {
  teamViewsRepository as views,
  type TeamFilter,
  type TeamViewRow,
} from './team-views.repository.js';
import { teamsRepository as repo, type TeamRow } from './teams.repository.js';

/** Teams with their players and shown banners, fetched for all the rows at once. */
async function teamsOf(
  db: DbOrTx,
  rows: TeamViewRow[],
  bannersOf: TeamBannersReader,
): Promise<Team[]> {
  const ids = rows.map((row) => row.id);
  const [members, banners] = await Promise.all([views.members(db, ids), bannersOf(ids)]);
  return toTeams(rows, members, banners);
}

export async function listTeams(
  db: DbOrTx,
  filter: TeamFilter,
  window: PageWindow,
  bannersOf: TeamBannersReader,
): Promise<Counted<Team>> {
  const found = await views.page(db, filter, window);
  return { count: found.count, results: await teamsOf(db, found.results, bannersOf) };
}

export async function loadTeam(
  db: DbOrTx,
  id: number,
  bannersOf: TeamBannersReader,
): Promise<Team> {
  const row = await views.one(db, id);
  const [team] = row ? await teamsOf(db, [row], bannersOf) : [];
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
