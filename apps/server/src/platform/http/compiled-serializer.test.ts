import { teamsEndpoints } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer, type Written } from './compiled-serializer.js';

const text = (written: Written): string =>
  typeof written === 'string' ? written : written.toString('utf8');

const TeamPage = teamsEndpoints.list.response;
const brief = { id: 7, username: 'ünï "q" \\ \u2028 日本 🎮', avatar_url: null };
const team = {
  id: 1,
  name: 'Night </script> Owls',
  country: null,
  description: 'tab\tnew\nline \u0000 control',
  avatar_url: 'http://clutch.test/media/images/ab/x.webp',
  leader_id: brief,
  players: [{ player_id: brief, prize_percentage: 100, is_substitute: false }],
  team_banners: [{ id: 3, name: '', image: '/media/b.webp', link: 'https://a.example/?q=1&r=<2>' }],
};
const page = (results: unknown[]) => ({
  count: 41,
  next: 'http://x/?page=2',
  previous: null,
  results,
});

describe('a compiled serializer', () => {
  it.each([
    ['an empty page', page([])],
    ['a page of teams with awkward text', page([team, { ...team, id: 2, players: [] }])],
    ['a team with null and empty values', page([{ ...team, avatar_url: null, description: '' }])],
  ])('writes %s byte for byte as zod and JSON.stringify would', (_, value) => {
    expect(text(compileSerializer(TeamPage)(value))).toBe(JSON.stringify(TeamPage.parse(value)));
  });

  it('writes a kept results array once, with each request’s own count and links', () => {
    const write = compileSerializer(TeamPage);
    const kept = [team];
    // As keptPage leaves a kept page: frozen, so it is written once.
    Object.freeze(kept);
    for (const links of [
      { count: 41, next: 'http://x/?page=2', previous: null },
      { count: 41, next: null, previous: 'http://x/?page=1' },
    ]) {
      const value = { ...links, results: kept };
      expect(text(write(value))).toBe(JSON.stringify(TeamPage.parse(value)));
    }
    const other = page([{ ...team, id: 2, name: 'Fresh' }]);
    expect(text(write(other))).toBe(JSON.stringify(TeamPage.parse(other)));
  });

  it('answers the same bytes again for a kept page read with the same links', () => {
    const write = compileSerializer(TeamPage);
    const kept: unknown[] = [team];
    // As keptPage leaves a kept page.
    Object.freeze(kept);
    const first = write(page(kept));
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(write(page(kept))).toBe(first);
    const moved = { ...page(kept), previous: 'http://x/?page=1' };
    expect(text(write(moved))).toBe(JSON.stringify(TeamPage.parse(moved)));
    expect(text(write(page(kept)))).toBe(JSON.stringify(TeamPage.parse(page(kept))));
    // A page of fresh results is written anew each time.
    expect(typeof write(page([team]))).toBe('string');
  });

  it('writes a kept (frozen) answer once, and any other answer each time', () => {
    const Brief = z.object({ id: z.number(), username: z.string() });
    const write = compileSerializer(Brief);
    const kept = Object.freeze({ id: 1, username: 'ünï' });
    const first = write(kept);
    expect(text(first)).toBe(JSON.stringify(kept));
    expect(write(kept)).toBe(first);
    const fresh = { id: 2, username: 'b' };
    expect(write(fresh)).toBe(JSON.stringify(fresh));
    fresh.username = 'c';
    expect(write(fresh)).toBe(JSON.stringify(fresh));
  });

  it('leaves out every property the schema does not declare', () => {
    const leaky = { ...team, password_hash: 'secret', leader_id: { ...brief, email: 'a@b.c' } };
    const written = text(compileSerializer(TeamPage)(page([leaky])));
    expect(written).not.toContain('secret');
    expect(written).not.toContain('a@b.c');
    expect(written).toBe(JSON.stringify(TeamPage.parse(page([team]))));
  });

  it('refuses an answer missing a required property', () => {
    const { name: _name, ...nameless } = team;
    expect(() => compileSerializer(TeamPage)(page([nameless]))).toThrow(/name/);
  });

  it('refuses a schema with a transform, which it could not write', () => {
    expect(() => compileSerializer(z.object({ n: z.number().transform(String) }))).toThrow();
  });
});
