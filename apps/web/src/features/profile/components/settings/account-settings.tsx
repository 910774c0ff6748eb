// The public profile section: the username (its own call and the sign-up rules) and the country and
// contact handle shown on the profile.
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/form-error';
import { showToast } from '../../../../lib/toast';
import { useFormErrors } from '../../../../lib/use-form-errors';
import { useChangeUsername, useSaveProfileDetails } from '../../api/profile-edits';
import { SettingsSection } from './settings-section';

export interface CountryChoice {
  value: string;
  label: string;
}

function UsernameForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const change = useChangeUsername(me.id);
  const [username, setUsername] = useState(me.username);
  const isChanged = username.trim() !== me.username && username.trim() !== '';
  const errors = useFormErrors(change.error, ['username']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isChanged) return;
    change.mutate(username.trim(), {
      onSuccess: () => showToast(t('settings.usernameSaved'), 'success'),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('settings.username')}
          description={t('settings.usernameRules')}
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.fields['username']}
        />
        <FormError message={errors.general} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!isChanged} loading={change.isPending}>
            {t('settings.saveUsername')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DetailsForm({ me, countries }: { me: Me; countries: readonly CountryChoice[] }) {
  const { t } = useTranslation();
  const save = useSaveProfileDetails();
  const [country, setCountry] = useState<string | null>(me.country);
  const [discord, setDiscord] = useState(me.discord ?? '');
  const isChanged = country !== me.country || discord.trim() !== (me.discord ?? '');
  const errors = useFormErrors(save.error, ['country', 'discord']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const handle = discord.trim();
    save.mutate(
      { country, discord: handle === '' ? null : handle },
      { onSuccess: () => showToast(t('notify.succes'), 'success') },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t('settings.country')}
          placeholder={t('auth.countryPlaceholder')}
          nothingFoundMessage={t('auth.countryNothingFound')}
          data={[...countries]}
          searchable
          clearable
          value={country}
          onChange={setCountry}
          error={errors.fields['country']}
          maxDropdownHeight={240}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('settings.contact')}
          description={t('settings.contactHint')}
          placeholder="player#1234"
          value={discord}
          onChange={(event) => setDiscord(event.currentTarget.value)}
          error={errors.fields['discord']}
        />
        <FormError message={errors.general} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!isChanged} loading={save.isPending}>
            {t('settings.saveDetails')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AccountSettings({
  me,
  countries,
}: {
  me: Me;
  countries: readonly CountryChoice[];
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.profileTitle')} description={t('settings.profileText')}>
      <UsernameForm me={me} />
      <DetailsForm me={me} countries={countries} />
    </SettingsSection>
  );
}
