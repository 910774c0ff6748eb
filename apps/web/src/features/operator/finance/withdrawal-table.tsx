// Withdrawals as the finance tables list them: who, how much over which network to which address,
// when, and the actions the table offers in the last column.
import { Anchor, Table, Text } from '@mantine/core';
import type { OperatorWithdrawal } from '@clutch/contract/operator-finance';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-navigation';

export function WithdrawalTable({
  label,
  rows,
  actions,
}: {
  label: string;
  rows: readonly OperatorWithdrawal[];
  actions: (withdrawal: OperatorWithdrawal) => ReactNode;
}) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const localePath = useLocalePath();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('operatorDesk.finance.user')}</Table.Th>
            <Table.Th>{t('operatorDesk.finance.amount')}</Table.Th>
            <Table.Th>{t('operatorDesk.finance.network')}</Table.Th>
            <Table.Th>{t('operatorDesk.finance.address')}</Table.Th>
            <Table.Th>{t('operatorDesk.finance.requested')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((withdrawal) => (
            <Table.Tr key={withdrawal.id} data-testid="finance-withdrawal">
              <Table.Td>{withdrawal.id}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={localePath(`/profile/${String(withdrawal.user.id)}/info`)}
                  fz="sm"
                >
                  {withdrawal.user.username}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {t('operatorDesk.finance.amountFee', {
                  amount: crystals(withdrawal.amount),
                  fee: crystals(withdrawal.fee),
                })}
              </Table.Td>
              <Table.Td>{withdrawal.network}</Table.Td>
              <Table.Td>
                <Text fz="xs" ff="monospace" truncate maw={220} title={withdrawal.address}>
                  {withdrawal.address}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(withdrawal.created_at)}</Table.Td>
              <Table.Td>{actions(withdrawal)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
