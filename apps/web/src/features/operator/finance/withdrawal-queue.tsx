// Withdrawals above the approval threshold, oldest first: approve (paid out) or reject (the crystals
// go back), each with a reason for the audit log. Other statuses can be looked through too.
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@clutch/contract/wallet';
import type { OperatorWithdrawal } from '@clutch/contract/operator-finance';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-error';
import { ListStatus } from '../../../components/ui/list-status';
import { showToast } from '../../../lib/toast';
import { ReasonModal } from '../components/reason-field';
import { TablePager } from '../desk/table-pager';
import { financeWithdrawalsQueryOptions, useDecideWithdrawal } from './finance-api';
import { WithdrawalTable } from './withdrawal-table';

interface Pending {
  withdrawal: OperatorWithdrawal;
  verdict: 'approve' | 'reject';
}

function isStatus(value: string | null): value is WithdrawalStatus {
  return WITHDRAWAL_STATUSES.some((status) => status === value);
}

export function WithdrawalQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<WithdrawalStatus>('pending_approval');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useQuery(financeWithdrawalsQueryOptions(status, page));
  const decide = useDecideWithdrawal();
  const rows = list.data?.results ?? [];
  const ask = (withdrawal: OperatorWithdrawal, verdict: Pending['verdict']) => {
    decide.reset();
    setPending({ withdrawal, verdict });
  };
  return (
    <Stack gap="md">
      <Select
        label={t('operatorDesk.finance.status')}
        data={WITHDRAWAL_STATUSES.map((value) => ({
          value,
          label: t(`wallet.statuses.${value}`),
        }))}
        value={status}
        onChange={(value) => {
          if (!isStatus(value)) return;
          setStatus(value);
          setPage(1);
        }}
        allowDeselect={false}
        maw={260}
      />
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.finance.noWithdrawals')}
        onRetry={() => void list.refetch()}
      >
        <WithdrawalTable
          label={t('operatorDesk.finance.queue')}
          rows={rows}
          actions={(withdrawal) =>
            withdrawal.status === 'pending_approval' ? (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  aria-label={t('operatorDesk.finance.approveOf', { id: String(withdrawal.id) })}
                  onClick={() => ask(withdrawal, 'approve')}
                >
                  {t('operatorDesk.finance.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('operatorDesk.finance.rejectOf', { id: String(withdrawal.id) })}
                  onClick={() => ask(withdrawal, 'reject')}
                >
                  {t('operatorDesk.finance.reject')}
                </Button>
              </Group>
            ) : (
              <Badge variant="light" color="gray">
                {withdrawal.reviewed_by === null
                  ? t(`wallet.statuses.${withdrawal.status}`)
                  : t('operatorDesk.finance.reviewedBy', { name: withdrawal.reviewed_by.username })}
              </Badge>
            )
          }
        />
        <TablePager count={list.data?.count} page={page} onChange={setPage} />
      </ListStatus>
      <ReasonModal
        opened={pending !== null}
        title={
          pending === null
            ? ''
            : t(
                pending.verdict === 'approve'
                  ? 'operatorDesk.finance.approveOf'
                  : 'operatorDesk.finance.rejectOf',
                { id: String(pending.withdrawal.id) },
              )
        }
        confirmLabel={
          pending?.verdict === 'reject'
            ? t('operatorDesk.finance.reject')
            : t('operatorDesk.finance.approve')
        }
        confirmColor={pending?.verdict === 'reject' ? 'red' : undefined}
        isPending={decide.isPending}
        error={describeError(decide.error)}
        onClose={() => setPending(null)}
        onConfirm={(reason) => {
          if (pending === null) return;
          const id = String(pending.withdrawal.id);
          const { verdict } = pending;
          decide.mutate(
            { id: pending.withdrawal.id, verdict, reason },
            {
              onSuccess: () => {
                setPending(null);
                showToast(
                  t(
                    verdict === 'approve'
                      ? 'operatorDesk.finance.approved'
                      : 'operatorDesk.finance.rejected',
                    { id },
                  ),
                  'success',
                );
              },
            },
          );
        }}
      >
        {pending === null
          ? undefined
          : t(
              pending.verdict === 'approve'
                ? 'operatorDesk.finance.approveText'
                : 'operatorDesk.finance.rejectText',
              { name: pending.withdrawal.user.username },
            )}
      </ReasonModal>
    </Stack>
  );
}
