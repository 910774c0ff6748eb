// Changing the password: the current one, then the new one twice. Different new passwords are caught
// here with the sign-up's passwords_not_same toast; the server signs out every other session.
import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/form-error';
import { PasswordField } from '../../../../components/ui/password-field';
import { showToast } from '../../../../lib/toast';
import { useFormErrors } from '../../../../lib/use-form-errors';
import { useChangePassword } from '../../api/profile-edits';
import { SettingsSection } from './settings-section';

const EMPTY = { current_password: '', new_password: '', repeat_password: '' };

export function PasswordSettings({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const change = useChangePassword(userId);
  const [form, setForm] = useState(EMPTY);
  const isFilled = Object.values(form).every((value) => value !== '');
  const errors = useFormErrors(change.error, Object.keys(EMPTY));
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
    toggleLabel: t('auth.togglePassword'),
    required: true,
    error: errors.fields[name],
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isFilled) return;
    if (form.new_password !== form.repeat_password) {
      showToast(t('auth.passwords_not_same'), 'error');
      return;
    }
    change.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        showToast(t('settings.passwordSaved'), 'success');
      },
    });
  };
  return (
    <SettingsSection title={t('settings.passwordTitle')} description={t('settings.passwordText')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            {...field('current_password')}
          />
          <PasswordField
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            {...field('new_password')}
          />
          <PasswordField
            label={t('auth.repeatPassword')}
            autoComplete="new-password"
            {...field('repeat_password')}
          />
          <FormError message={errors.general} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!isFilled} loading={change.isPending}>
              {t('settings.savePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
