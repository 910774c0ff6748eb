// The fields a team is described by (name, country, description), shared by the create and edit
// forms. Country choices come from the server; the page hands them in, with the server's field
// messages by API field name.
import { Select, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDraft } from '../team-changes';

export interface CountryChoice {
  value: string;
  label: string;
}

export function TeamFormFields({
  draft,
  onChange,
  countries,
  isNameRequired,
  errors = {},
}: {
  draft: TeamDraft;
  onChange: (draft: TeamDraft) => void;
  countries: readonly CountryChoice[];
  isNameRequired: boolean;
  errors?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const chosen = countries.find((country) => country.value === draft.country)?.label ?? '';
  const [search, setSearch] = useState(chosen);
  return (
    <>
      <TextInput
        label={t('teams.edit.name')}
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
        required={isNameRequired}
        error={errors['name']}
        minLength={2}
        maxLength={32}
      />
      <Select
        label={t('teams.edit.country')}
        placeholder={t('teams.edit.countryPlaceholder')}
        data={countries}
        value={draft.country === '' ? null : draft.country}
        onChange={(value) => onChange({ ...draft, country: value ?? '' })}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // Enter picks the highlighted country; while the typed text names no chosen country it
        // never sends the form.
        selectFirstOptionOnChange
        onKeyDown={(event) => {
          if (event.key === 'Enter' && search !== chosen) event.preventDefault();
        }}
        clearable
        nothingFoundMessage="-"
        error={errors['country']}
      />
      <Textarea
        label={t('teams.edit.description')}
        value={draft.description}
        onChange={(event) => onChange({ ...draft, description: event.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={500}
        error={errors['description']}
      />
    </>
  );
}
