// Locale-aware navigation for components: links keep the current URL's locale prefix, and switching
// locale stores the cookie and reloads the page under the new prefix, as the spec asks.
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { formatLocaleCookie, localizePath, splitLocalePath, type Locale } from './locale';

export function useRouteLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Turns an unprefixed app path (`/team/3`) into the one for the current locale (`/ua/team/3`). */
export function useLocalePath(): (path: string) => string {
  const locale = useRouteLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

export function rememberLocale(locale: Locale): void {
  document.cookie = formatLocaleCookie(locale);
}

/** The spec's language change: remember it, then reload (delay 0) so every text and call uses it. */
export function switchLocale(locale: Locale): void {
  rememberLocale(locale);
  const { path } = splitLocalePath(window.location.pathname);
  window.location.assign(
    `${localizePath(path, locale)}${window.location.search}${window.location.hash}`,
  );
}
