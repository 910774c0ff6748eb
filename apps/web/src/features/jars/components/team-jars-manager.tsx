// The leader's jars section in the team settings: the team's jars with a detach button, attaching
// their own jars (open or full ones), and creating a jar for the team. Each change shows the spec's
// notify.succes / notify.error notice (api/team-jars.ts).
import { Anchor, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { useFormatCrystals } from '../../../lib/crystals';
import { useLocalePath } from '../../../lib/locale-navigation';
import { ownJarChoicesQueryOptions } from '../api/jars';
import {
  teamJarsQueryOptions,
  useAttachJars,
  useCreateTeamJar,
  useDetachJar,
} from '../api/team-jars';
import { EMPTY_JAR_DRAFT } from '../jar-draft';
import { JarForm } from './jar-form';
import { Panel } from '../../../components/ui/panel';

function AttachJars({
  teamId,
  userId,
  attached,
}: {
  teamId: number;
  userId: number;
  attached: readonly number[];
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const own = useQuery(ownJarChoicesQueryOptions(userId));
  const attach = useAttachJars(teamId);
  const choices = (own.data?.results ?? [])
    .filter((jar) => jar.status !== 'broken' && !attached.includes(jar.id))
    .map((jar) => ({ value: String(jar.id), label: jar.title }));
  const submit = () => attach.mutate(chosen.map(Number), { onSuccess: () => setChosen([]) });
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <MultiSelect
        label={t('jars.manager.attachLabel')}
        placeholder={
          choices.length === 0 ? t('jars.manager.noOwnJars') : t('jars.manager.attachPlaceholder')
        }
        data={choices}
        value={chosen}
        onChange={setChosen}
        disabled={choices.length === 0}
        searchable
        style={{ flex: '1 1 220px' }}
      />
      <Button onClick={submit} disabled={chosen.length === 0} loading={attach.isPending}>
        {t('jars.manager.attach')}
      </Button>
    </Group>
  );
}

function CreateTeamJar({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const create = useCreateTeamJar(teamId, () => setOpen(false));
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('jars.manager.create')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('jars.manager.createTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <JarForm
          initial={{ ...EMPTY_JAR_DRAFT, jarType: 5 }}
          isNew
          submitLabel={t('jars.form.create')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(draft) => create.mutate(draft)}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}

export function TeamJarsManager({ teamId, userId }: { teamId: number; userId: number }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const localePath = useLocalePath();
  const jars = useQuery(teamJarsQueryOptions(teamId));
  const detach = useDetachJar(teamId);
  const items = jars.data ?? [];
  return (
    <Panel title={t('jars.manager.title')} controls={<CreateTeamJar teamId={teamId} />}>
      <ListStatus
        isPending={jars.isPending}
        isError={jars.isError}
        isEmpty={items.length === 0}
        emptyText={t('jars.manager.empty')}
        onRetry={() => void jars.refetch()}
      >
        <Stack component="ul" gap={0} p={0} m={0} aria-label={t('jars.manager.list')}>
          {items.map((jar) => (
            <Group
              key={jar.id}
              component="li"
              justify="space-between"
              gap="sm"
              py={8}
              wrap="nowrap"
              style={{ listStyle: 'none' }}
            >
              <Stack gap={0} miw={0}>
                <Anchor
                  component={Link}
                  to={localePath(`/jar/${String(jar.id)}`)}
                  c="white"
                  fw={700}
                  truncate
                >
                  {jar.title}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {jar.target_amount === null
                    ? t('jars.collected', { amount: crystals(jar.collected_amount) })
                    : t('jars.ofTarget', {
                        amount: crystals(jar.collected_amount),
                        target: crystals(jar.target_amount),
                      })}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="default"
                aria-label={t('jars.manager.detachName', { name: jar.title })}
                loading={detach.isPending && detach.variables === jar.id}
                onClick={() => detach.mutate(jar.id)}
              >
                {t('jars.manager.detach')}
              </Button>
            </Group>
          ))}
        </Stack>
      </ListStatus>
      <AttachJars teamId={teamId} userId={userId} attached={items.map((jar) => jar.id)} />
    </Panel>
  );
}
