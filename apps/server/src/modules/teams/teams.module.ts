// The teams module: teams and rosters, invitations and join requests, prize shares, and captain
// votes closed by a durable job.
import type { AppEvent } from '../../app-events.js';
import { dropOnEvents } from '../../platform/http/page-cache.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { MatchHistory } from '../matches/match-history.service.js';
import type { MediaService } from '../media/media.service.js';
import { createTeamInvitationsService } from './team-invitations.service.js';
import type { TeamBannersReader } from './team-view.js';
import { createTeamVotesService } from './team-votes.service.js';
import type { RosterLock } from './teams.policy.js';
import { registerTeamsRoutes } from './teams.routes.js';
import { createTeamsService } from './teams.service.js';

/**
 * What a team page shows changed: the team (made, edited, deleted, its roster, leader or shares),
 * a banner it shows, or a player's name or picture (profile and account changes).
 */
export const TEAM_PAGE_EVENTS: ReadonlySet<AppEvent['type']> = new Set<AppEvent['type']>([
  'TeamChanged',
  'TeamMemberJoined',
  'TeamMemberLeft',
  'TeamLeaderChanged',
  'TeamDeleted',
  'TeamVoteClosed',
  'BannersChanged',
  'ProfileChanged',
  'AccountChanged',
]);

export interface TeamsNeeds {
  media: MediaService;
  friends: FriendsService;
  /** Whether something (an unfinished tournament) keeps a team's roster as it is. */
  rosterLocked: RosterLock;
  /** The banners module's reader of the banners teams show. */
  bannersOf: TeamBannersReader;
  /** A team's matches across every owner of matches. */
  matches: Pick<MatchHistory, 'ofTeam'>;
}

export function createTeamsModule(
  platform: Platform<AppEvent>,
  needs: TeamsNeeds,
): ModuleParts<AppEvent> {
  const { db, bus, config } = platform;
  const shared = { db, bus, rosterLocked: needs.rosterLocked, bannersOf: needs.bannersOf };
  const votes = createTeamVotesService({
    ...shared,
    jobs: platform.jobs,
    durationMs: config.TEAM_VOTE_DURATION,
  });
  const services = {
    teams: createTeamsService({ ...shared, media: needs.media, matches: needs.matches }),
    invitations: createTeamInvitationsService({ ...shared, friends: needs.friends }),
    votes,
  };
  // Every instance drops its kept team pages on what may change one, and after the bus lost
  // events (what other instances published meanwhile never came).
  dropOnEvents(bus, TEAM_PAGE_EVENTS, services.teams.dropPages);
  return { routes: ({ mount }) => registerTeamsRoutes(mount, services), jobs: votes.jobs };
}
