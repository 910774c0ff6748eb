// Teams and their rosters: create, read, search, edit, delete; leaving, kicking, handing over the
// leadership and setting prize shares. Every roster change locks the team row first, so the share
// sum (100) and the roster limit hold however requests interleave.
import { AppError } from '@clutch/contract/errors';
import type {
  PercentagesBody,
  Team,
  TeamCreate,
  TeamMatch,
  TeamPatch,
} from '@clutch/contract/teams';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import {
  commonMessage,
  localizedFields,
  messageCatalogue,
} from '../../platform/http/localized-errors.js';
import { keptPage, PageCache, pageKey } from '../../platform/http/page-cache.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { isCountryCode } from '../../platform/countries.js';
import type { MatchHistory } from '../matches/match-history.service.js';
import type { MediaService } from '../media/media.service.js';
import { sharesProblem } from './percentages.js';
import { listTeams, loadTeam, requireLockedTeam, requireTeam } from './team-reads.tx.js';
import type { TeamBannersReader } from './team-view.js';
import type { TeamFilter } from './team-views.repository.js';
import type { TeamsEvent } from './teams.events.js';
import { requireLeader, requireRosterOpen, type RosterLock } from './teams.policy.js';
import { teamsRepository as repo, type TeamChanges, type TeamRow } from './teams.repository.js';

export interface TeamsDeps {
  db: Db;
  bus: EventPublisher<TeamsEvent>;
  media: MediaService;
  rosterLocked: RosterLock;
  /** Every owner's matches (tournaments now, quick matches next), through the matches module. */
  matches: Pick<MatchHistory, 'ofTeam'>;
  /** The banners module's reader of the banners teams show. */
  bannersOf: TeamBannersReader;
}

const teamMessage = messageCatalogue({
  name_taken: {
    en: 'A team with this name already exists.',
    ua: 'Команда з такою назвою вже існує.',
    cn: '该队伍名称已被使用。',
  },
});
const NAME_TAKEN = { name: [teamMessage('name_taken')] };

/** Team pages kept at once (each key a filter and a window; a search is a filter too). */
const TEAM_PAGES_KEPT = 2_000;

/** Takes a member out under the team lock: their share goes to the leader, a substitute steps up. */
export async function removeMember(tx: DbOrTx, team: TeamRow, userId: number): Promise<void> {
  const removed = await repo.deleteMember(tx, team.id, userId);
  if (!removed) throw new AppError('not_found', 'This user is not a player of this team.');
  if (removed.prizePercentage > 0)
    await repo.addShare(tx, team.id, team.leaderId, removed.prizePercentage);
  if (!removed.isSubstitute) await repo.promoteFirstSubstitute(tx, team.id);
}

export function createTeamsService(deps: TeamsDeps) {
  const { db, bus } = deps;

  async function changesFrom(input: TeamPatch, avatarFile: Buffer | undefined) {
    if (input.country !== undefined && !isCountryCode(input.country))
      throw localizedFields({
        country: [commonMessage('invalid_choice', { value: input.country })],
      });
    const changes: TeamChanges = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.country === undefined ? {} : { country: input.country }),
      ...(input.description === undefined ? {} : { description: input.description }),
    };
    if (avatarFile)
      return { ...changes, avatarUrl: await deps.media.storeImage(avatarFile, 'avatar') };
    if (input.avatar !== undefined)
      return { ...changes, avatarUrl: await deps.media.acceptImageUrl(input.avatar, 'avatar') };
    return changes;
  }

  // Team pages are the same for every caller: kept until an event that may change one
  // (TEAM_PAGE_EVENTS in teams.module.ts) drops them all.
  const pages = new PageCache<Counted<Team>>(TEAM_PAGES_KEPT);
  const list = (filter: TeamFilter, window: PageWindow): Promise<Counted<Team>> =>
    pages.load(pageKey(filter, window), async () =>
      keptPage(await listTeams(db, filter, window, deps.bannersOf)),
    );
  const changed = (teamId: number) => bus.publish({ type: 'TeamChanged', teamId });

  async function leave(team: TeamRow, userId: number, kicked: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      const locked = await requireLockedTeam(tx, team.id);
      await requireRosterOpen(deps.rosterLocked, tx, team.id);
      if (locked.leaderId === userId)
        throw new AppError(
          'bad_request',
          'The leader cannot leave; hand the leadership over first.',
        );
      await removeMember(tx, locked, userId);
    });
    await bus.publish({
      type: 'TeamMemberLeft',
      teamId: team.id,
      teamName: team.name,
      userId,
      kicked,
      at: new Date().toISOString(),
    });
  }

  return {
    async create(callerId: number, input: TeamCreate, avatarFile?: Buffer): Promise<Team> {
      const changes = await changesFrom(input, avatarFile);
      const id = await db.transaction(async (tx) => {
        const team = await repo.insertTeam(tx, {
          ...changes,
          name: input.name,
          leaderId: callerId,
        });
        if (!team) throw localizedFields(NAME_TAKEN);
        await repo.insertMember(tx, {
          teamId: team.id,
          userId: callerId,
          isSubstitute: false,
          prizePercentage: 100,
        });
        return team.id;
      });
      await changed(id);
      return loadTeam(db, id, deps.bannersOf);
    },

    get: (id: number): Promise<Team> => loadTeam(db, id, deps.bannersOf),

    list,
    /** Drops every kept team page: something they show may have changed. */
    dropPages: (): void => pages.clear(),

    async ofProfile(userId: number, onlyLed: boolean, window: PageWindow): Promise<Counted<Team>> {
      if ((await repo.briefs(db, [userId])).size === 0)
        throw new AppError('not_found', 'User not found.');
      return list(onlyLed ? { leaderId: userId } : { memberId: userId }, window);
    },

    async update(callerId: number, id: number, input: TeamPatch, avatarFile?: Buffer) {
      const team = await requireTeam(db, id);
      requireLeader(team, callerId, 'edit the team');
      const changes = await changesFrom(input, avatarFile);
      if (changes.name !== undefined && (await repo.nameTaken(db, changes.name, id)))
        throw localizedFields(NAME_TAKEN);
      await repo.updateTeam(db, id, changes);
      await changed(id);
      return loadTeam(db, id, deps.bannersOf);
    },

    async remove(callerId: number, id: number): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const team = await requireLockedTeam(tx, id);
        requireLeader(team, callerId, 'delete the team');
        await requireRosterOpen(deps.rosterLocked, tx, id);
        const memberIds = await repo.memberIds(tx, id);
        await repo.deleteTeam(tx, id);
        return { teamId: id, teamName: team.name, memberIds };
      });
      await bus.publish({ type: 'TeamDeleted', ...deleted });
    },

    async leave(callerId: number, id: number): Promise<Team> {
      const team = await requireTeam(db, id);
      if (!(await repo.isMember(db, id, callerId)))
        throw new AppError('bad_request', 'You are not a player of this team.');
      await leave(team, callerId, false);
      return loadTeam(db, id, deps.bannersOf);
    },

    async kick(callerId: number, id: number, userId: number): Promise<void> {
      const team = await requireTeam(db, id);
      requireLeader(team, callerId, 'remove players');
      if (userId === callerId)
        throw new AppError('bad_request', 'The leader cannot remove themself.');
      await leave(team, userId, true);
    },

    async transferAuthority(callerId: number, id: number, userId: number): Promise<Team> {
      const team = await requireTeam(db, id);
      requireLeader(team, callerId, 'hand over the leadership');
      if (userId === callerId) throw new AppError('bad_request', 'You already lead this team.');
      await db.transaction(async (tx) => {
        const locked = await requireLockedTeam(tx, id);
        requireLeader(locked, callerId, 'hand over the leadership');
        if (!(await repo.isMember(tx, id, userId)))
          throw new AppError('bad_request', 'The new leader must be a player of this team.');
        await repo.setLeader(tx, id, userId);
      });
      await bus.publish({
        type: 'TeamLeaderChanged',
        teamId: id,
        teamName: team.name,
        fromUserId: callerId,
        toUserId: userId,
        reason: 'transfer',
        at: new Date().toISOString(),
      });
      return loadTeam(db, id, deps.bannersOf);
    },

    async changePercentages(callerId: number, id: number, body: PercentagesBody): Promise<Team> {
      const team = await requireTeam(db, id);
      requireLeader(team, callerId, 'change prize percentages');
      const shares = body.players.map((p) => ({
        userId: p.player_id,
        percentage: p.prize_percentage,
      }));
      await db.transaction(async (tx) => {
        const locked = await requireLockedTeam(tx, id);
        requireLeader(locked, callerId, 'change prize percentages');
        const problem = sharesProblem(await repo.memberIds(tx, id), shares);
        if (problem) throw AppError.fields(problem);
        for (const share of shares) await repo.setShare(tx, id, share.userId, share.percentage);
      });
      await changed(id);
      return loadTeam(db, id, deps.bannersOf);
    },

    /** The team's matches, newest first: its tournament and 5x5 quick matches (kept pages). */
    matches(id: number, window: PageWindow): Promise<Counted<TeamMatch>> {
      return deps.matches.ofTeam(id, window, async () => {
        await requireTeam(db, id);
      });
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
