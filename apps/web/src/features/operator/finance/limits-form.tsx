// Withdrawal limits in crystals: the least and most one withdrawal may be, the most a day, and the
// amount above which a withdrawal waits for an operator.
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FinanceSettings } from '@clutch/contract/operator-finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useSetWithdrawLimits, type LimitsInput } from './finance-api';

const FIELDS = ['min', 'max', 'daily_max', 'approval_above'] as const;

export function LimitsForm({ limits }: { limits: FinanceSettings['withdraw_limits'] }) {
  const { t } = useTranslation();
  const save = useSetWithdrawLimits();
  const [draft, setDraft] = useState<LimitsInput>({
    min: String(limits.min),
    max: String(limits.max),
    daily_max: String(limits.daily_max),
    approval_above: String(limits.approval_above),
  });
  const errors = formErrorsOf(save.error, FIELDS);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, {
          onSuccess: () => showToast(t('operatorDesk.finance.saved'), 'success'),
        });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`operatorDesk.finance.limits.${field}`)}
              value={draft[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((current) => ({ ...current, [field]: value }));
              }}
              inputMode="decimal"
              error={errors.fields[field]}
            />
          ))}
        </SimpleGrid>
        <FormError message={errors.general} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('operatorDesk.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
