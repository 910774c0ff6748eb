// Home: for a guest the hero and the two games, for a signed-in person their own feed (next match,
// live tournaments, teams, results) above the games. The spec hangs the sign-in flows on it: /login opens the sign-in
// dialog, /forgot-password/{token?} the reset dialog, /email/confirm/{token} and /steam-login finish
// their flows in a dialog over it. Closing such a dialog leaves for the plain home page.
import { Container } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAuthDialogs } from '../../features/auth/components/auth-dialogs-context';
import { EmailConfirmDialog } from '../../features/auth/components/email-confirm-dialog';
import { SteamLoginDialog } from '../../features/auth/components/steam-login-dialog';
import { GameList } from '../../features/games/components/game-list';
import { HeroSection } from '../../features/home/components/hero-section';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { DEFAULT_LOCALE, localizePath, readLocaleCookie } from '../../lib/locale';
import { useLocalePath } from '../../lib/locale-navigation';
import { SignedInHome } from './signed-in-home';

export type HomePanel = 'sign-in' | 'reset' | 'confirm-email' | 'steam-login';

/** Opens the route's dialog once, and goes to the plain home page once it has been closed. */
function useRouteDialog(panel: HomePanel | undefined, goHome: () => void): void {
  const { dialog, openSignIn, openReset } = useAuthDialogs();
  const { token } = useParams();
  const hasOpened = useRef(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (hasOpened.current) return;
    hasOpened.current = true;
    if (panel === 'sign-in') openSignIn();
    else if (panel === 'reset') openReset(token ?? null);
  }, [panel, token, openSignIn, openReset]);
  const isOpen = dialog !== null;
  useEffect(() => {
    if (panel !== 'sign-in' && panel !== 'reset') return;
    if (isOpen) wasOpen.current = true;
    else if (wasOpen.current) goHome();
  }, [panel, isOpen, goHome]);
}

export function HomeRoute({ panel }: { panel?: HomePanel }) {
  const dialogs = useAuthDialogs();
  const isSignedIn = useIsSignedIn();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { token } = useParams();
  const goHome = useCallback(
    () => void navigate(localePath('/'), { replace: true }),
    [navigate, localePath],
  );
  // Steam returns to the unprefixed /steam-login whatever the language: continue in the remembered
  // one, or at the link (already in its language) a guest left for Steam from.
  const leaveSteam = useCallback(
    (returnTo: string | null) =>
      void navigate(
        returnTo ?? localizePath('/', readLocaleCookie(document.cookie) ?? DEFAULT_LOCALE),
        { replace: true },
      ),
    [navigate],
  );
  useRouteDialog(panel, goHome);
  return (
    <>
      {isSignedIn ? (
        <SignedInHome />
      ) : (
        <HeroSection tournamentsPath={localePath('/tournaments')} onSignUp={dialogs.openSignUp} />
      )}
      <Container size="lg" py={56}>
        <GameList />
      </Container>
      {panel === 'confirm-email' ? (
        <EmailConfirmDialog key={token} token={token} onClose={goHome} />
      ) : null}
      {panel === 'steam-login' ? <SteamLoginDialog onDone={leaveSteam} /> : null}
    </>
  );
}
