// The default layout: header, the signed-in user's game warning, the page, footer, and the overlays
// (authentication dialogs and toasts) every page can raise.
import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { AuthDialogs } from '../../features/auth/components/auth-dialogs';
import { AuthDialogsProvider } from '../../features/auth/components/auth-dialogs-context';
import { GameStatusBanner } from '../../features/games/components/game-status-banner';
import { useMe } from '../../features/profile/api/me';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

function CurrentGameBanner() {
  const me = useMe();
  return me.data ? <GameStatusBanner gameId={me.data.current_game} /> : null;
}

export function MainLayout() {
  return (
    <AuthDialogsProvider>
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <AppHeader />
        <CurrentGameBanner />
        <Box component="main" style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <AppFooter />
      </Box>
      <AuthDialogs />
      <Toaster />
      <ScrollRestoration />
    </AuthDialogsProvider>
  );
}
