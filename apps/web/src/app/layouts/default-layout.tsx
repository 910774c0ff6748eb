// The default layout: header, the current game's warning banner, the player's live games, the page,
// footer, the round chat and calendar buttons (signed-in users only), the Safari warning and the
// streamer embed, and the report dialog any page may open. The authentication dialogs, toasts and confirm/info modals live in the root.
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { BrowserWarning } from '../../components/ui/browser-warning';
import { StreamerEmbed } from '../../components/ui/streamer-embed';
import { GameStatusBanner } from '../../features/games/components/game-status-banner';
import { useMe } from '../../features/profile/api/me';
import { BanBanner } from '../../features/profile/components/ban-banner';
import { CurrentActivity } from '../../features/profile/components/current-activity';
import { ReportHost } from '../../features/reports/components/report-host';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { splitLocalePath } from '../../lib/locale';
import { useLocalePath } from '../../lib/locale-navigation';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { FLOATING_ACTIONS_CLEARANCE, FloatingActions } from './floating-actions';

function MemberStrip() {
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  const { pathname } = useLocation();
  const localePath = useLocalePath();
  if (!isSignedIn || me === undefined) return null;
  return (
    <>
      <GameStatusBanner gameId={me.current_game} />
      <BanBanner bans={me.bans} />
      <CurrentActivity me={me} path={splitLocalePath(pathname).path} localePath={localePath} />
    </>
  );
}

export function DefaultLayout() {
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  const hasFloatingActions = isSignedIn && me !== undefined;
  return (
    <ReportHost>
      <Box
        mih="100dvh"
        // On a phone the round buttons sit over the content: the page ends with room to scroll clear.
        pb={hasFloatingActions ? { base: FLOATING_ACTIONS_CLEARANCE, sm: 0 } : undefined}
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <AppHeader />
        <MemberStrip />
        <Box component="main" id="main" style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <AppFooter />
      </Box>
      {hasFloatingActions ? <FloatingActions /> : null}
      <BrowserWarning />
      <StreamerEmbed />
    </ReportHost>
  );
}
