// The header: logo, Home / Games / Teams, language select and either the guest's sign-in buttons or
// the signed-in user's name with a log-out button. Below md the links move into a burger drawer.
import {
  Box,
  Burger,
  Container,
  Drawer,
  Group,
  Skeleton,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from '../../components/ui/language-select';
import { Logo } from '../../components/ui/logo';
import { useAuthDialogs } from '../../features/auth/components/auth-dialogs-context';
import { GuestActions } from '../../features/auth/components/guest-actions';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useMe } from '../../features/profile/api/me';
import { UserChip } from '../../features/profile/components/user-chip';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import classes from './app-header.module.css';

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const isSignedIn = useIsSignedIn();
  const dialogs = useAuthDialogs();
  return (
    <>
      <NavLink to={localePath('/')} end className={classes.link} onClick={onNavigate}>
        {t('nav.home')}
      </NavLink>
      {isSignedIn ? (
        <NavLink
          to={localePath('/profile/me/game/game')}
          className={classes.link}
          onClick={onNavigate}
        >
          {t('nav.games')}
        </NavLink>
      ) : (
        // The spec sends guests who ask for the game page to sign in first.
        <UnstyledButton
          className={classes.link}
          onClick={() => {
            onNavigate?.();
            dialogs.openSignIn();
          }}
        >
          {t('nav.games')}
        </UnstyledButton>
      )}
      <NavLink to={localePath('/team')} className={classes.link} onClick={onNavigate}>
        {t('nav.teams')}
      </NavLink>
    </>
  );
}

function AccountActions({ stacked = false, onDone }: { stacked?: boolean; onDone?: () => void }) {
  const isSignedIn = useIsSignedIn();
  const me = useMe();
  if (!isSignedIn)
    return <GuestActions stacked={stacked} {...(onDone ? { onChoose: onDone } : {})} />;
  const chip = me.data ? (
    <UserChip me={me.data} />
  ) : me.isPending ? (
    <Skeleton h={28} w={120} radius="xl" />
  ) : null;
  if (stacked) {
    return (
      <Stack gap="md">
        {chip}
        <SignOutButton fullWidth {...(onDone ? { onDone } : {})} />
      </Stack>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      {chip}
      <SignOutButton />
    </Group>
  );
}

export function AppHeader() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [isMenuOpen, menu] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap={32} wrap="nowrap">
            <Link to={localePath('/')} className={classes.logo} aria-label={t('brand.name')}>
              <Logo name={t('brand.name')} />
            </Link>
            <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="md">
              <NavItems />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSelect />
            <Box visibleFrom="md">
              <AccountActions />
            </Box>
            <Burger
              hiddenFrom="md"
              opened={isMenuOpen}
              onClick={menu.toggle}
              aria-label={t('nav.openMenu')}
              size="sm"
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={isMenuOpen}
        onClose={menu.close}
        title={t('nav.menuTitle')}
        position="right"
        size="min(320px, 100vw)"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': t('auth.close') }}
      >
        <Stack gap="lg">
          <Stack component="nav" aria-label={t('nav.main')} gap={4}>
            <NavItems onNavigate={menu.close} />
          </Stack>
          <AccountActions stacked onDone={menu.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
