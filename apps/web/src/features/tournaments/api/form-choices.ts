// What the create form picks from besides its options: the Dota 2 heroes and CS2 maps of the game
// catalog, the creator's own banners and jars, users and teams to ban, and the picture upload.
// Catalogs never change while the app runs, so they are kept for the session.
import { bannersEndpoints } from '@clutch/contract/banners';
import { gameCatalogEndpoints } from '@clutch/contract/game-catalog';
import { jarsEndpoints } from '@clutch/contract/jars';
import { mediaEndpoints } from '@clutch/contract/media';
import { profileEndpoints } from '@clutch/contract/profile';
import { teamsEndpoints } from '@clutch/contract/teams';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { TOURNAMENTS_QUERY_KEY } from './tournaments';

/** Enough for every banner or jar one person keeps. */
const OWN_CHOICES_PER_PAGE = 100;
/** Names offered while typing a user or team to ban. */
const SEARCH_PER_PAGE = 8;

export function heroesQueryOptions() {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'heroes'],
    queryFn: () => call(gameCatalogEndpoints.heroes, { query: {} }),
    staleTime: Infinity,
  });
}

export function csMapsQueryOptions() {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'cs-maps'],
    queryFn: () => call(gameCatalogEndpoints.csMaps, { query: {} }),
    staleTime: Infinity,
  });
}

export function ownBannersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'own-banners', userId],
    queryFn: () =>
      call(bannersEndpoints.list, {
        query: { created_by: userId, page: 1, per_page: OWN_CHOICES_PER_PAGE },
      }),
  });
}

export function ownJarsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'own-jars', userId],
    queryFn: () =>
      call(jarsEndpoints.list, {
        query: { created_by: userId, page: 1, per_page: OWN_CHOICES_PER_PAGE },
      }),
  });
}

export function userSearchQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'user-search', username],
    queryFn: () =>
      call(profileEndpoints.search, {
        query: { username, exclude_me: 'true', page: 1, per_page: SEARCH_PER_PAGE },
      }),
    enabled: username.trim() !== '',
  });
}

export function teamSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'team-search', search],
    queryFn: () =>
      call(teamsEndpoints.list, { query: { search, page: 1, per_page: SEARCH_PER_PAGE } }),
    enabled: search.trim() !== '',
  });
}

/** Uploads the chosen picture; answers the address the form sends as `image`. */
export async function uploadPicture(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await call(mediaEndpoints.uploadImage, { form }, { quiet: true });
  return url;
}
