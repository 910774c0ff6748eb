// The root route, above every layout: the route guard (a visitor's members-only link asks them to sign
// in, then opens), the authentication dialogs, toasts and the
// confirm and info modals, the live user-updates and tournament-updates channels, the quick-match
// overlays (the ready check and the invitation toasts), and the effects
// the API client's error catalogue needs (toasts, what is missing when crystals run short, going
// home, the sign-in dialog or /locked when a session expires).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { ConfirmModal } from '../components/ui/confirm-modal';
import { InfoModal } from '../components/ui/info-modal';
import { Toaster } from '../components/ui/toaster';
import { AuthDialogs } from '../features/auth/components/auth-dialogs';
import {
  AuthDialogsProvider,
  useAuthDialogs,
} from '../features/auth/components/auth-dialogs-context';
import { useMe } from '../features/profile/api/me';
import { setApiEffects } from '../lib/api-client';
import { hasBothTokens, useIsSignedIn } from '../lib/auth-tokens';
import { localizePath } from '../lib/locale';
import { useRouteLocale } from '../lib/locale-navigation';
import { guardRedirect, IS_LOCKED_MODE, signInReturnPath } from '../lib/route-guard';
import { showInfo } from '../lib/info-dialog';
import { shortOfCrystalsInfo } from '../lib/short-of-crystals';
import { showToast } from '../lib/toast';
import { QuickMatchOverlays } from './quick-match-overlays';
import { useTournamentUpdates } from './tournament-updates';
import { useUserUpdates } from './user-updates';

function useApiEffects(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useRouteLocale();
  const { openSignIn } = useAuthDialogs();
  useEffect(() => {
    setApiEffects({
      showError: (message, items) => showToast(message, 'error', { items }),
      showShortOfCrystals: (shortfall) => showInfo(shortOfCrystalsInfo(shortfall, t, locale)),
      showOffline: () => showToast(t('shell.offline'), 'error'),
      goHome: () => void navigate(localizePath('/', locale)),
      sessionExpired: () => {
        if (IS_LOCKED_MODE) {
          void navigate(localizePath('/locked', locale));
          return;
        }
        showToast(t('auth.sessionExpired'), 'info');
        openSignIn();
      },
    });
  }, [t, navigate, locale, openSignIn]);
}

function LiveUpdates() {
  const meId = useMe().data?.id;
  useUserUpdates(meId);
  useTournamentUpdates(meId);
  return null;
}

/**
 * A visitor who followed a members-only link (not one whose session just ended there: signing out
 * leaves the page quietly) gets the sign-in dialog, which opens the link once they have signed in.
 */
function useSignInForLink(returnTo: string | null, isSignedIn: boolean): void {
  const { openSignInFor } = useAuthDialogs();
  const wasSignedIn = useRef(isSignedIn);
  const hasLostSession = wasSignedIn.current && !isSignedIn;
  const askFor = hasLostSession ? null : returnTo;
  useEffect(() => {
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn]);
  useEffect(() => {
    if (askFor !== null) openSignInFor(askFor);
  }, [askFor, openSignInFor]);
}

function GuardedOutlet() {
  const location = useLocation();
  const isSignedIn = useIsSignedIn();
  const state = { hasAccess: isSignedIn, hasBothTokens: hasBothTokens(), isLocked: IS_LOCKED_MODE };
  const redirect = guardRedirect(location.pathname, state);
  useSignInForLink(signInReturnPath(location, state), isSignedIn);
  return redirect === null ? <Outlet /> : <Navigate to={redirect} replace />;
}

function Shell() {
  useApiEffects();
  return (
    <>
      <LiveUpdates />
      <GuardedOutlet />
      <AuthDialogs />
      <ConfirmModal />
      <InfoModal />
      <QuickMatchOverlays />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}

export function AppRoot() {
  return (
    <AuthDialogsProvider>
      <Shell />
    </AuthDialogsProvider>
  );
}
