// A user's ledger, newest first, one book at a time (real or demo), read only.
import { Badge, SegmentedControl, Table, Text } from '@mantine/core';
import type { Book } from '@clutch/contract/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { TablePager } from '../desk/table-pager';
import { userLedgerQueryOptions } from './users-api';

function amountColour(amount: number): string {
  if (amount > 0) return 'teal.4';
  if (amount < 0) return 'red.4';
  return 'dimmed';
}

export function UserLedger({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const [book, setBook] = useState<Book>('real');
  const [page, setPage] = useState(1);
  const ledger = useQuery(userLedgerQueryOptions(userId, book, page));
  const rows = ledger.data?.results ?? [];
  return (
    <Panel
      title={t('operatorDesk.ledger.title')}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('operatorDesk.ledger.book')}
          data={[
            { value: 'real', label: t('operatorDesk.ledger.real') },
            { value: 'demo', label: t('operatorDesk.ledger.demo') },
          ]}
          value={book}
          onChange={(value) => {
            setBook(value === 'demo' ? 'demo' : 'real');
            setPage(1);
          }}
        />
      }
    >
      <ListStatus
        isPending={ledger.isPending}
        isError={ledger.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.ledger.empty')}
        onRetry={() => void ledger.refetch()}
      >
        <Table.ScrollContainer minWidth={620}>
          <Table aria-label={t('operatorDesk.ledger.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('wallet.history.columns.time')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.type')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.amount')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.balanceAfter')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.status')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.counterpart')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{formatDateTime(item.created_at)}</Table.Td>
                  <Table.Td>{t(`wallet.history.types.${item.type}`)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" c={amountColour(item.amount)} fw={600}>
                      {item.amount > 0 ? '+' : ''}
                      {crystals(item.amount)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{crystals(item.balance_after)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {item.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{item.counterpart?.username ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TablePager count={ledger.data?.count} page={page} onChange={setPage} />
      </ListStatus>
    </Panel>
  );
}
