// The withdrawal networks: each enabled or disabled, with its fee in crystals (zero: the platform
// pays the network) and the fee the configuration sets.
import { Button, Group, Switch, Table, TextInput } from '@mantine/core';
import type { FinanceNetwork } from '@clutch/contract/operator-finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-error';
import { useFormatCrystals } from '../../../lib/crystals';
import { showToast } from '../../../lib/toast';
import { useSetNetwork } from './finance-api';

function NetworkRow({ network }: { network: FinanceNetwork }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const save = useSetNetwork();
  const [fee, setFee] = useState(String(network.fee));
  const isChanged = fee.trim() !== String(network.fee);
  return (
    <Table.Tr>
      <Table.Td>
        {network.name} ({network.code})
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('operatorDesk.finance.networkEnabled', { name: network.name })}
          checked={network.is_enabled}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate({ code: network.code, is_enabled: event.currentTarget.checked })
          }
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('operatorDesk.finance.feeOf', { name: network.name })}
            value={fee}
            onChange={(event) => setFee(event.currentTarget.value)}
            inputMode="decimal"
            w={110}
            error={save.error === null ? undefined : (describeError(save.error) ?? undefined)}
          />
          <Button
            size="xs"
            disabled={!isChanged}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { code: network.code, fee: fee.trim() },
                { onSuccess: () => showToast(t('operatorDesk.finance.saved'), 'success') },
              )
            }
          >
            {t('operatorDesk.save')}
          </Button>
        </Group>
      </Table.Td>
      <Table.Td>{crystals(network.default_fee)}</Table.Td>
    </Table.Tr>
  );
}

export function NetworksTable({ networks }: { networks: readonly FinanceNetwork[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('operatorDesk.finance.settings.networks')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operatorDesk.finance.network')}</Table.Th>
            <Table.Th>{t('operatorDesk.finance.enabled')}</Table.Th>
            <Table.Th>{t('operatorDesk.finance.fee')}</Table.Th>
            <Table.Th>{t('operatorDesk.finance.defaultFee')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {networks.map((network) => (
            <NetworkRow key={`${network.code}:${String(network.fee)}`} network={network} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
