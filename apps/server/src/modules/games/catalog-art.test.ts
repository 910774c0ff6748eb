import { describe, expect, it } from 'vitest';
import { darken, escapeXml, heroCardSvg, initialsOf, mapCardSvg } from './catalog-art.js';
import { CS_MAPS, type CsMapData } from './cs-maps.js';
import { HEROES, type HeroData } from './heroes.js';

const hero = (over: Partial<HeroData> = {}): HeroData => ({
  id: 1,
  name: 'Anti-Mage',
  attribute: 'agility',
  ...over,
});
const map = (over: Partial<CsMapData> = {}): CsMapData => ({
  name: 'de_mirage',
  displayName: 'Mirage',
  isActiveDuty: true,
  tint: '#c08f3c',
  ...over,
});

describe('escapeXml', () => {
  it.each([
    { text: 'Axe', want: 'Axe' },
    { text: "Nature's Prophet", want: 'Nature&#39;s Prophet' },
    { text: '<script>&"', want: '&lt;script&gt;&amp;&quot;' },
    { text: '&amp;', want: '&amp;amp;' },
  ])('turns $text into $want', ({ text, want }) => {
    expect(escapeXml(text)).toBe(want);
  });
});

describe('initialsOf', () => {
  it.each([
    { name: 'Anti-Mage', want: 'AM' },
    { name: 'Axe', want: 'AX' },
    { name: 'Io', want: 'IO' },
    { name: "Nature's Prophet", want: 'NP' },
    { name: 'Keeper of the Light', want: 'KO' },
    { name: 'Dust II', want: 'DI' },
    { name: 'K', want: 'K' },
  ])('of $name is $want', ({ name, want }) => {
    expect(initialsOf(name)).toBe(want);
  });
});

describe('darken', () => {
  it.each([
    { hex: '#ffffff', share: 0, want: '#ffffff' },
    { hex: '#ffffff', share: 1, want: '#000000' },
    { hex: '#c0392b', share: 0.5, want: '#601d16' },
  ])('$hex by $share is $want', ({ hex, share, want }) => {
    expect(darken(hex, share)).toBe(want);
  });
});

describe('heroCardSvg', () => {
  it.each([
    { attribute: 'strength', colour: '#c0392b', label: 'STR' },
    { attribute: 'agility', colour: '#27ae60', label: 'AGI' },
    { attribute: 'intelligence', colour: '#2e86de', label: 'INT' },
    { attribute: 'universal', colour: '#d4a017', label: 'UNI' },
  ] as const)('colours a $attribute hero $colour and labels it $label', (row) => {
    const svg = heroCardSvg(hero({ attribute: row.attribute }));
    expect(svg).toContain(`stop-color="${row.colour}"`);
    expect(svg).toContain(`>${row.label}</text>`);
  });

  it('draws the initials and the escaped name, the same bytes every time', () => {
    const svg = heroCardSvg(hero({ name: "Nature's Prophet" }));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>NP</text>');
    expect(svg).toContain('aria-label="Nature&#39;s Prophet"');
    expect(svg).not.toContain("Nature's");
    expect(heroCardSvg(hero({ name: "Nature's Prophet" }))).toBe(svg);
  });

  it('squeezes only names too long for the card', () => {
    expect(heroCardSvg(hero({ name: 'Keeper of the Light' }))).not.toContain('textLength');
    expect(heroCardSvg(hero({ name: 'A Name Far Longer Than Any Hero' }))).toContain(
      'textLength="236"',
    );
  });

  it('draws every hero in the catalog as a small card', () => {
    for (const entry of HEROES) expect(heroCardSvg(entry).length).toBeLessThan(2048);
  });
});

describe('mapCardSvg', () => {
  it('badges active-duty maps only', () => {
    expect(mapCardSvg(map())).toContain('ACTIVE DUTY');
    expect(mapCardSvg(map({ isActiveDuty: false }))).not.toContain('ACTIVE DUTY');
  });

  it('shows the title and the map key', () => {
    const svg = mapCardSvg(map({ name: 'de_dust2', displayName: 'Dust II' }));
    expect(svg).toContain('>Dust II</text>');
    expect(svg).toContain('>de_dust2</text>');
    expect(svg).toContain('stop-color="#c08f3c"');
  });

  it('gives every map its own drawing, the same each time', () => {
    const drawings = CS_MAPS.map(mapCardSvg);
    expect(new Set(drawings).size).toBe(CS_MAPS.length);
    expect(CS_MAPS.map(mapCardSvg)).toEqual(drawings);
  });
});
