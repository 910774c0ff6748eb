// Quick-match lobbies, open and running unless a status is chosen; a row opens the lobby.
import { Anchor, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { QUICK_MATCH_STATUSES, type QuickMatchStatus } from '@clutch/contract/quickmatch';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { TablePager } from '../desk/table-pager';
import { opsLobbiesQueryOptions } from './ops-api';
import { gameName } from './ops-labels';

function readStatus(value: string | null): QuickMatchStatus | null {
  return QUICK_MATCH_STATUSES.find((status) => status === value) ?? null;
}

export function LobbyList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [status, setStatus] = useState<QuickMatchStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery(opsLobbiesQueryOptions({ search, status }, page));
  const rows = list.data?.results ?? [];
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <TextInput
          label={t('operatorDesk.ops.search')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        <Select
          label={t('operatorDesk.ops.status')}
          placeholder={t('operatorDesk.ops.openAndRunning')}
          data={QUICK_MATCH_STATUSES.map((value) => ({
            value,
            label: t(`operatorDesk.ops.lobbyStatuses.${value}`),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(readStatus(value));
            setPage(1);
          }}
          clearable
          w={220}
        />
      </Group>
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.ops.noLobbies')}
        onRetry={() => void list.refetch()}
      >
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover aria-label={t('operatorDesk.ops.lobbies')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('operatorDesk.ops.name')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.game')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.status')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.players')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.fee')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.createdBy')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      onClick={() => onOpen(row.id)}
                    >
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{gameName(row.game)}</Table.Td>
                  <Table.Td>{t(`operatorDesk.ops.lobbyStatuses.${row.status}`)}</Table.Td>
                  <Table.Td>
                    {row.players_count}/{row.slots}
                  </Table.Td>
                  <Table.Td>
                    {crystals(row.entry_fee)} · {t(`operatorDesk.ledger.${row.book}`)}
                  </Table.Td>
                  <Table.Td>{row.created_by.username}</Table.Td>
                  <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TablePager count={list.data?.count} page={page} onChange={setPage} />
      </ListStatus>
    </Stack>
  );
}
