// "Forgot password" with the link's token: choose a new password, then sign in with it.
// The submit stays disabled while the field is empty; Enter submits.
import { Alert, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { CheckIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { describeError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useResetPassword } from '../api/password-reset';
import { useAuthDialogs } from './auth-dialogs-context';

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') return;
    if (password !== repeatPassword) {
      showToast(t('auth.passwords_not_same'), 'error');
      return;
    }
    reset.mutate({ token, password, repeatPassword });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label={t('resetPassword.newPassword')}
          toggleLabel={t('auth.togglePassword')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus
        />
        <PasswordField
          label={t('auth.repeatPassword')}
          toggleLabel={t('auth.togglePassword')}
          autoComplete="new-password"
          required
          value={repeatPassword}
          onChange={(event) => setRepeatPassword(event.currentTarget.value)}
        />
        <FormError
          message={reset.isError ? (describeError(reset.error) ?? t('auth.genericError')) : null}
        />
        {reset.isSuccess ? (
          <>
            <Alert color="teal" variant="light" icon={<CheckIcon size={18} />} role="status">
              {reset.data.message}
            </Alert>
            <Button size="md" onClick={dialogs.openSignIn}>
              {t('resetPassword.backToSignIn')}
            </Button>
          </>
        ) : (
          <Button type="submit" size="md" disabled={password === ''} loading={reset.isPending}>
            {t('resetPassword.newSubmit')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
