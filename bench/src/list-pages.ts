// List-page benchmarks: each entry is one authenticated GET run exactly like profile/me and reported
// beside it. The bench user has no teams or tournaments of its own; seed what a page should show in
// `seed`.

export interface ListPage {
  name: string;
  path: string;
  /** Runs once against the server before the load, with the bench user's Authorization header. */
  seed?: (origin: string, authorization: string) => Promise<void>;
}

const TEAMS_TO_SEED = 60;

/** Teams the bench user leads, so the team list has full pages to serialise. */
async function seedTeams(origin: string, authorization: string): Promise<void> {
  for (let i = 0; i < TEAMS_TO_SEED; i += 1) {
    const res = await fetch(`${origin}/api/team/`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Team ${String(i)}`,
        country: 'UA',
        description: 'bench',
      }),
    });
    if (res.status !== 201)
      throw new Error(`seeding teams: POST /api/team/ answered ${String(res.status)}`);
  }
}

const TOURNAMENTS_TO_SEED = 40;
const DAY_MS = 86_400_000;

/** Tournaments the bench user organises (free, so they need no crystals), a week ahead. */
async function seedTournaments(origin: string, authorization: string): Promise<void> {
  for (let i = 0; i < TOURNAMENTS_TO_SEED; i += 1) {
    const name = `Bench Cup ${String(i)}`;
    const res = await fetch(`${origin}/api/tournaments/?game=${String(1 + (i % 2))}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        translations: {
          en: { name, description: 'bench' },
          ua: { name, description: '' },
          cn: { name, description: '' },
        },
        grid: 3,
        start_time: new Date(Date.now() + 7 * DAY_MS + i * 60_000).toISOString(),
        freeze_time: 30,
      }),
    });
    if (res.status !== 201)
      throw new Error(`seeding tournaments: POST /api/tournaments/ answered ${String(res.status)}`);
  }
}

export const LIST_PAGES: readonly ListPage[] = [
  { name: 'teams page 1 (20 per page)', path: '/api/team/?page=1&per_page=20', seed: seedTeams },
  { name: 'teams page 3 (20 per page)', path: '/api/team/?page=3&per_page=20' },
  {
    name: 'tournaments page 1 (8 per page)',
    path: '/api/tournaments/?page=1',
    seed: seedTournaments,
  },
  { name: 'tournaments page 4 (8 per page)', path: '/api/tournaments/?page=4' },
];

export const NO_LIST_PAGES = 'list benchmarks: none';
