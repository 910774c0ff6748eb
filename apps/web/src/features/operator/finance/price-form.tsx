// The price of one crystal in US dollars and the bounds of a custom purchase (whole crystals).
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import type { FinanceSettings } from '@clutch/contract/operator-finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useSetCrystalPrice } from './finance-api';

export function PriceForm({ price }: { price: FinanceSettings['crystal_price'] }) {
  const { t } = useTranslation();
  const save = useSetCrystalPrice();
  const [value, setValue] = useState<string | number>(price.price);
  const [min, setMin] = useState<string | number>(price.custom_min);
  const [max, setMax] = useState<string | number>(price.custom_max);
  const errors = formErrorsOf(save.error, ['price', 'custom_min', 'custom_max']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (typeof value !== 'number') return;
        save.mutate(
          {
            price: value,
            ...(typeof min === 'number' ? { custom_min: min } : {}),
            ...(typeof max === 'number' ? { custom_max: max } : {}),
          },
          { onSuccess: () => showToast(t('operatorDesk.finance.saved'), 'success') },
        );
      }}
    >
      <Stack gap="sm">
        <NumberInput
          label={t('operatorDesk.finance.crystalPrice')}
          value={value}
          onChange={setValue}
          decimalScale={6}
          min={0}
          error={errors.fields.price}
        />
        <Group grow>
          <NumberInput
            label={t('operatorDesk.finance.customMin')}
            value={min}
            onChange={setMin}
            allowDecimal={false}
            min={1}
            error={errors.fields.custom_min}
          />
          <NumberInput
            label={t('operatorDesk.finance.customMax')}
            value={max}
            onChange={setMax}
            allowDecimal={false}
            min={1}
            error={errors.fields.custom_max}
          />
        </Group>
        <FormError message={errors.general} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={typeof value !== 'number'}>
            {t('operatorDesk.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
