import { HERO_ATTRIBUTES } from '@clutch/contract/game-catalog';
import { describe, expect, it } from 'vitest';
import { CS_MAPS } from './cs-maps.js';
import {
  csMapsInOrder,
  isCsMap,
  isHero,
  searchHeroes,
  unknownCsMaps,
  unknownHeroIds,
} from './game-catalog.js';
import { createGameCatalogService } from './game-catalog.service.js';
import { HEROES } from './heroes.js';

describe('the hero table', () => {
  it('holds every current hero once, by a unique id and a unique name', () => {
    expect(HEROES.length).toBe(127);
    expect(new Set(HEROES.map((hero) => hero.id)).size).toBe(HEROES.length);
    expect(new Set(HEROES.map((hero) => hero.name.toLowerCase())).size).toBe(HEROES.length);
  });

  it('gives every hero a primary attribute', () => {
    for (const hero of HEROES) expect(HERO_ATTRIBUTES).toContain(hero.attribute);
  });

  it.each([
    { id: 1, name: 'Anti-Mage', attribute: 'agility' },
    { id: 2, name: 'Axe', attribute: 'strength' },
    { id: 5, name: 'Crystal Maiden', attribute: 'intelligence' },
    { id: 74, name: 'Invoker', attribute: 'universal' },
    { id: 131, name: 'Ringmaster', attribute: 'intelligence' },
    { id: 145, name: 'Kez', attribute: 'agility' },
    { id: 155, name: 'Largo', attribute: 'strength' },
  ])("uses Dota's own id $id for $name", (row) => {
    expect(HEROES.find((hero) => hero.id === row.id)).toEqual(row);
  });
});

describe('the map table', () => {
  it('names each map once, the way the game server loads it', () => {
    expect(new Set(CS_MAPS.map((map) => map.name)).size).toBe(CS_MAPS.length);
    expect(new Set(CS_MAPS.map((map) => map.displayName)).size).toBe(CS_MAPS.length);
    for (const map of CS_MAPS) {
      expect(map.name).toMatch(/^(de|cs)_[a-z0-9]+$/);
      expect(map.tint).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('has the seven maps of the active-duty pool', () => {
    const active = CS_MAPS.filter((map) => map.isActiveDuty).map((map) => map.displayName);
    expect(active.sort()).toEqual([
      'Ancient',
      'Anubis',
      'Dust II',
      'Inferno',
      'Mirage',
      'Nuke',
      'Train',
    ]);
  });

  it('lists the active-duty maps first, each group alphabetically', () => {
    expect(csMapsInOrder.map((map) => map.displayName)).toEqual([
      ...['Ancient', 'Anubis', 'Dust II', 'Inferno', 'Mirage', 'Nuke', 'Train'],
      ...['Italy', 'Mills', 'Office', 'Overpass', 'Thera', 'Vertigo'],
    ]);
  });
});

describe('searchHeroes', () => {
  it.each([
    { query: undefined, want: 127 },
    { query: '', want: 127 },
    { query: "'", want: 127 },
    { query: 'natures', want: ["Nature's Prophet"] },
    { query: 'ANTI mage', want: ['Anti-Mage'] },
    { query: 'queen of', want: ['Queen of Pain'] },
    {
      query: 'spirit',
      want: [
        'Earth Spirit',
        'Ember Spirit',
        'Spirit Breaker',
        'Storm Spirit',
        'Vengeful Spirit',
        'Void Spirit',
      ],
    },
    { query: 'zzz', want: [] },
  ])('finds $want for $query', ({ query, want }) => {
    const found = searchHeroes(query).map((hero) => hero.name);
    if (typeof want === 'number') expect(found).toHaveLength(want);
    else expect(found).toEqual(want);
  });

  it('answers the whole list alphabetically', () => {
    const names = searchHeroes(undefined).map((hero) => hero.name);
    expect(names[0]).toBe('Abaddon');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('validation helpers', () => {
  it.each([
    { id: 1, want: true },
    { id: 145, want: true },
    { id: 0, want: false },
    { id: 24, want: false },
    { id: 1.5, want: false },
    { id: -1, want: false },
  ])('isHero($id) is $want', ({ id, want }) => {
    expect(isHero(id)).toBe(want);
  });

  it.each([
    { name: 'de_mirage', want: true },
    { name: 'cs_office', want: true },
    { name: 'Mirage', want: false },
    { name: 'DE_MIRAGE', want: false },
    { name: 'de_cache', want: false },
  ])('isCsMap($name) is $want', ({ name, want }) => {
    expect(isCsMap(name)).toBe(want);
  });

  it('lists each unknown id or name once, in the order given', () => {
    expect(unknownHeroIds([1, 999, 24, 999, 2])).toEqual([999, 24]);
    expect(unknownCsMaps(['de_nuke', 'x', 'de_nuke', 'y', 'x'])).toEqual(['x', 'y']);
    expect(unknownHeroIds([])).toEqual([]);
  });
});

describe('the catalog service', () => {
  const catalog = createGameCatalogService();

  it('answers heroes by ids with pictures as same-origin paths, known ones once, in order', () => {
    expect(catalog.heroesByIds([2, 999, 1, 2])).toEqual([
      { id: 2, name: 'Axe', image: '/api/games/heroes/2/image.svg?v=1' },
      {
        id: 1,
        name: 'Anti-Mage',
        image: '/api/games/heroes/1/image.svg?v=1',
      },
    ]);
  });

  it('answers maps by names the same way', () => {
    expect(catalog.mapsByNames(['de_nuke', 'nope', 'cs_italy', 'de_nuke'])).toEqual([
      {
        name: 'de_nuke',
        display_name: 'Nuke',
        map_url: '/api/games/maps/de_nuke/image.svg?v=1',
        is_active_duty: true,
      },
      {
        name: 'cs_italy',
        display_name: 'Italy',
        map_url: '/api/games/maps/cs_italy/image.svg?v=1',
        is_active_duty: false,
      },
    ]);
  });

  it.each(['0', '01', '24', '1.0', 'abc', ''])('refuses the picture of hero %j', (id) => {
    expect(() => catalog.heroImage(id)).toThrow(expect.objectContaining({ code: 'not_found' }));
  });
});
