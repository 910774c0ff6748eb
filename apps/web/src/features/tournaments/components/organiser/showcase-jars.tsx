// The organiser's prize jars (tournaments/{id}/jars/edit/): a form for a new jar (title, type, an
// optional description, unlimited or a goal) and, for each jar the tournament shows
// (tournaments/{id}/jars/), the same form to edit it.
import { Button, Group, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import type { Tournament } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { tournamentJarsQueryOptions, useSaveShowcaseJar } from '../../api/showcase';
import {
  EMPTY_SHOWCASE_JAR,
  jarTypeName,
  SHOWCASE_JAR_TYPES,
  type ShowcaseJarDraft,
} from '../../showcase-payload';
import { OrganiserRow, SaveFoot } from './organiser-rows';

function useTypeLabel() {
  const { t } = useTranslation();
  return (type: number) => {
    return t(`jars.types.${jarTypeName(type)}`);
  };
}

function draftOf(jar: Jar): ShowcaseJarDraft {
  return {
    id: jar.id,
    title: jar.title,
    description: jar.description,
    jarType: jar.jar_type,
    isUnlimited: jar.is_unlimited,
    goal: jar.target_amount === null ? '' : String(jar.target_amount),
  };
}

function JarForm({
  tournamentId,
  initial,
  onSaved,
}: {
  tournamentId: number;
  initial: ShowcaseJarDraft;
  onSaved: (jar: Jar) => void;
}) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const [draft, setDraft] = useState(initial);
  const change = (next: Partial<ShowcaseJarDraft>) => setDraft({ ...draft, ...next });
  const save = useSaveShowcaseJar(tournamentId, (jar) => {
    showToast(t('tournamentOrganiser.prizes.jarSaved'), 'success');
    setDraft(EMPTY_SHOWCASE_JAR);
    onSaved(jar);
  });
  const failure = save.isError
    ? (describeError(save.error) ?? t('tournamentOrganiser.prizes.failed'))
    : null;
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <Group gap="sm" grow wrap="wrap" align="flex-start">
        <TextInput
          label={t('tournamentOrganiser.prizes.jarTitle')}
          value={draft.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          maxLength={100}
          required
          miw={180}
        />
        <Select
          label={t('jars.form.type')}
          value={String(draft.jarType)}
          allowDeselect={false}
          onChange={(value) => change({ jarType: Number(value) })}
          data={SHOWCASE_JAR_TYPES.map(([, type]) => ({
            value: String(type),
            label: typeLabel(type),
          }))}
          miw={180}
        />
      </Group>
      <Textarea
        label={t('tournamentOrganiser.prizes.jarDescription')}
        value={draft.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
        maxLength={1000}
        autosize
        minRows={2}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Switch
          label={t('jars.form.unlimited')}
          checked={draft.isUnlimited}
          onChange={(event) => change({ isUnlimited: event.currentTarget.checked })}
          mb={8}
        />
        {draft.isUnlimited ? null : (
          <TextInput
            label={t('tournamentOrganiser.prizes.jarGoal')}
            value={draft.goal}
            inputMode="decimal"
            onChange={(event) => change({ goal: event.currentTarget.value })}
            w={160}
          />
        )}
      </Group>
      <SaveFoot
        failure={failure}
        isPending={save.isPending}
        label={t('tournamentOrganiser.prizes.saveJar')}
      />
    </Stack>
  );
}

export function ShowcaseJars({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const tournamentId = tournament.id;
  const typeLabel = useTypeLabel();
  const shown = useQuery(tournamentJarsQueryOptions(tournamentId)).data ?? [];
  const [editing, setEditing] = useState<Jar | null>(null);
  return (
    <Stack gap="xs">
      <Text fw={700} fz="sm">
        {t('tournamentOrganiser.prizes.jars')}
      </Text>
      {tournament.donats && !tournament.is_demo ? null : (
        <Text fz="xs" c="dimmed">
          {t('tournamentOrganiser.prizes.jarsOff')}
        </Text>
      )}
      {shown.map(({ jar }) => (
        <OrganiserRow
          key={jar.id}
          name={jar.title}
          avatar={jar.image}
          detail={typeLabel(jar.jar_type)}
          testId="showcase-jar"
        >
          <Button size="xs" variant="default" onClick={() => setEditing(jar)}>
            {t('tournamentOrganiser.prizes.editJar')}
          </Button>
        </OrganiserRow>
      ))}
      {tournament.donats && !tournament.is_demo ? (
        <JarForm
          key={editing?.id ?? 'new'}
          tournamentId={tournamentId}
          initial={editing === null ? EMPTY_SHOWCASE_JAR : draftOf(editing)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
