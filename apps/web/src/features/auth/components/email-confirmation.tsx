// The page an e-mail confirmation link opens: confirms the address, which also signs the user in.
import { Button, Loader } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, WarningIcon } from '../../../components/ui/icons';
import { StatusPanel } from '../../../components/ui/status-panel';
import { describeError } from '../../../lib/api-error';
import { useLocalePath } from '../../../lib/locale-navigation';
import { useConfirmEmail } from '../api/email-confirmation';
import { useRunOnce } from './run-once';

export function EmailConfirmation({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  useRunOnce(
    useCallback(() => {
      if (token !== undefined) mutate(token);
    }, [mutate, token]),
  );

  const homeButton = (
    <Button component={Link} to={localePath('/')}>
      {t('common.goHome')}
    </Button>
  );
  if (token === undefined || confirm.isError) {
    return (
      <StatusPanel
        icon={<WarningIcon size={30} />}
        color="red"
        title={t('confirmEmail.failedTitle')}
        text={describeError(confirm.error) ?? t('confirmEmail.failedText')}
      >
        {homeButton}
      </StatusPanel>
    );
  }
  if (confirm.isSuccess) {
    return (
      <StatusPanel
        icon={<CheckIcon size={30} />}
        color="teal"
        title={t('confirmEmail.confirmedTitle')}
        text={t('confirmEmail.confirmedText')}
      >
        {homeButton}
      </StatusPanel>
    );
  }
  return <StatusPanel icon={<Loader size="sm" />} title={t('confirmEmail.confirming')} />;
}
