// Lobbies before anyone sits in one (packages/contract/src/quickmatch.ts): the list with its filters
// (4 a page), the players looking for a game (9 a page), the form's options per game, the hero
// catalog, a day's free start periods for timed lobbies, and creating a lobby (Idempotency-Key per attempt: it holds the
// creator's prize). Every change refreshes everything under QUICK_MATCHES_QUERY_KEY.
import { gameCatalogEndpoints } from '@clutch/contract/game-catalog';
import type { GameTimeType } from '@clutch/contract/quickmatch';
import {
  LOOKING_FOR_GAME_PER_PAGE,
  QUICK_MATCHES_PER_PAGE,
  quickMatchEndpoints,
} from '@clutch/contract/quickmatch';
import type { Server, TournamentType } from '@clutch/contract/tournament-options';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

export const QUICK_MATCHES_QUERY_KEY = [...SESSION_QUERY_KEY, 'quick-matches'] as const;
export type GameId = 1 | 2;

export interface LobbyFilters {
  game: GameId;
  type: TournamentType;
  /** null: open and closed lobbies alike. */
  isOpened: boolean | null;
  gameTimeType: GameTimeType | null;
}

const flag = (value: boolean) => (value ? ('true' as const) : ('false' as const));

/** The list's query under the spec's names; unset filters are not sent. */
export function lobbyListQuery(filters: LobbyFilters, page: number) {
  return {
    page,
    per_page: QUICK_MATCHES_PER_PAGE,
    game: filters.game,
    type: filters.type,
    ...(filters.isOpened === null ? {} : { is_opened: flag(filters.isOpened) }),
    ...(filters.gameTimeType === null ? {} : { game_time_type: filters.gameTimeType }),
  };
}

export function lobbyListQueryOptions(filters: LobbyFilters, page: number) {
  const query = lobbyListQuery(filters, page);
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'list', query],
    queryFn: () => call(quickMatchEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function lookingForGameQueryOptions(game: GameId, username: string, page: number) {
  const query = {
    page,
    per_page: LOOKING_FOR_GAME_PER_PAGE,
    game,
    ...(username === '' ? {} : { username }),
  };
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'looking-for-game', query],
    queryFn: () => call(quickMatchEndpoints.lookingForGame, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The options change only with a game's work status, so they are kept a few minutes. */
export function lobbyOptionsQueryOptions(game: GameId) {
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'options', game],
    queryFn: () => call(quickMatchEndpoints.options, { query: { game } }),
    staleTime: 5 * 60_000,
  });
}

export interface PeriodsQuery {
  game: GameId;
  /** A day as YYYY-MM-DD. */
  date: string;
  server: Server;
}

/**
 * `date` is a day as YYYY-MM-DD; the runners' free periods change as lobbies book them. A real CS2
 * lobby is hosted in its server region, whose servers alone count, so the region is part of the key.
 */
export function freePeriodsQueryOptions({ game, date, server }: PeriodsQuery) {
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'periods', game, date, server],
    queryFn: () =>
      call(quickMatchEndpoints.periods, { body: { date, game, server } }, { quiet: true }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/** Dota 2's heroes for a lobby's hero pool; the catalog never changes while the app runs. */
export function heroCatalogQueryOptions() {
  return queryOptions({
    queryKey: [...QUICK_MATCHES_QUERY_KEY, 'heroes'],
    queryFn: () => call(gameCatalogEndpoints.heroes, { query: {} }),
    staleTime: Infinity,
  });
}

/** The lobby list and the players looking for a game, after a lobby changed or went. */
export function refreshLobbyLists(queryClient: QueryClient): void {
  for (const part of ['list', 'looking-for-game']) {
    void queryClient.invalidateQueries({ queryKey: [...QUICK_MATCHES_QUERY_KEY, part] });
  }
}

export type LobbyPayload = z.input<typeof quickMatchEndpoints.create.body>;

export interface CreateAttempt {
  game: GameId;
  body: LobbyPayload;
  /** One key per attempt: a retry of the same attempt holds the prize once. */
  idempotencyKey: string;
}

export function useCreateLobby(onCreated: (id: number) => void) {
  return useRefreshingMutation(
    QUICK_MATCHES_QUERY_KEY,
    ({ game, body, idempotencyKey }: CreateAttempt) =>
      call(quickMatchEndpoints.create, { query: { game }, body }, { quiet: true, idempotencyKey }),
    ({ id }) => onCreated(id),
  );
}
