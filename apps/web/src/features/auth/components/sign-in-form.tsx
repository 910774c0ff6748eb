// The sign-in form: e-mail and password, with ways over to sign-up, password reset and Steam. Used in
// the sign-in dialog and on the /auth page; a fresh mount starts empty.
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { PasswordField } from '../../../components/ui/password-field';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSignIn } from '../api/sign-in';
import { useAuthDialogs } from './auth-dialogs-context';
import { OtherWaysIn } from './other-ways-in';

/** The API fields the form shows, each under its own input. */
const SHOWN_FIELDS = ['email', 'password'];

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFormErrors(signIn.error, SHOWN_FIELDS, { fallback: t('auth.genericError') });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => {
          setPassword('');
          onSignedIn();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.fields['email']}
          data-autofocus
        />
        <PasswordField
          label={t('auth.password')}
          toggleLabel={t('auth.togglePassword')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.fields['password']}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" fz="sm" onClick={() => dialogs.openReset()}>
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <FormError message={errors.general} />
        <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
          {t('auth.signInSubmit')}
        </Button>
        <OtherWaysIn
          question={t('auth.noAccount')}
          switchLabel={t('header.signUp')}
          onSwitch={dialogs.openSignUp}
        />
      </Stack>
    </form>
  );
}
