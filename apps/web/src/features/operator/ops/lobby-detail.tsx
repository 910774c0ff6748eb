// One quick-match lobby: its players with their stakes (a player removed from a waiting lobby gets
// theirs back) and cancelling it with every stake given back. Each action asks for a reason.
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { OpsLobby } from '@clutch/contract/operator-ops';
import type { UserBrief } from '@clutch/contract/common';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-error';
import { PaneLoadFailed, PaneLoader } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { ReasonModal } from '../components/reason-field';
import { opsLobbyQueryOptions, useCancelLobby, useRemoveLobbyPlayer } from './ops-api';
import { gameName } from './ops-labels';

function Players({ lobby }: { lobby: OpsLobby }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const remove = useRemoveLobbyPlayer(lobby.id);
  const [chosen, setChosen] = useState<UserBrief | null>(null);
  return (
    <Panel title={t('operatorDesk.ops.players')} count={lobby.players.length}>
      {lobby.players.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('operatorDesk.ops.noPlayers')}
        </Text>
      ) : (
        <Table aria-label={t('operatorDesk.ops.players')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operatorDesk.ops.seat')}</Table.Th>
              <Table.Th>{t('operatorDesk.ops.name')}</Table.Th>
              <Table.Th>{t('operatorDesk.ops.ready')}</Table.Th>
              <Table.Th>{t('operatorDesk.ops.stake')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lobby.players.map((player) => (
              <Table.Tr key={player.user.id} data-testid="ops-lobby-player">
                <Table.Td>{player.position}</Table.Td>
                <Table.Td>{player.user.username}</Table.Td>
                <Table.Td>{player.is_ready ? '✓' : '—'}</Table.Td>
                <Table.Td>{crystals(player.stake_held)}</Table.Td>
                <Table.Td>
                  {lobby.status === 'waiting' ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => {
                        remove.reset();
                        setChosen(player.user);
                      }}
                    >
                      {t('operatorDesk.ops.remove')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ReasonModal
        opened={chosen !== null}
        title={t('operatorDesk.ops.removeTitle', { name: chosen?.username ?? '' })}
        confirmLabel={t('operatorDesk.ops.remove')}
        confirmColor="red"
        isPending={remove.isPending}
        error={describeError(remove.error)}
        onClose={() => setChosen(null)}
        onConfirm={(reason) => {
          if (chosen === null) return;
          remove.mutate(
            { user: chosen.id, reason },
            {
              onSuccess: () => {
                setChosen(null);
                showToast(t('operatorDesk.ops.removed'), 'success');
              },
            },
          );
        }}
      >
        {t('operatorDesk.ops.removeFromLobby')}
      </ReasonModal>
    </Panel>
  );
}

export function LobbyDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const lobby = useQuery(opsLobbyQueryOptions(id));
  const cancel = useCancelLobby(id);
  const [isCancelling, setIsCancelling] = useState(false);
  if (lobby.isPending) return <PaneLoader />;
  if (lobby.isError) return <PaneLoadFailed onRetry={() => void lobby.refetch()} />;
  const { data } = lobby;
  const canCancel = data.status !== 'finished' && data.status !== 'cancelled';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={3}>
              #{data.id} · {data.name}
            </Title>
            <Badge variant="light">{t(`operatorDesk.ops.lobbyStatuses.${data.status}`)}</Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('operatorDesk.ops.lobbyLine', {
              game: gameName(data.game),
              owner: data.created_by.username,
              fee: crystals(data.entry_fee),
              book: t(`operatorDesk.ledger.${data.book}`),
              date: formatDateTime(data.created_at),
            })}
          </Text>
        </Stack>
        {canCancel ? (
          <Button
            color="red"
            variant="light"
            onClick={() => {
              cancel.reset();
              setIsCancelling(true);
            }}
          >
            {t('operatorDesk.ops.cancelLobby')}
          </Button>
        ) : null}
      </Group>
      <Players lobby={data} />
      <ReasonModal
        opened={isCancelling}
        title={t('operatorDesk.ops.cancelTitle', { name: data.name })}
        confirmLabel={t('operatorDesk.ops.cancelLobby')}
        confirmColor="red"
        isPending={cancel.isPending}
        error={describeError(cancel.error)}
        onClose={() => setIsCancelling(false)}
        onConfirm={(reason) =>
          cancel.mutate(reason, {
            onSuccess: () => {
              setIsCancelling(false);
              showToast(t('operatorDesk.ops.cancelled'), 'success');
            },
          })
        }
      >
        {t('operatorDesk.ops.cancelLobbyText')}
      </ReasonModal>
    </Stack>
  );
}
