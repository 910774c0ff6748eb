import { CsMapListSchema, HeroListSchema } from '@clutch/contract/game-catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();
let user: TestUser;
beforeAll(async () => {
  user = await createUser(t);
});

const get = (url: string, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const heroes = async (query = '') => {
  const res = await get(`/api/tournaments/heroes/${query}`);
  expect(res.statusCode).toBe(200);
  return HeroListSchema.strict().parse(res.json());
};
const maps = async (query = '') => {
  const res = await get(`/api/cs/maps/${query}`);
  expect(res.statusCode).toBe(200);
  return CsMapListSchema.strict().parse(res.json());
};
/** The path and query of one of our absolute picture URLs. */
/** Pictures are same-origin paths, so they load at whatever address the site was opened. */
const localPath = (url: string) => {
  expect(url).toMatch(/^\/api\/games\//);
  return url;
};

describe('GET tournaments/heroes/', () => {
  it('answers 401 without a signed-in caller', async () => {
    const res = await get('/api/tournaments/heroes/', {});
    expect(res.statusCode).toBe(401);
  });

  it('lists every hero alphabetically with its attribute and a same-origin picture path', async () => {
    const list = await heroes();
    expect(list.count).toBe(127);
    expect(list.results).toHaveLength(127);
    expect(list).not.toHaveProperty('max_hero_pick');
    expect(list.results[0]).toEqual({
      id: 102,
      name: 'Abaddon',
      image: '/api/games/heroes/102/image.svg?v=1',
      primary_attribute: 'universal',
    });
    for (const hero of list.results) localPath(hero.image);
  });

  it.each([
    { query: '?name=natures', want: ["Nature's Prophet"] },
    { query: '?name=%20anti-MAGE%20', want: ['Anti-Mage'] },
    { query: '?name=kez', want: ['Kez'] },
    { query: '?name=nobody', want: [] },
  ])('searches by name: $query finds $want', async ({ query, want }) => {
    const list = await heroes(query);
    expect(list.results.map((hero) => hero.name)).toEqual(want);
    expect(list.count).toBe(want.length);
  });

  it('adds the selection limit when asked with max_hero_pick=true', async () => {
    expect((await heroes('?max_hero_pick=true')).max_hero_pick).toBe(10);
    expect(await heroes('?max_hero_pick=false')).not.toHaveProperty('max_hero_pick');
  });

  it.each([
    { query: `?name=${'a'.repeat(65)}`, field: 'name' },
    { query: '?max_hero_pick=maybe', field: 'max_hero_pick' },
  ])('answers 400 naming $field for $query', async ({ query, field }) => {
    const res = await get(`/api/tournaments/heroes/${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty(field);
  });
});

describe('GET cs/maps/', () => {
  it('answers 401 without a signed-in caller', async () => {
    expect((await get('/api/cs/maps/', {})).statusCode).toBe(401);
  });

  it('lists the active-duty pool first, then the other maps', async () => {
    const list = await maps();
    expect(list.count).toBe(13);
    expect(list.results.slice(0, 7).every((map) => map.is_active_duty)).toBe(true);
    expect(list.results.slice(7).some((map) => map.is_active_duty)).toBe(false);
    expect(list.results.find((map) => map.name === 'de_dust2')).toEqual({
      name: 'de_dust2',
      display_name: 'Dust II',
      map_url: '/api/games/maps/de_dust2/image.svg?v=1',
      is_active_duty: true,
    });
  });

  it('filters by is_active_duty', async () => {
    const active = await maps('?is_active_duty=true');
    expect(active.results.map((map) => map.display_name)).toEqual([
      'Ancient',
      'Anubis',
      'Dust II',
      'Inferno',
      'Mirage',
      'Nuke',
      'Train',
    ]);
    const others = await maps('?is_active_duty=false');
    expect(others.results.map((map) => map.name)).toContain('de_vertigo');
    expect(others.count).toBe(6);
  });
});

describe('catalog pictures', () => {
  it('serves every listed hero and map picture as cacheable SVG, without sign-in', async () => {
    const urls = [
      ...(await heroes()).results.map((hero) => hero.image),
      ...(await maps()).results.map((map) => map.map_url),
    ];
    for (const url of urls) {
      const res = await get(localPath(url), {});
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    }
  });

  it('draws the hero the id names', async () => {
    const res = await get('/api/games/heroes/53/image.svg');
    expect(res.body).toContain('aria-label="Nature&#39;s Prophet"');
    expect(res.body).toContain('>NP</text>');
  });

  it.each([
    '/api/games/heroes/999/image.svg',
    '/api/games/heroes/24/image.svg',
    '/api/games/heroes/01/image.svg',
    '/api/games/heroes/abc/image.svg',
    '/api/games/maps/de_cache/image.svg',
    '/api/games/maps/Mirage/image.svg',
    '/api/games/maps/..%2F..%2Fetc/image.svg',
  ])('answers 404 JSON for the unknown %s', async (url) => {
    const res = await get(url, {});
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
