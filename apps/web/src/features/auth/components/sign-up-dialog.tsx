// The sign-up dialog: e-mail, nickname, password twice, country and the two required consents.
// Differing passwords are caught here (toast passwords_not_same) without a call to the server. Sign-up
// signs the visitor in at once, so one who came for a members-only link is taken there, with the
// check-e-mail notice over it.
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { PasswordField } from '../../../components/ui/password-field';
import { showToast } from '../../../lib/toast';
import { useFormErrors } from '../../../lib/use-form-errors';
import { countryChoicesQueryOptions, useSignUp } from '../api/sign-up';
import { useAuthDialogs } from './auth-dialogs-context';
import { ConsentChecks, type Consents } from './consent-checks';
import { OtherWaysIn } from './other-ways-in';

export function SignUpDialog({ opened, returnTo }: { opened: boolean; returnTo: string | null }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  return (
    <Modal
      opened={opened}
      onClose={dialogs.close}
      title={t('auth.signUpTitle')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('auth.close') }}
    >
      <SignUpForm returnTo={returnTo} />
    </Modal>
  );
}

/** The API fields the form shows, each under its own input. */
const SHOWN_FIELDS = ['email', 'username', 'password', 'repeat_password', 'country'];

function CountrySelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const countries = useQuery(countryChoicesQueryOptions());
  return (
    <Select
      label={t('auth.country')}
      placeholder={t('auth.countryPlaceholder')}
      nothingFoundMessage={t('auth.countryNothingFound')}
      data={(countries.data ?? []).map((choice) => ({
        value: choice.value,
        label: choice.display_name,
      }))}
      searchable
      clearable
      value={value}
      onChange={onChange}
      error={error}
      disabled={countries.isPending && countries.fetchStatus !== 'idle'}
      autoComplete="off"
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={240}
    />
  );
}

function SignUpForm({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [country, setCountry] = useState<string | null>(null);
  const [consents, setConsents] = useState<Consents>({ privacy: false, terms: false });
  const hasConsented = consents.privacy && consents.terms;
  const errors = useFormErrors(signUp.error, SHOWN_FIELDS, { fallback: t('auth.genericError') });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasConsented) return;
    if (password !== repeatPassword) {
      showToast(t('auth.passwords_not_same'), 'error');
      return;
    }
    signUp.mutate(
      { email, username, password, repeat_password: repeatPassword, country },
      {
        onSuccess: () => {
          if (returnTo !== null) void navigate(returnTo);
          dialogs.openCheckEmail(email.trim());
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
        <TextInput
          label={t('auth.nickname')}
          placeholder={t('auth.nicknamePlaceholder')}
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.fields['username']}
        />
        <PasswordField
          label={t('auth.password')}
          toggleLabel={t('auth.togglePassword')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.fields['password']}
        />
        <PasswordField
          label={t('auth.repeatPassword')}
          toggleLabel={t('auth.togglePassword')}
          autoComplete="new-password"
          required
          value={repeatPassword}
          onChange={(event) => setRepeatPassword(event.currentTarget.value)}
          error={errors.fields['repeat_password']}
        />
        <CountrySelect value={country} onChange={setCountry} error={errors.fields['country']} />
        <ConsentChecks value={consents} onChange={setConsents} />
        <FormError message={errors.general} />
        <Button
          type="submit"
          fullWidth
          size="md"
          mt={4}
          disabled={!hasConsented}
          loading={signUp.isPending}
        >
          {t('auth.signUpSubmit')}
        </Button>
        <OtherWaysIn
          question={t('auth.haveAccount')}
          switchLabel={t('header.logIn')}
          onSwitch={dialogs.openSignIn}
        />
      </Stack>
    </form>
  );
}
