// The history of the current book, ten movements a page: type, signed amount, status, the balance
// right after, the time (dd/mm/yyyy hh:mm) and the other player, linked to their profile. It is read
// again whenever a pushed profile shows a balance moved (app/user-updates.ts).
import { Anchor, Badge, Group, Pagination, Table, Text } from '@mantine/core';
import { HISTORY_PER_PAGE, type HistoryItem } from '@clutch/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { formatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { useLocalePath, useRouteLocale } from '../../../lib/locale-navigation';
import { historyQueryOptions } from '../api/history';
import { amountColour, historyTypeKey, knownStatus, statusColour } from '../history-labels';
import { formatSignedCrystals } from '../money';
import { Panel } from '../../../components/ui/panel';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = knownStatus(status);
  return (
    <Badge size="sm" variant="light" color={statusColour(status)}>
      {known === null ? status : t(`wallet.statuses.${known}`)}
    </Badge>
  );
}

function HistoryRow({ item }: { item: HistoryItem }) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const localePath = useLocalePath();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {t(historyTypeKey(item.type))}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" fw={800} c={amountColour(item.amount)} style={{ whiteSpace: 'nowrap' }}>
          {formatSignedCrystals(item.amount, locale)}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={item.status} />
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCrystals(item.balance_after, locale)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(item.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        {item.counterpart === null ? (
          <Text fz="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={localePath(`/profile/${String(item.counterpart.id)}/info`)}
            fz="sm"
            fw={600}
          >
            {item.counterpart.username}
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function HistoryTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery(historyQueryOptions(page));
  const items = history.data?.results ?? [];
  const pages = Math.ceil((history.data?.count ?? 0) / HISTORY_PER_PAGE);
  return (
    <Panel gap="md" title={t('wallet.history.title')}>
      <ListStatus
        isPending={history.isPending}
        isError={history.isError}
        isEmpty={items.length === 0}
        emptyText={t('wallet.history.empty')}
        onRetry={() => void history.refetch()}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" highlightOnHover aria-label={t('wallet.history.list')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('wallet.history.columns.type')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.amount')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.status')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.balanceAfter')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.time')}</Table.Th>
                <Table.Th>{t('wallet.history.columns.counterpart')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <HistoryRow key={item.id} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label={t('wallet.history.pages')}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('common.previous') }
                  : control === 'next'
                    ? { 'aria-label': t('common.next') }
                    : {}
              }
            />
          </Group>
        ) : null}
      </ListStatus>
    </Panel>
  );
}
