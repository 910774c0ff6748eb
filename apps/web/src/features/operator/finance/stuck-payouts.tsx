// Payouts processing longer than the threshold, oldest first, each settled by hand with a reason:
// paid (the provider did pay; the hold is captured) or refunded (it did not; the hold goes back).
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { STUCK_PAYOUT_MINUTES, type OperatorWithdrawal } from '@clutch/contract/operator-finance';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-error';
import { ListStatus } from '../../../components/ui/list-status';
import { showToast } from '../../../lib/toast';
import { ReasonModal } from '../components/reason-field';
import { TablePager } from '../desk/table-pager';
import { stuckPayoutsQueryOptions, useResolvePayout } from './finance-api';
import { WithdrawalTable } from './withdrawal-table';

type Resolution = 'paid' | 'refunded';

export function StuckPayouts() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<OperatorWithdrawal | null>(null);
  const [resolution, setResolution] = useState<Resolution>('refunded');
  const list = useQuery(stuckPayoutsQueryOptions(page));
  const resolve = useResolvePayout();
  const rows = list.data?.results ?? [];
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('operatorDesk.finance.stuckText', { minutes: STUCK_PAYOUT_MINUTES })}
      </Text>
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.finance.noStuck')}
        onRetry={() => void list.refetch()}
      >
        <WithdrawalTable
          label={t('operatorDesk.finance.tabs.stuck')}
          rows={rows}
          actions={(withdrawal) => (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                resolve.reset();
                setResolution('refunded');
                setChosen(withdrawal);
              }}
            >
              {t('operatorDesk.finance.resolve')}
            </Button>
          )}
        />
        <TablePager count={list.data?.count} page={page} onChange={setPage} />
      </ListStatus>
      <ReasonModal
        opened={chosen !== null}
        title={t('operatorDesk.finance.resolveOf', { id: String(chosen?.id ?? '') })}
        confirmLabel={t('operatorDesk.finance.resolve')}
        isPending={resolve.isPending}
        error={describeError(resolve.error)}
        onClose={() => setChosen(null)}
        onConfirm={(reason) => {
          if (chosen === null) return;
          resolve.mutate(
            { id: chosen.id, resolution, reason },
            {
              onSuccess: () => {
                setChosen(null);
                showToast(t('operatorDesk.finance.resolved'), 'success');
              },
            },
          );
        }}
      >
        <Radio.Group
          label={t('operatorDesk.finance.resolution')}
          value={resolution}
          onChange={(value) => setResolution(value === 'paid' ? 'paid' : 'refunded')}
        >
          <Group mt={6}>
            <Radio value="paid" label={t('operatorDesk.finance.resolutions.paid')} />
            <Radio value="refunded" label={t('operatorDesk.finance.resolutions.refunded')} />
          </Group>
        </Radio.Group>
      </ReasonModal>
    </Stack>
  );
}
