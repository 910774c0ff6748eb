// Reads around lobbies: the form's options, the list and looking-for-game pages, free periods of
// timed lobbies, statistics, a profile's match history and ratings, and invitations to a lobby.
import type { Server } from '@clutch/contract/tournament-options';
import type { MatchesModule } from '../matches/matches.module.js';
import type { HostPool } from './quickmatch.repository.js';
import {
  LOBBY_CS_DEFAULTS,
  PERIOD_MINUTES,
  READY_CHECK_SECONDS,
  SLOTS_OF_TYPE,
  VETO_TURN_SECONDS,
  type MatchStatistics,
  type LookingForGame,
  type QuickMatchCard,
  type QuickMatchOptions,
} from '@clutch/contract/quickmatch';
import { MAX_HERO_PICK, MAX_MAP_PICK } from '@clutch/contract/game-catalog';
import {
  BAN_TYPES,
  SERVER_CHOICES,
  TOURNAMENT_TYPES,
  TYPE_DISPLAY,
} from '@clutch/contract/tournament-options';
import type { AppEvent } from '../../app-events.js';
import type { Db } from '../../platform/db/database.js';
import { localizedError, type LocalizedMessage } from '../../platform/http/localized-errors.js';
import { keptPage, PageCache, pageKey } from '../../platform/http/page-cache.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { GameCatalogService } from '../games/game-catalog.service.js';
import type { GamesService } from '../games/games.service.js';
import type { HistoryFilter, MatchHistory } from '../matches/match-history.service.js';
import { DEFAULT_HERO_POOL, periodMs } from './lobby-form.js';
import { playedMaps, sideName, toCard } from './lobby-view.js';
import { quickmatchMessage } from './quickmatch-messages.js';
import { quickMatchRepository as repo, type ListFilter } from './quickmatch.repository.js';
import { levelOf, ordinalOf } from './rating.js';
import { ratingsRepository } from './ratings.repository.js';

export interface QueriesDeps {
  db: Db;
  bus: EventPublisher<AppEvent>;
  catalog: GameCatalogService;
  games: GamesService;
  blocks: Pick<FriendsService, 'isBlockedEitherWay'>;
  capacity: (pool: HostPool) => Promise<number>;
  /** Real tournaments are hosted on the same servers and bots (TOURNAMENT_HOSTS=platform). */
  tournamentsBookHosts: boolean;
  history: MatchHistory;
  hosting: Pick<MatchesModule['hosting'], 'resendInvites'>;
}

/** Lobby pages kept at once (each key a filter and a window). */
const LOBBY_PAGES_KEPT = 1_000;

const BAN_TYPE_DISPLAY = {
  no_ban: 'No bans',
  one_of_many: 'Ban from a pool',
  all_but_one: 'One only',
};

export function createQuickMatchQueries(deps: QueriesDeps) {
  const { db, catalog } = deps;

  async function options(game: 1 | 2): Promise<QuickMatchOptions> {
    const isDota = game === 1;
    return {
      game,
      games: await deps.games.list(),
      types: TOURNAMENT_TYPES.map((value) => ({ value, display_name: TYPE_DISPLAY[value] })),
      game_time_types: [
        { value: 'snap_game', display_name: 'When full' },
        { value: 'timed', display_name: 'At a time' },
      ],
      servers: [...SERVER_CHOICES],
      ban_types: BAN_TYPES.map((value) => ({ value, display_name: BAN_TYPE_DISPLAY[value] })),
      maps: isDota ? [] : catalog.listCsMaps({}).results,
      default_heroes: isDota ? catalog.heroesByIds([...DEFAULT_HERO_POOL]) : [],
      max_hero_pick: MAX_HERO_PICK,
      max_map_pick: MAX_MAP_PICK,
      defaults: {
        type: '1_1',
        game_time_type: 'snap_game',
        is_opened: true,
        mix: false,
        server: 'europe',
        entry_fee: 0,
        ban_type: isDota ? 'no_ban' : null,
        maps_ban_type: isDota ? null : LOBBY_CS_DEFAULTS.maps_ban_type,
        friendly_fire: isDota ? null : LOBBY_CS_DEFAULTS.friendly_fire,
        rounds_to_win: isDota ? null : LOBBY_CS_DEFAULTS.rounds_to_win,
        overtime_rounds: isDota ? null : LOBBY_CS_DEFAULTS.overtime_rounds,
      },
      ready_check_seconds: READY_CHECK_SECONDS,
      veto_turn_seconds: VETO_TURN_SECONDS,
      period_minutes: PERIOD_MINUTES,
    };
  }

  // Lobby pages are the same for every caller: kept until an event that may change one
  // (LOBBY_PAGE_EVENTS in quickmatch.module.ts) drops them all.
  const pages = new PageCache<Counted<QuickMatchCard>>(LOBBY_PAGES_KEPT);
  async function readPage(filter: ListFilter, window: PageWindow) {
    const found = await repo.page(db, filter, window);
    return {
      count: found.count,
      results: found.rows.map((row) => toCard(row.lobby, row.creator, row.seated)),
    };
  }
  const list = (filter: ListFilter, window: PageWindow) =>
    pages.load(pageKey(filter, window), async () => keptPage(await readPage(filter, window)));

  // Looking-for-game pages show seated players with their names, pictures and levels: the same
  // events change them (a level changes only when a match ends).
  const seekerPages = new PageCache<Counted<LookingForGame>>(LOBBY_PAGES_KEPT);
  const lookingForGame = (
    filter: { username?: string | undefined; game?: number | undefined },
    window: PageWindow,
  ) =>
    seekerPages.load(pageKey(filter, window), async () =>
      keptPage(await readSeekers(filter, window)),
    );

  async function readSeekers(
    filter: { username?: string | undefined; game?: number | undefined },
    window: PageWindow,
  ): Promise<Counted<LookingForGame>> {
    const found = await repo.lookingForGame(db, filter, window);
    return {
      count: found.count,
      results: found.rows.map((row) => ({
        user: toUserBrief({ id: row.userId, username: row.username, avatarUrl: row.avatarUrl }),
        level: row.level,
        quick_match: {
          ...row.lobby,
          slots: SLOTS_OF_TYPE[row.lobby.type],
          checked_in_slots: row.seated,
        },
      })),
    };
  }

  /** A day's periods (UTC) from now on, each free while fewer lobbies book it than runners host. */
  /**
   * Free periods of a day for a timed lobby the caller would create: their book's hosts (the
   * simulator for demo crystals; for real ones CS2 servers of the region, or Dota bots online).
   */
  async function periods(
    userId: number,
    body: { date: string; game?: number | undefined; server?: Server | undefined },
    now = new Date(),
  ) {
    const { date } = body;
    const game = body.game ?? 1;
    const isDemo = await repo.isDemoUser(db, userId);
    const pool: HostPool = {
      isDemo,
      game,
      server: game === 2 && !isDemo ? (body.server ?? null) : null,
      tournaments: !isDemo && deps.tournamentsBookHosts,
    };
    const capacity = await deps.capacity(pool);
    const dayStart = new Date(`${date}T00:00:00Z`);
    const dayEnd = new Date(dayStart.getTime() + 24 * 60 * 60_000);
    const booked = await repo.bookedIn(db, dayStart, dayEnd, pool);
    const free = [];
    for (let start = dayStart.getTime(); start < dayEnd.getTime(); start += periodMs) {
      if (start <= now.getTime()) continue;
      const taken = booked.filter(
        (time) => time.getTime() >= start && time.getTime() < start + periodMs,
      );
      if (taken.length < capacity)
        free.push({
          start: new Date(start).toISOString(),
          end: new Date(start + periodMs).toISOString(),
        });
    }
    return { free_periods: free, capacity };
  }

  async function statistic(id: number): Promise<MatchStatistics> {
    const lobby = await repo.find(db, id);
    if (!lobby) throw localizedError('not_found', quickmatchMessage('no_such_lobby'));
    const [lines, sides] = await Promise.all([
      ratingsRepository.statsOf(db, id),
      repo.sides(db, id),
    ]);
    const teamNames = await repo.teamNames(
      db,
      sides.flatMap((side) => (side.teamId === null ? [] : [side.teamId])),
    );
    const sideOf = (side: 'a' | 'b') => {
      const teamId = sides.find((s) => s.side === side)?.teamId ?? null;
      const teamName = teamId === null ? null : (teamNames.get(teamId) ?? null);
      return {
        side,
        name: sideName(lobby.game, side, teamName),
        team: teamId === null || teamName === null ? null : { id: teamId, name: teamName },
      };
    };
    const started = lobby.startedAt;
    const finished = lobby.finishedAt;
    return {
      id: lobby.id,
      game: lobby.game,
      type: lobby.type,
      status: lobby.status,
      is_demo: lobby.isDemo,
      started_at: started?.toISOString() ?? null,
      finished_at: finished?.toISOString() ?? null,
      duration_seconds:
        started && finished && lobby.status === 'finished'
          ? Math.round((finished.getTime() - started.getTime()) / 1000)
          : null,
      result:
        lobby.winner === null
          ? null
          : { winner: lobby.winner, score_a: lobby.scoreA, score_b: lobby.scoreB },
      maps: catalog
        .mapsByNames(playedMaps(lobby))
        .map((map) => ({ name: map.name, map_url: map.map_url })),
      teams: [sideOf('a'), sideOf('b')],
      players: lines
        .sort((x, y) => x.stats.side.localeCompare(y.stats.side) || x.user.id - y.user.id)
        .map(({ stats, user }) => ({
          user: toUserBrief(user),
          side: stats.side,
          hero: stats.hero === null ? null : (catalog.heroesByIds([stats.hero])[0] ?? null),
          stats: stats.stats,
          rating_before: stats.ratingBefore,
          rating_after: stats.ratingAfter,
          level_after: stats.levelAfter,
        })),
    };
  }

  /** A user's quick matches and tournament matches, merged newest first. */
  const history = (userId: number, filter: HistoryFilter, window: PageWindow) =>
    deps.history.ofUser(userId, filter, window);

  async function ratings(userId: number) {
    const rows = await ratingsRepository.ofUser(db, userId);
    return rows
      .sort((x, y) => x.game - y.game || x.book.localeCompare(y.book))
      .map((row) => {
        const skill = { mu: row.mu, sigma: row.sigma };
        return {
          game: row.game,
          book: row.book,
          mu: row.mu,
          sigma: row.sigma,
          ordinal: ordinalOf(skill),
          level: levelOf(skill),
          matches: row.matches,
          wins: row.wins,
        };
      });
  }

  /** Invites a user to the lobby the caller sits in while it still waits for players. */
  async function invite(callerId: number, targetId: number) {
    if (callerId === targetId)
      throw localizedError('bad_request', quickmatchMessage('cannot_invite_self'));
    const lobbyId = await repo.liveLobbyOf(db, callerId);
    const lobby = lobbyId === undefined ? undefined : await repo.find(db, lobbyId);
    if (!lobby || lobby.status !== 'waiting')
      throw localizedError('bad_request', quickmatchMessage('not_in_waiting_lobby'));
    if (!(await repo.creator(db, targetId)))
      throw localizedError('not_found', quickmatchMessage('no_such_user'));
    if (await deps.blocks.isBlockedEitherWay(callerId, targetId))
      throw localizedError('permission_denied', quickmatchMessage('cannot_invite_user'));
    const seat = await repo.seatOf(db, lobby.id, targetId);
    if (seat?.isLive) throw localizedError('conflict', quickmatchMessage('invitee_seated'));
    await deps.bus.publish({
      type: 'QuickMatchInvited',
      quickMatchId: lobby.id,
      userId: targetId,
      invitedBy: callerId,
      token: lobby.isOpened ? '' : lobby.inviteToken,
      invitedAt: new Date().toISOString(),
    });
    return { message: quickmatchMessage('invitation_sent'), match_id: lobby.id };
  }

  /**
   * Players of a running match ask again for the in-game invitation: a Dota bot sends it again; a
   * manual or CS2 lobby has none to send (its players join by name or address). For a tournament
   * match the id is the bracket match's.
   */
  async function resendInvites(
    userId: number,
    id: number,
    kind: 'quick_match' | 'tournament',
  ): Promise<{ message: LocalizedMessage }> {
    if (kind === 'tournament') {
      await deps.hosting.resendInvites(userId, 'tournament', id);
      return { message: quickmatchMessage('invitation_resent') };
    }
    const lobby = await repo.find(db, id);
    if (!lobby) throw localizedError('not_found', quickmatchMessage('no_such_lobby'));
    const seat = await repo.seatOf(db, id, userId);
    if (!seat) throw localizedError('permission_denied', quickmatchMessage('not_in_match'));
    if (lobby.status !== 'in_game')
      throw localizedError('conflict', quickmatchMessage('match_not_running'));
    const hosted = lobby.isDemo
      ? false
      : await deps.hosting.resendInvites(userId, 'quickmatch', id);
    const code = hosted ? 'lobby_invitation_resent' : 'lobby_invitation_none';
    return {
      message: (language) =>
        quickmatchMessage(code, {
          lobby: lobby.lobbyName ?? quickmatchMessage('the_lobby')(language),
        })(language),
    };
  }

  return {
    options,
    list,
    lookingForGame,
    /** Drops every kept lobby page: something they show may have changed. */
    dropPages: (): void => {
      pages.clear();
      seekerPages.clear();
    },
    periods,
    statistic,
    history,
    ratings,
    invite,
    resendInvites,
  };
}

export type QuickMatchQueries = ReturnType<typeof createQuickMatchQueries>;
