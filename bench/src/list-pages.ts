// List-page benchmarks: each entry is one authenticated GET run exactly like profile/me and reported
// beside it. To add one when its endpoint exists, name it here, e.g.
//   { name: 'tournaments page 1', path: '/api/tournaments/?page=1' },
// The bench user has no teams or tournaments of its own; seed what a page should show in `seed`.

export interface ListPage {
  name: string;
  path: string;
  /** Runs once against the server before the load, with the bench user's Authorization header. */
  seed?: (origin: string, authorization: string) => Promise<void>;
}

export const LIST_PAGES: readonly ListPage[] = [];

export const NO_LIST_PAGES =
  'list benchmarks: none yet (teams/tournaments/chat endpoints not built)';
