// The user's own transfers, newest first, ten at a time: sent or received, with whom, how much and
// when. A received transfer may be sent back once (after a question); a returned one says so on
// both sides.
import { Anchor, Badge, Button, Center, Group, Pagination, Stack, Text } from '@mantine/core';
import { TRANSFERS_PER_PAGE, type Transfer } from '@clutch/contract/transfers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-navigation';
import { FIRST_PAGE } from '../../../lib/paged-list';
import { showToast } from '../../../lib/toast';
import { transfersQueryOptions, useReturnTransfer } from '../api/transfers';
import { canReturn } from '../transfer-rows';
import { Panel } from '../../../components/ui/panel';

function TransferRow({
  transfer,
  onReturn,
  isReturning,
}: {
  transfer: Transfer;
  onReturn: () => void;
  isReturning: boolean;
}) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const localePath = useLocalePath();
  const isSent = transfer.direction === 'sent';
  const { counterpart } = transfer;
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py={8}
      wrap="wrap"
      style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-dark-5)' }}
      data-testid="transfer-row"
    >
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 200px' }}>
        <UserAvatar username={counterpart.username} src={counterpart.avatar_url} size={36} />
        <Stack gap={0} miw={0}>
          <Text fz="sm" truncate>
            {isSent ? t('transfers.list.sentTo') : t('transfers.list.receivedFrom')}{' '}
            <Anchor
              component={Link}
              to={localePath(`/profile/${String(counterpart.id)}/info`)}
              c="white"
              fw={700}
            >
              {counterpart.username}
            </Anchor>
          </Text>
          <Text fz="xs" c="dimmed">
            {formatDateTime(transfer.created_at)}
          </Text>
        </Stack>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {transfer.is_returned ? (
          <Badge variant="light" color="gray" radius="sm">
            {t('transfers.list.returned')}
          </Badge>
        ) : null}
        <Text fw={800} c={isSent ? 'red.4' : 'teal.4'} style={{ whiteSpace: 'nowrap' }}>
          {`${isSent ? '\u2212' : '+'}${crystals(transfer.amount)}`}
        </Text>
        {canReturn(transfer) ? (
          <Button
            size="xs"
            variant="default"
            loading={isReturning}
            onClick={onReturn}
            aria-label={t('transfers.list.returnTo', { name: counterpart.username })}
          >
            {t('transfers.list.return')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}

export function TransactionsList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const [page, setPage] = useState(FIRST_PAGE);
  const transfers = useQuery(transfersQueryOptions(userId, page));
  const giveBack = useReturnTransfer((transfer) =>
    showToast(
      t('transfers.list.returnedToast', {
        amount: crystals(transfer.amount),
        name: transfer.counterpart.username,
      }),
      'success',
    ),
  );
  const items = transfers.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((transfers.data?.count ?? 0) / TRANSFERS_PER_PAGE));
  return (
    <Panel title={t('transfers.list.title')}>
      <Text fz="sm" c="dimmed">
        {t('transfers.list.subtitle')}
      </Text>
      <ListStatus
        isPending={transfers.isPending}
        isError={transfers.isError}
        isEmpty={items.length === 0}
        emptyText={t('transfers.list.empty')}
        onRetry={() => void transfers.refetch()}
      >
        <Stack component="ul" gap={0} p={0} m={0} aria-label={t('transfers.list.list')}>
          {items.map((transfer) => (
            <TransferRow
              key={transfer.id}
              transfer={transfer}
              isReturning={giveBack.isPending && giveBack.variables.transfer.id === transfer.id}
              onReturn={() => giveBack.mutate({ transfer, amountText: crystals(transfer.amount) })}
            />
          ))}
        </Stack>
      </ListStatus>
      {pages > 1 ? (
        <Center>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
            })}
          />
        </Center>
      ) : null}
    </Panel>
  );
}
