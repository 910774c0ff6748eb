// The leader's edit form (it starts filled with the current values; only the fields changed and a
// newly uploaded picture are sent) and the delete button (confirm_delete_team).
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Team } from '@clutch/contract/teams';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../../components/ui/action-icons';
import { FormError } from '../../../components/ui/form-error';
import { showToast } from '../../../lib/toast';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useDeleteTeam, useEditTeam } from '../api/teams';
import { teamDraftOf, teamEdits, type TeamDraft } from '../team-changes';
import { Panel } from '../../../components/ui/panel';
import { TeamAvatarPicker } from './team-avatar-picker';
import { TeamFormFields, type CountryChoice } from './team-form-fields';

/** The API fields the team form shows, each under its own input. */
const TEAM_FIELDS = ['name', 'country', 'description'];

export function TeamEditForm({
  team,
  countries,
}: {
  team: Team;
  countries: readonly CountryChoice[];
}) {
  const { t } = useTranslation();
  const current = teamDraftOf(team);
  const [draft, setDraft] = useState<TeamDraft>(current);
  const [avatar, setAvatar] = useState<string | null>(null);
  const edit = useEditTeam(team.id, () => {
    setAvatar(null);
    showToast(t('teams.edit.saved'), 'success');
  });
  const [problem, setProblem] = useState<string | null>(null);
  const errors = useFormErrors(edit.error, TEAM_FIELDS, {
    labels: { avatar: t('teams.avatar.label') },
    fallback: t('common.loadFailed'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = { ...teamEdits(draft, current), ...(avatar === null ? {} : { avatar }) };
    if (Object.keys(changes).length === 0) {
      setProblem(t('teams.edit.nothing'));
      return;
    }
    setProblem(null);
    edit.mutate(changes);
  };
  return (
    <Panel title={t('teams.edit.title')}>
      <Text c="dimmed" fz="sm">
        {t('teams.edit.hint')}
      </Text>
      <Stack component="form" gap="sm" onSubmit={submit}>
        <TeamFormFields
          draft={draft}
          onChange={setDraft}
          countries={countries}
          isNameRequired={false}
          errors={errors.fields}
        />
        <TeamAvatarPicker
          url={avatar}
          current={team.avatar_url}
          name={team.name}
          onChange={setAvatar}
        />
        <FormError message={problem ?? errors.general} />
        <Group justify="flex-end">
          <Button type="submit" loading={edit.isPending}>
            {t('teams.edit.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}

export function TeamDeletePanel({ team, onDeleted }: { team: Team; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTeam(onDeleted);
  return (
    <Panel title={t('teams.danger.title')}>
      <Text c="dimmed" fz="sm">
        {t('teams.danger.text')}
      </Text>
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          leftSection={<TrashIcon size={16} />}
          loading={remove.isPending}
          onClick={() => remove.mutate(team)}
        >
          {t('teams.danger.delete')}
        </Button>
      </Group>
    </Panel>
  );
}
