// Operators only: withdrawals above the approval threshold, oldest first, each approved (paid out) or
// rejected (the crystals go back) after a second click that names whose crystals return.
import { Anchor, Button, Group, Pagination, Popover, Stack, Text } from '@mantine/core';
import type { Withdrawal } from '@clutch/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { formatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { useLocalePath, useRouteLocale } from '../../../lib/locale-navigation';
import { showToast } from '../../../lib/toast';
import {
  PENDING_PER_PAGE,
  pendingWithdrawalsQueryOptions,
  useDecideWithdrawal,
} from '../api/withdrawals';
import { Panel } from '../../../components/ui/panel';

function RejectButton({ withdrawal, onReject }: { withdrawal: Withdrawal; onReject: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const id = String(withdrawal.id);
  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-end" withArrow>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          aria-label={t('wallet.operator.rejectOf', { id })}
          onClick={() => setIsOpen((open) => !open)}
        >
          {t('wallet.operator.reject')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={240}>
          <Text fz="sm">
            {t('wallet.operator.confirmReject', { name: withdrawal.user.username })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="subtle" onClick={() => setIsOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                setIsOpen(false);
                onReject();
              }}
            >
              {t('wallet.operator.reject')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function PendingRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const localePath = useLocalePath();
  const decide = useDecideWithdrawal();
  const id = String(withdrawal.id);
  const run = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: withdrawal.id, decision },
      {
        onSuccess: () =>
          showToast(
            t(decision === 'approve' ? 'wallet.operator.approved' : 'wallet.operator.rejected', {
              id,
            }),
            'success',
          ),
      },
    );
  return (
    <Group component="li" justify="space-between" gap="sm" py={8} style={{ listStyle: 'none' }}>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={700}>#{id}</Text>
          <Anchor
            component={Link}
            to={localePath(`/profile/${String(withdrawal.user.id)}/info`)}
            fw={700}
            truncate
          >
            {withdrawal.user.username}
          </Anchor>
        </Group>
        <Text fz="sm">
          {t('wallet.operator.summary', {
            amount: formatCrystals(withdrawal.amount, locale),
            network: withdrawal.network,
          })}
        </Text>
        <Text fz="xs" c="dimmed" ff="monospace" truncate>
          {withdrawal.address}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatDateTime(withdrawal.created_at)}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap">
        <Button
          size="xs"
          aria-label={t('wallet.operator.approveOf', { id })}
          loading={decide.isPending && decide.variables.decision === 'approve'}
          disabled={decide.isPending}
          onClick={() => run('approve')}
        >
          {t('wallet.operator.approve')}
        </Button>
        <RejectButton withdrawal={withdrawal} onReject={() => run('reject')} />
      </Group>
    </Group>
  );
}

export function OperatorQueue() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pending = useQuery(pendingWithdrawalsQueryOptions(page));
  const items = pending.data?.results ?? [];
  const pages = Math.ceil((pending.data?.count ?? 0) / PENDING_PER_PAGE);
  return (
    <Panel gap="md" title={t('wallet.operator.title')}>
      <ListStatus
        isPending={pending.isPending}
        isError={pending.isError}
        isEmpty={items.length === 0}
        emptyText={t('wallet.operator.empty')}
        onRetry={() => void pending.refetch()}
      >
        <Stack component="ul" aria-label={t('wallet.operator.list')} gap={0} p={0} m={0}>
          {items.map((withdrawal) => (
            <PendingRow key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </Stack>
        {pages > 1 ? (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        ) : null}
      </ListStatus>
    </Panel>
  );
}
