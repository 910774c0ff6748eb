// Creating a team: name, country, description and picture; the creator becomes its leader and first
// player and lands on its page.
import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { showToast } from '../../../lib/toast';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useCreateTeam } from '../api/teams';
import { teamChanges, type TeamDraft } from '../team-changes';
import { Panel } from '../../../components/ui/panel';
import { TeamAvatarPicker } from './team-avatar-picker';
import { TeamFormFields, type CountryChoice } from './team-form-fields';

/** The API fields the team form shows, each under its own input. */
const TEAM_FIELDS = ['name', 'country', 'description'];

export function CreateTeamForm({
  countries,
  onCreated,
}: {
  countries: readonly CountryChoice[];
  onCreated: (teamId: number) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTeam((team) => {
    showToast(t('teams.create.created'), 'success');
    onCreated(team.id);
  });
  const [draft, setDraft] = useState<TeamDraft>({ name: '', country: '', description: '' });
  const [avatar, setAvatar] = useState<string | null>(null);
  const errors = useFormErrors(create.error, TEAM_FIELDS, {
    labels: { avatar: t('teams.avatar.label') },
    fallback: t('common.loadFailed'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { name = '', ...rest } = teamChanges(draft);
    create.mutate({ name, ...rest, ...(avatar === null ? {} : { avatar }) });
  };
  return (
    <Panel title={t('teams.create.title')}>
      <Stack component="form" gap="sm" onSubmit={submit}>
        <TeamFormFields
          draft={draft}
          onChange={setDraft}
          countries={countries}
          isNameRequired
          errors={errors.fields}
        />
        <TeamAvatarPicker url={avatar} current={null} name={draft.name} onChange={setAvatar} />
        <FormError message={errors.general} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} disabled={draft.name.trim().length < 2}>
            {t('teams.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
