// The two consents sign-up requires (privacy policy, terms of use); the form submits only with both.
// Each label links its page, opened in a new tab so the half-filled dialog stays as it is.
import { Anchor, Checkbox, Stack } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useLocalePath } from '../../../lib/locale-navigation';

export interface Consents {
  privacy: boolean;
  terms: boolean;
}

function ConsentLabel({
  i18nKey,
  page,
}: {
  i18nKey: 'auth.acceptPrivacy' | 'auth.acceptTerms';
  page: string;
}) {
  const localePath = useLocalePath();
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        // Not `link`: i18next's parser knows <link> as a void HTML element and would leave it empty.
        page: (
          <Anchor
            href={localePath(`/static-page/${page}`)}
            target="_blank"
            rel="noopener"
            inherit
            underline="always"
          />
        ),
      }}
    />
  );
}

export function ConsentChecks({
  value,
  onChange,
}: {
  value: Consents;
  onChange: (next: Consents) => void;
}) {
  return (
    <Stack gap="sm" mt={4}>
      <Checkbox
        label={<ConsentLabel i18nKey="auth.acceptPrivacy" page="privacy" />}
        required
        checked={value.privacy}
        onChange={(event) => onChange({ ...value, privacy: event.currentTarget.checked })}
      />
      <Checkbox
        label={<ConsentLabel i18nKey="auth.acceptTerms" page="terms" />}
        required
        checked={value.terms}
        onChange={(event) => onChange({ ...value, terms: event.currentTarget.checked })}
      />
    </Stack>
  );
}
