// The two consents sign-up requires (privacy policy, terms of use); the form submits only with both.
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Consents {
  privacy: boolean;
  terms: boolean;
}

export function ConsentChecks({
  value,
  onChange,
}: {
  value: Consents;
  onChange: (next: Consents) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" mt={4}>
      <Checkbox
        label={t('auth.acceptPrivacy')}
        required
        checked={value.privacy}
        onChange={(event) => onChange({ ...value, privacy: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('auth.acceptTerms')}
        required
        checked={value.terms}
        onChange={(event) => onChange({ ...value, terms: event.currentTarget.checked })}
      />
    </Stack>
  );
}
