// The pictures of heroes and maps, drawn here as small SVG cards so no image comes from Valve's or
// anyone else's host. Only catalog text goes in, always escaped; the same input draws the same bytes.
import type { HeroAttribute } from '@clutch/contract/game-catalog';
import type { CsMapData } from './cs-maps.js';
import type { HeroData } from './heroes.js';

/** Bump when the drawings change: it is part of every image URL, so caches never keep an old one. */
export const ART_VERSION = 1;

const FONT = `'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

const ATTRIBUTE_STYLE: Record<HeroAttribute, { colour: string; label: string }> = {
  strength: { colour: '#c0392b', label: 'STR' },
  agility: { colour: '#27ae60', label: 'AGI' },
  intelligence: { colour: '#2e86de', label: 'INT' },
  universal: { colour: '#d4a017', label: 'UNI' },
};

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** Two letters: the first of the first two words ("Anti-Mage" AM), else the word's first two (Axe AX). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /\p{L}/u.test(word));
  const letters = (word: string | undefined) => (word ?? '').replace(/[^\p{L}]/gu, '');
  const [first, second] = words;
  const initials =
    second === undefined
      ? letters(first).slice(0, 2)
      : `${letters(first).slice(0, 1)}${letters(second).slice(0, 1)}`;
  return initials.toUpperCase();
}

/** The colour `share` of the way to black: the dark end of a card's gradient. */
export function darken(hex: string, share: number): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value * (1 - share))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Long titles are squeezed to the card's width instead of running off it. */
const fitted = (text: string, maxChars: number, width: number) =>
  text.length > maxChars ? ` textLength="${String(width)}" lengthAdjust="spacingAndGlyphs"` : '';

const gradient = (colour: string) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.7)}"/>` +
  `</linearGradient></defs>`;

/** A 256x144 card (the ratio of Dota's own hero art): attribute colour, initials, name. */
export function heroCardSvg(hero: HeroData): string {
  const style = ATTRIBUTE_STYLE[hero.attribute];
  const name = escapeXml(hero.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="144" viewBox="0 0 256 144" ` +
    `role="img" aria-label="${name}">` +
    gradient(style.colour) +
    `<rect width="256" height="144" fill="url(#bg)"/>` +
    `<circle cx="128" cy="58" r="40" fill="#000" fill-opacity="0.18"/>` +
    `<text x="128" y="76" text-anchor="middle" font-family="${FONT}" font-size="48" ` +
    `font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(initialsOf(hero.name))}</text>` +
    `<text x="10" y="20" font-family="${FONT}" font-size="11" font-weight="700" ` +
    `letter-spacing="1" fill="#fff" fill-opacity="0.8">${style.label}</text>` +
    `<rect y="108" width="256" height="36" fill="#000" fill-opacity="0.45"/>` +
    `<text x="128" y="132" text-anchor="middle" font-family="${FONT}" font-size="17" ` +
    `font-weight="600" fill="#fff"${fitted(hero.name, 22, 236)}>${name}</text>` +
    `</svg>`
  );
}

/** A small deterministic number from a text (FNV-1a), so each map gets its own skyline. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

/** Ten blocks whose heights come from the map's name: a silhouette that tells maps apart. */
function skyline(name: string): string {
  const seed = hashOf(name);
  return Array.from({ length: 10 }, (_, index) => {
    const height = 24 + ((seed >>> (index * 3)) % 8) * 7;
    return `<rect x="${String(index * 32)}" y="${String(180 - height)}" width="32" height="${String(height)}"/>`;
  }).join('');
}

/** A 320x180 (16:9) card: the map's tint, a skyline, its title, its key and the active-duty badge. */
export function mapCardSvg(map: CsMapData): string {
  const title = escapeXml(map.displayName);
  const badge = map.isActiveDuty
    ? `<rect x="212" y="10" width="98" height="20" rx="10" fill="#000" fill-opacity="0.4"/>` +
      `<text x="261" y="24" text-anchor="middle" font-family="${FONT}" font-size="10" ` +
      `font-weight="700" letter-spacing="1" fill="#fff">ACTIVE DUTY</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" ` +
    `role="img" aria-label="${title}">` +
    gradient(map.tint) +
    `<rect width="320" height="180" fill="url(#bg)"/>` +
    `<g fill="#000" fill-opacity="0.25">${skyline(map.name)}</g>` +
    badge +
    `<text x="160" y="92" text-anchor="middle" font-family="${FONT}" font-size="36" ` +
    `font-weight="700" fill="#fff"${fitted(map.displayName, 14, 296)}>${title}</text>` +
    `<text x="160" y="116" text-anchor="middle" font-family="ui-monospace, monospace" ` +
    `font-size="13" fill="#fff" fill-opacity="0.75">${escapeXml(map.name)}</text>` +
    `</svg>`
  );
}
