// Users found by name, e-mail or id, newest first; a row opens the user.
import { Anchor, Badge, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { TablePager } from '../desk/table-pager';
import { userSearchQueryOptions } from './users-api';

export function UserTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useQuery(userSearchQueryOptions(search, page));
  const rows = users.data?.results ?? [];
  return (
    <Stack gap="md">
      <TextInput
        label={t('operatorDesk.users.search')}
        placeholder={t('operatorDesk.users.searchHint')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      <ListStatus
        isPending={users.isPending}
        isError={users.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.users.none')}
        onRetry={() => void users.refetch()}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label={t('operatorDesk.users.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operatorDesk.users.id')}</Table.Th>
                <Table.Th>{t('operatorDesk.users.username')}</Table.Th>
                <Table.Th>{t('operatorDesk.users.email')}</Table.Th>
                <Table.Th>{t('operatorDesk.users.state')}</Table.Th>
                <Table.Th>{t('operatorDesk.users.joined')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.id}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      onClick={() => onOpen(user.id)}
                    >
                      {user.username}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" c={user.email === null ? 'dimmed' : undefined}>
                      {user.email ?? t('operatorDesk.users.noEmail')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {user.is_banned ? (
                      <Badge color="red" variant="light">
                        {t('operatorDesk.users.banned')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatDateTime(user.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TablePager count={users.data?.count} page={page} onChange={setPage} />
      </ListStatus>
    </Stack>
  );
}
