// /locked (empty layout): where locked mode sends visitors without both tokens. It explains and
// offers log in and sign up; once signed in, the way home opens.
import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, WarningIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { GuestActions } from '../../features/auth/components/guest-actions';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';

export function LockedRoute() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const isSignedIn = useIsSignedIn();
  if (isSignedIn) {
    return (
      <Container size="lg">
        <StatusPanel icon={<CheckIcon size={30} />} color="teal" title={t('locked.welcome')}>
          <Button component={Link} to={localePath('/')}>
            {t('common.goHome')}
          </Button>
        </StatusPanel>
      </Container>
    );
  }
  return (
    <Container size="lg">
      <StatusPanel
        icon={<WarningIcon size={30} />}
        title={t('locked.title')}
        text={t('locked.text')}
      >
        <GuestActions />
      </StatusPanel>
    </Container>
  );
}
