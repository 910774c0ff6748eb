import { describe, expect, it } from 'vitest';
import { guardRedirect, signInReturnPath, type GuardState } from './route-guard';

const visitor: GuardState = { hasAccess: false, hasBothTokens: false, isLocked: false };
const member: GuardState = { hasAccess: true, hasBothTokens: true, isLocked: false };

describe('the route guard', () => {
  it.each([
    ['/profile/me/info', '/'],
    ['/profile/me/info/', '/'],
    ['/statistics/12', '/'],
    ['/team/3/players', '/'],
    ['/ua/profile/me/wallet', '/ua'],
    ['/cn/team', '/cn'],
    ['/da/statistics', '/da'],
    ['/ua/operator/content', '/ua'],
    ['/something-about-teams', '/'],
  ])('sends a visitor without a token from %s to %s', (path, target) => {
    expect(guardRedirect(path, visitor)).toBe(target);
  });

  it.each(['/', '/tournaments/4', '/match/2', '/ua/jar/1', '/steam-login', '/profile/steam-login'])(
    'lets a visitor open %s',
    (path) => {
      expect(guardRedirect(path, visitor)).toBeNull();
    },
  );

  it('lets a signed-in user open the members-only pages', () => {
    expect(guardRedirect('/profile/me/info', member)).toBeNull();
    expect(guardRedirect('/ua/team/3', { ...member, hasBothTokens: false })).toBeNull();
  });

  it('in locked mode sends anyone without both tokens to /locked, keeping the locale', () => {
    const locked = { ...visitor, isLocked: true };
    expect(guardRedirect('/', locked)).toBe('/locked');
    expect(guardRedirect('/ua/tournaments', locked)).toBe('/ua/locked');
    expect(guardRedirect('/profile/me/info', { ...locked, hasAccess: true })).toBe('/locked');
    expect(guardRedirect('/', { ...member, isLocked: true })).toBeNull();
  });

  it.each([
    '/locked',
    '/ua/locked',
    '/auth',
    '/login',
    '/steam-login',
    '/email/confirm/abc',
    '/forgot-password/x',
  ])('in locked mode still lets a visitor reach %s to get in', (path) => {
    expect(guardRedirect(path, { ...visitor, isLocked: true })).toBeNull();
  });

  it('asks a visitor sent from a members-only link to sign in, and keeps the link to return to', () => {
    expect(signInReturnPath({ pathname: '/team/3/overview', search: '' }, visitor)).toBe(
      '/team/3/overview',
    );
    expect(signInReturnPath({ pathname: '/ua/profile/7', search: '?tab=1' }, visitor)).toBe(
      '/ua/profile/7?tab=1',
    );
    expect(signInReturnPath({ pathname: '/tournaments/4', search: '' }, visitor)).toBeNull();
    expect(signInReturnPath({ pathname: '/team/3', search: '' }, member)).toBeNull();
    // Locked mode's own page asks for the sign-in instead.
    const locked = { ...visitor, isLocked: true };
    expect(signInReturnPath({ pathname: '/team/3', search: '' }, locked)).toBeNull();
  });
});
