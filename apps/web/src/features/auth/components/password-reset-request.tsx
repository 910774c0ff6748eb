// "Forgot password" without a token: asks for the account's e-mail and shows the server's answer.
// The submit stays disabled while the field is empty; Enter submits.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { CheckIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/api-error';
import { useRequestPasswordReset } from '../api/password-reset';

export function PasswordResetRequest() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() !== '') request.mutate(email);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t('resetPassword.requestText')}
        </Text>
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
        />
        {request.isSuccess ? (
          <Alert color="teal" variant="light" icon={<CheckIcon size={18} />} role="status">
            {request.data.message}
          </Alert>
        ) : null}
        <FormError
          message={
            request.isError ? (describeError(request.error) ?? t('auth.genericError')) : null
          }
        />
        <Button type="submit" size="md" disabled={email.trim() === ''} loading={request.isPending}>
          {t('resetPassword.requestSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
