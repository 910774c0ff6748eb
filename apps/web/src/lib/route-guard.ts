// Where a navigation may not go (spec 1, sections 5 and 6): visitors without an access token are sent
// from any path naming profile, statistics or team to the home page, except Steam's return path; in
// locked mode, visitors without both tokens are sent to /locked. A visitor who followed a members-only
// link is asked to sign in and brought back to it. Pure, so every rule is unit-tested.
import { localizePath, splitLocalePath } from './locale';

export interface GuardState {
  hasAccess: boolean;
  hasBothTokens: boolean;
  isLocked: boolean;
}

// The operator console (/operator) is members-only too; its own gate then asks for a staff role.
const MEMBERS_ONLY = /profile|statistics|team|operator/;
const STEAM_RETURN = 'steam-login';
/** The pages a visitor needs to get in at all: locked mode must leave them reachable. */
const SIGN_IN_PATHS = /^\/(locked|auth|login|steam-login|email\/confirm|forgot-password)(\/|$)/;

export function guardRedirect(pathname: string, state: GuardState): string | null {
  const { locale, path } = splitLocalePath(pathname);
  if (state.isLocked && !state.hasBothTokens && !SIGN_IN_PATHS.test(path)) {
    return localizePath('/locked', locale);
  }
  if (!state.hasAccess && isMembersOnly(path)) {
    return localizePath('/', locale);
  }
  return null;
}

/**
 * The link (path and query) a visitor sent home from should be asked to sign in for and then brought
 * back to, or null: only a members-only page, never locked mode's own sign-in page.
 */
export function signInReturnPath(
  location: { pathname: string; search: string },
  state: GuardState,
): string | null {
  const redirect = guardRedirect(location.pathname, state);
  if (redirect === null || redirect.endsWith('/locked')) return null;
  return `${location.pathname}${location.search}`;
}

/** Paths a visitor is sent away from; links to them ask a visitor to sign in instead. */
export function isMembersOnly(path: string): boolean {
  return MEMBERS_ONLY.test(path) && !path.includes(STEAM_RETURN);
}

/** The spec's `applyLocked` flag, fixed when the app is built. */
export const IS_LOCKED_MODE = import.meta.env.VITE_APPLY_LOCKED === 'true';
