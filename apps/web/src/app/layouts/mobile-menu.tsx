// The phone menu behind the burger (below md). Guests: LOG IN / SIGN UP and the language. Signed in:
// notifications, home, game, teams and profile, then the demo-real switch, language and log out.
import { Badge, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BellIcon, CompassIcon } from '../../components/ui/icons';
import { LanguageSelect } from '../../components/ui/language-select';
import { GuestActions } from '../../features/auth/components/guest-actions';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { AccountModeSwitch } from '../../features/profile/components/account-mode-switch';
import { formatBadgeCount } from '../../lib/format';
import { useLocalePath } from '../../lib/locale-navigation';
import classes from './app-header.module.css';
import { NavList } from './nav-links';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  isSignedIn: boolean;
  /** Undefined while the profile loads: the notifications entry and the switch wait for it. */
  me: Me | undefined;
  onNotifications: () => void;
}

function NotificationsEntry({ unread, onClick }: { unread: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton className={`${classes.link ?? ''} ${classes.listLink ?? ''}`} onClick={onClick}>
      <BellIcon size={18} />
      <span>{t('nav.notifications')}</span>
      {unread > 0 ? (
        <Badge ml="auto" size="sm" circle={unread < 10}>
          {formatBadgeCount(unread)}
        </Badge>
      ) : null}
    </UnstyledButton>
  );
}

function LanguageRow() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Text fz="sm" c="dimmed">
        {t('header.language')}
      </Text>
      <LanguageSelect />
    </Group>
  );
}

/** Staff only (profile/me's is_staff): the console opens the sections their roles allow. */
function OperatorEntry({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <NavLink
      to={localePath('/operator')}
      className={`${classes.link ?? ''} ${classes.listLink ?? ''}`}
      onClick={onClick}
    >
      <CompassIcon size={18} />
      <span>{t('operator.consoleLink')}</span>
    </NavLink>
  );
}

export function MobileMenu({ opened, onClose, isSignedIn, me, onNotifications }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menuTitle')}
      position="right"
      size="min(340px, 100vw)"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {!isSignedIn ? (
        <Stack gap="lg">
          <GuestActions stacked onChoose={onClose} />
          <Divider />
          <NavList isMember={false} onNavigate={onClose} />
          <Divider />
          <LanguageRow />
        </Stack>
      ) : (
        <Stack gap="md">
          <NavList
            isMember
            onNavigate={onClose}
            before={
              me === undefined ? null : (
                <NotificationsEntry unread={me.unread_notifications} onClick={onNotifications} />
              )
            }
          />
          {me?.is_staff === true ? <OperatorEntry onClick={onClose} /> : null}
          <Divider />
          {me === undefined ? null : (
            <Stack gap={6}>
              <Text fz="sm" c="dimmed">
                {t('header.accountMode')}
              </Text>
              <AccountModeSwitch me={me} fullWidth />
            </Stack>
          )}
          <LanguageRow />
          <SignOutButton onDone={onClose} />
        </Stack>
      )}
    </Drawer>
  );
}
