// The fields a team is described by (name, country, description), shared by the create and edit
// forms. Country choices come from the server; the page hands them in.
import { Select, Textarea, TextInput } from '@mantine/core';
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
  placeholders = {},
}: {
  draft: TeamDraft;
  onChange: (draft: TeamDraft) => void;
  countries: readonly CountryChoice[];
  isNameRequired: boolean;
  /** The current values, shown in empty fields of the edit form. */
  placeholders?: Partial<TeamDraft>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('teams.edit.name')}
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
        placeholder={placeholders.name}
        required={isNameRequired}
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
        clearable
        nothingFoundMessage="-"
      />
      <Textarea
        label={t('teams.edit.description')}
        value={draft.description}
        onChange={(event) => onChange({ ...draft, description: event.currentTarget.value })}
        placeholder={placeholders.description}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={500}
      />
    </>
  );
}
