// The header. Signed in: logo, home / games / teams, demo-real switch, language, notification bell,
// avatar (to the own profile) and log out. Guests: logo, language, log in and sign up. Below the md
// breakpoint the right side becomes the bell and a burger menu (mobile-menu.tsx). `minimal` is the
// empty layout's header: no links, bell or switch.
import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Me } from '@clutch/contract/profile';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from '../../components/ui/language-select';
import { Logo } from '../../components/ui/logo';
import { GuestActions } from '../../features/auth/components/guest-actions';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { useMe, useSetQuietMode } from '../../features/profile/api/me';
import { AccountModeSwitch } from '../../features/profile/components/account-mode-switch';
import { ProfileAvatarLink } from '../../features/profile/components/profile-avatar-link';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import classes from './app-header.module.css';
import { MobileMenu } from './mobile-menu';
import { NavRow, OWN_PROFILE } from './nav-links';

interface SignedInToolsProps {
  /** Undefined while the profile loads (or if it failed): the switch, bell and avatar wait for it. */
  me: Me | undefined;
  minimal: boolean;
  onNotifications: () => void;
}

function SignedInTools({ me, minimal, onNotifications }: SignedInToolsProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom="md">
      {me?.is_staff === true && !minimal ? (
        <NavLink to={localePath('/operator')} className={classes.link}>
          {t('operator.consoleLink')}
        </NavLink>
      ) : null}
      {minimal || me === undefined ? null : <AccountModeSwitch me={me} />}
      <LanguageSelect />
      {minimal || me === undefined ? null : (
        <NotificationBell unread={me.unread_notifications} onOpen={onNotifications} />
      )}
      {me === undefined ? null : <ProfileAvatarLink me={me} to={localePath(OWN_PROFILE)} />}
      <SignOutButton compact />
    </Group>
  );
}

export function AppHeader({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  const [isMenuOpen, menu] = useDisclosure(false);
  const [isNotificationsOpen, notifications] = useDisclosure(false);
  const quietMode = useSetQuietMode();
  const member = isSignedIn ? me : undefined;
  return (
    <Box component="header" className={classes.header}>
      <a href="#main" className={classes.skip}>
        {t('nav.skipToContent')}
      </a>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap={20} wrap="nowrap">
            <Link to={localePath('/')} className={classes.logo} aria-label={t('brand.name')}>
              <Logo name={t('brand.name')} />
            </Link>
            {minimal ? null : (
              <Box visibleFrom="md">
                <NavRow isMember={isSignedIn} />
              </Box>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {isSignedIn ? (
              <SignedInTools me={member} minimal={minimal} onNotifications={notifications.open} />
            ) : (
              <Group gap="sm" wrap="nowrap" visibleFrom="md">
                <LanguageSelect />
                <GuestActions />
              </Group>
            )}
            {member !== undefined && !minimal ? (
              <Box hiddenFrom="md">
                <NotificationBell
                  unread={member.unread_notifications}
                  onOpen={notifications.open}
                />
              </Box>
            ) : null}
            <Burger
              hiddenFrom="md"
              opened={isMenuOpen}
              onClick={menu.toggle}
              aria-label={t('nav.openMenu')}
              aria-expanded={isMenuOpen}
              size="sm"
            />
          </Group>
        </Group>
      </Container>
      <MobileMenu
        opened={isMenuOpen}
        onClose={menu.close}
        isSignedIn={isSignedIn}
        me={member}
        onNotifications={() => {
          menu.close();
          notifications.open();
        }}
      />
      {member === undefined || minimal ? null : (
        <NotificationsPanel
          opened={isNotificationsOpen}
          onClose={notifications.close}
          me={member}
          quietMode={{
            isSaving: quietMode.isPending,
            onChoose: (value) => quietMode.mutate(value),
          }}
        />
      )}
    </Box>
  );
}
