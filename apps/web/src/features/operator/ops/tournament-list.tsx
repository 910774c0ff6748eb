// Tournaments found by name or id, status and disputes; a row opens the tournament.
import { Anchor, Badge, Checkbox, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { TOURNAMENT_STATUSES, type TournamentStatus } from '@clutch/contract/tournament-options';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { TablePager } from '../desk/table-pager';
import { opsTournamentsQueryOptions } from './ops-api';
import { gameName } from './ops-labels';

function readStatus(value: string | null): TournamentStatus | null {
  return TOURNAMENT_STATUSES.find((status) => status === value) ?? null;
}

export function TournamentList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [status, setStatus] = useState<TournamentStatus | null>(null);
  const [isDisputed, setIsDisputed] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery(opsTournamentsQueryOptions({ search, status, isDisputed }, page));
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
          placeholder={t('operatorDesk.ops.anyStatus')}
          data={TOURNAMENT_STATUSES.map((value) => ({
            value,
            label: t(`operatorDesk.ops.tournamentStatuses.${value}`),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(readStatus(value));
            setPage(1);
          }}
          clearable
          w={200}
        />
        <Checkbox
          label={t('operatorDesk.ops.onlyDisputed')}
          checked={isDisputed}
          onChange={(event) => {
            setIsDisputed(event.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.ops.noTournaments')}
        onRetry={() => void list.refetch()}
      >
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover aria-label={t('operatorDesk.ops.tournaments')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('operatorDesk.ops.name')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.game')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.status')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.organiser')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.participants')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.fee')}</Table.Th>
                <Table.Th>{t('operatorDesk.ops.start')}</Table.Th>
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
                    {row.disputed_matches_count > 0 ? (
                      <Badge ml={6} color="orange" variant="light">
                        {t('operatorDesk.ops.disputes', { number: row.disputed_matches_count })}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{gameName(row.game)}</Table.Td>
                  <Table.Td>{t(`operatorDesk.ops.tournamentStatuses.${row.status}`)}</Table.Td>
                  <Table.Td>{row.organiser.username}</Table.Td>
                  <Table.Td>{row.participants_count}</Table.Td>
                  <Table.Td>
                    {crystals(row.entry_fee)} · {t(`operatorDesk.ledger.${row.book}`)}
                  </Table.Td>
                  <Table.Td>{formatDateTime(row.start_time)}</Table.Td>
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
