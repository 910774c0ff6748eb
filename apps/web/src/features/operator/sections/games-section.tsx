// The games section (admin): each game's work status and the message the header shows while it is
// off, saved per game. Refusals show under the game's own form.
import type { Game } from '@clutch/contract/games';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { ListStatus } from '../../../components/ui/list-status';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { operatorGamesQueryOptions, useSetGameStatus } from '../api/operator-games';
import { SectionHeader } from '../components/section-header';

const MESSAGE_MAX = 500;

function isGameId(id: number): id is 1 | 2 {
  return id === 1 || id === 2;
}

function GameStatusForm({ game }: { game: Game }) {
  const { t } = useTranslation();
  const [works, setWorks] = useState(game.work_status);
  const [message, setMessage] = useState(game.error_message ?? '');
  const save = useSetGameStatus();
  const errors = formErrorsOf(save.error, ['work_status', 'error_message']);
  const id = game.id;
  if (!isGameId(id)) return null;
  const submit = () => {
    const trimmed = message.trim();
    save.mutate(
      { id, work_status: works, error_message: trimmed === '' ? null : trimmed },
      { onSuccess: () => showToast(t('operator.games.saved', { game: game.name }), 'success') },
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form
        aria-label={game.name}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {game.name}
          </Title>
          <Switch
            label={t('operator.games.works')}
            description={t('operator.games.worksHint')}
            checked={works}
            onChange={(event) => setWorks(event.currentTarget.checked)}
            error={errors.fields.work_status}
          />
          <TextInput
            label={t('operator.games.message')}
            description={t('operator.games.messageHint')}
            value={message}
            maxLength={MESSAGE_MAX}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errors.fields.error_message}
          />
          <FormError message={errors.general} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('operator.games.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function GamesSection() {
  const { t } = useTranslation();
  const games = useQuery(operatorGamesQueryOptions());
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.games')}
        description={t('operator.games.description')}
      />
      <ListStatus
        isPending={games.isPending}
        isError={games.isError}
        isEmpty={games.data?.length === 0}
        emptyText={t('operator.games.failed')}
        onRetry={() => void games.refetch()}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(games.data ?? []).map((game) => (
            // Keyed by what was saved, so a refetch after a save starts the form from the server.
            <GameStatusForm
              key={`${String(game.id)}:${String(game.work_status)}:${game.error_message ?? ''}`}
              game={game}
            />
          ))}
        </SimpleGrid>
      </ListStatus>
    </Stack>
  );
}
