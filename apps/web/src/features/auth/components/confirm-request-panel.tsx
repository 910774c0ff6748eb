// /email/confirm-request: a signed-in user whose address is not confirmed yet asks for a new link;
// a confirmed user is told so, a guest is asked to log in first.
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { CheckIcon, MailIcon } from '../../../components/ui/icons';
import { StatusPanel } from '../../../components/ui/status-panel';
import { describeError } from '../../../lib/api-error';
import { useRequestConfirmation } from '../api/email-confirmation';
import { useAuthDialogs } from './auth-dialogs-context';

export interface ConfirmationAccount {
  email: string | null;
  isConfirmed: boolean;
}

function RequestForm() {
  const { t } = useTranslation();
  const request = useRequestConfirmation();
  return (
    <Stack gap="md" w="100%">
      {request.isSuccess ? (
        <Alert color="teal" variant="light" icon={<CheckIcon size={18} />} role="status">
          {request.data.message}
        </Alert>
      ) : null}
      <FormError
        message={request.isError ? (describeError(request.error) ?? t('auth.genericError')) : null}
      />
      {request.isSuccess ? null : (
        <Button size="md" loading={request.isPending} onClick={() => request.mutate()}>
          {t('confirmEmail.requestSubmit')}
        </Button>
      )}
    </Stack>
  );
}

export function ConfirmRequestPanel({ account }: { account: ConfirmationAccount | null }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const icon = <MailIcon size={30} />;
  if (account === null) {
    return (
      <StatusPanel
        icon={icon}
        title={t('confirmEmail.requestTitle')}
        text={t('confirmEmail.requestGuest')}
      >
        <Button onClick={dialogs.openSignIn}>{t('header.logIn')}</Button>
      </StatusPanel>
    );
  }
  if (account.email === null) {
    return (
      <StatusPanel
        icon={icon}
        title={t('confirmEmail.requestTitle')}
        text={t('confirmEmail.noEmail')}
      />
    );
  }
  if (account.isConfirmed) {
    return (
      <StatusPanel
        icon={<CheckIcon size={30} />}
        color="teal"
        title={t('confirmEmail.confirmedTitle')}
        text={t('confirmEmail.alreadyConfirmed', { email: account.email })}
      />
    );
  }
  return (
    <StatusPanel
      icon={icon}
      title={t('confirmEmail.requestTitle')}
      text={t('confirmEmail.requestText', { email: account.email })}
    >
      <RequestForm />
    </StatusPanel>
  );
}
