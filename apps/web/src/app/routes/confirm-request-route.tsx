// /email/confirm-request: ask for a new confirmation e-mail (the panel decides what to offer).
import { Container, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../components/ui/status-panel';
import { ConfirmRequestPanel } from '../../features/auth/components/confirm-request-panel';
import { useMe } from '../../features/profile/api/me';
import { useIsSignedIn } from '../../lib/auth-tokens';

export function ConfirmRequestRoute() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  if (isSignedIn && me === undefined) {
    return <StatusPanel icon={<Loader size="sm" />} title={t('common.loading')} />;
  }
  const account =
    isSignedIn && me !== undefined ? { email: me.email, isConfirmed: me.is_email_confirmed } : null;
  return (
    <Container size="lg">
      <ConfirmRequestPanel account={account} />
    </Container>
  );
}
