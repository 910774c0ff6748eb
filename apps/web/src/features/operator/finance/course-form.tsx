// The dollar course shown to buyers: units of each currency for one US dollar, one row a currency.
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { ratesOf, rowsOf, type CourseRow } from './course-rows';
import { useSetUsdCourse } from './finance-api';

export function CourseForm({ rates }: { rates: Record<string, number> }) {
  const { t } = useTranslation();
  const save = useSetUsdCourse();
  const [rows, setRows] = useState<CourseRow[]>(() => rowsOf(rates));
  const [tried, setTried] = useState(false);
  const read = ratesOf(rows);
  const errors = formErrorsOf(save.error, []);
  const change = (index: number, part: Partial<CourseRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...part } : row)));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (read.rates === null) return;
        save.mutate(
          { rates: read.rates },
          { onSuccess: () => showToast(t('operatorDesk.finance.saved'), 'success') },
        );
      }}
    >
      <Stack gap="xs">
        {rows.map((row, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('operatorDesk.finance.currency')}
              placeholder="UAH"
              value={row.code}
              onChange={(event) => change(index, { code: event.currentTarget.value })}
              w={90}
              maxLength={3}
            />
            <TextInput
              aria-label={t('operatorDesk.finance.rateOf', { code: row.code })}
              value={row.rate}
              onChange={(event) => change(index, { rate: event.currentTarget.value })}
              inputMode="decimal"
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('operatorDesk.finance.removeRate', { code: row.code })}
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        {tried && read.problem !== null ? (
          <Text fz="sm" c="red">
            {t(`operatorDesk.finance.courseProblem.${read.problem}`)}
          </Text>
        ) : null}
        <FormError message={errors.general} />
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => setRows((current) => [...current, { code: '', rate: '' }])}
          >
            {t('operatorDesk.finance.addRate')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('operatorDesk.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
