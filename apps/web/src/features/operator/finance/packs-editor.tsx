// The crystal packs buyers choose from, disabled ones too: add one, change a pack's crystals or price,
// disable or enable it, and delete one no order names (one with orders can only be disabled).
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Table,
  TextInput,
} from '@mantine/core';
import type { FinancePack } from '@clutch/contract/operator-finance';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { ListStatus } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { useFormatCrystals } from '../../../lib/crystals';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import {
  financePacksQueryOptions,
  useCreatePack,
  useDeletePack,
  useUpdatePack,
} from './finance-api';

function readPrice(value: string | number): number | null {
  const price = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return value === '' || !Number.isFinite(price) ? null : price;
}

function PackForm({ pack, onDone }: { pack?: FinancePack; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePack();
  const update = useUpdatePack();
  const saving = pack === undefined ? create : update;
  const [crystals, setCrystals] = useState(pack === undefined ? '' : String(pack.crystals));
  const [price, setPrice] = useState<string | number>(pack?.price ?? '');
  const errors = formErrorsOf(saving.error, ['crystals', 'price']);
  const priceValue = readPrice(price);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (priceValue === null || crystals.trim() === '') return;
        const body = { crystals: crystals.trim(), price: priceValue };
        const done = {
          onSuccess: () => {
            showToast(t('operatorDesk.finance.packSaved'), 'success');
            onDone();
          },
        };
        if (pack === undefined) create.mutate(body, done);
        else update.mutate({ id: pack.id, ...body }, done);
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('operatorDesk.finance.crystals')}
            value={crystals}
            onChange={(event) => setCrystals(event.currentTarget.value)}
            error={errors.fields.crystals}
            inputMode="decimal"
            w={160}
          />
          <NumberInput
            label={t('operatorDesk.finance.priceUsd')}
            value={price}
            onChange={setPrice}
            decimalScale={2}
            min={0}
            error={errors.fields.price}
            w={160}
          />
          <Group mt={25} gap="xs">
            <Button type="submit" size="sm" loading={saving.isPending}>
              {pack === undefined ? t('operatorDesk.finance.addPack') : t('operatorDesk.save')}
            </Button>
            {pack === undefined ? null : (
              <Button size="sm" variant="subtle" onClick={onDone}>
                {t('common.cancel')}
              </Button>
            )}
          </Group>
        </Group>
        <FormError message={errors.general} />
      </Stack>
    </form>
  );
}

function PackRow({ pack }: { pack: FinancePack }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const update = useUpdatePack();
  const remove = useDeletePack();
  const [isEditing, setIsEditing] = useState(false);
  if (isEditing)
    return (
      <Table.Tr>
        <Table.Td colSpan={5}>
          <PackForm pack={pack} onDone={() => setIsEditing(false)} />
        </Table.Td>
      </Table.Tr>
    );
  return (
    <Table.Tr data-testid="finance-pack">
      <Table.Td>{crystals(pack.crystals)}</Table.Td>
      <Table.Td>${pack.price.toFixed(2)}</Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('operatorDesk.finance.packActive', { crystals: crystals(pack.crystals) })}
          checked={pack.is_active}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ id: pack.id, is_active: event.currentTarget.checked })
          }
        />
      </Table.Td>
      <Table.Td>{pack.orders}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setIsEditing(true)}>
            {t('operatorDesk.edit')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={pack.orders > 0}
            loading={remove.isPending}
            title={pack.orders > 0 ? t('operatorDesk.finance.packHasOrders') : undefined}
            aria-label={t('operatorDesk.finance.deletePack', { crystals: crystals(pack.crystals) })}
            onClick={() =>
              remove.mutate(pack.id, {
                onSuccess: () => showToast(t('operatorDesk.finance.packDeleted'), 'success'),
              })
            }
          >
            ✕
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function PacksEditor() {
  const { t } = useTranslation();
  const packs = useQuery(financePacksQueryOptions());
  const rows = packs.data ?? [];
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="lg">
      <Panel title={t('operatorDesk.finance.packs')} count={rows.length}>
        <ListStatus
          isPending={packs.isPending}
          isError={packs.isError}
          isEmpty={rows.length === 0}
          emptyText={t('operatorDesk.finance.noPacks')}
          onRetry={() => void packs.refetch()}
        >
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('operatorDesk.finance.packs')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operatorDesk.finance.crystals')}</Table.Th>
                  <Table.Th>{t('operatorDesk.finance.priceUsd')}</Table.Th>
                  <Table.Th>{t('operatorDesk.finance.active')}</Table.Th>
                  <Table.Th>{t('operatorDesk.finance.orders')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((pack) => (
                  <PackRow key={pack.id} pack={pack} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListStatus>
      </Panel>
      <Panel title={t('operatorDesk.finance.newPack')}>
        <PackForm key={formKey} onDone={() => setFormKey((key) => key + 1)} />
      </Panel>
    </Stack>
  );
}
