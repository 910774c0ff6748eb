// The withdraw form: network (with its fee and an address example), address and amount, checked as
// the server checks them while typing, then sent with an Idempotency-Key kept for these values, so a
// repeated click or a retry after a lost answer withdraws once. The server's refusals show too (too
// few crystals as how many are missing, with the way to get them).
import { Button, Select, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { formatCrystals } from '../../../lib/crystals';
import { useAttemptKeys } from '../../../lib/attempt-key';
import { useRouteLocale } from '../../../lib/locale-navigation';
import { shortfallIn } from '../../../lib/short-of-crystals';
import { showToast } from '../../../lib/toast';
import { useWithdraw } from '../api/withdrawals';
import { formErrorsOf } from '../server-errors';
import {
  amountText,
  checkWithdraw,
  isWithdrawReady,
  maxWithdrawable,
  type WithdrawContext,
  type WithdrawDraft,
  type WithdrawField,
  type WithdrawProblem,
} from '../withdraw-check';
import { WithdrawSummary } from './withdraw-summary';

const FIELDS: readonly WithdrawField[] = ['amount', 'network', 'address'];

function useProblemText() {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  return (problem: WithdrawProblem | undefined): string | null => {
    if (problem === undefined) return null;
    const value = 'value' in problem ? formatCrystals(problem.value, locale) : '';
    return t(`wallet.withdraw.errors.${problem.key}`, { value });
  };
}

export function WithdrawFields({
  context,
  footer,
}: {
  context: WithdrawContext;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<WithdrawDraft>(() => ({
    amount: '',
    network: context.networks[0]?.code ?? null,
    address: '',
  }));
  const [touched, setTouched] = useState<ReadonlySet<WithdrawField>>(new Set());
  const attempts = useAttemptKeys();
  const withdraw = useWithdraw(() => {
    showToast(t('wallet.withdraw.submitted'), 'success');
    setDraft((current) => ({ ...current, amount: '', address: '' }));
    setTouched(new Set());
    attempts.finish();
  });
  const check = checkWithdraw(draft, context);
  const server = formErrorsOf(withdraw.error, FIELDS);
  const network = context.networks.find((item) => item.code === draft.network);

  const change = (field: WithdrawField, value: string | null) => {
    if (withdraw.isError) withdraw.reset();
    setDraft((current) => ({ ...current, [field]: value ?? (field === 'network' ? null : '') }));
  };
  const touch = (field: WithdrawField) => setTouched((current) => new Set([...current, field]));
  const errorOf = (field: WithdrawField) =>
    server.fields[field] ?? (touched.has(field) ? problemText(check.problems[field]) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(new Set(FIELDS));
    if (!isWithdrawReady(check) || draft.network === null) return;
    const body = {
      amount: amountText(draft.amount),
      network: draft.network,
      address: draft.address.trim(),
    };
    withdraw.mutate({ ...body, idempotencyKey: attempts.keyFor(JSON.stringify(body)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('wallet.withdraw.title')}>
      <Stack gap="sm">
        <Select
          label={t('wallet.withdraw.network')}
          placeholder={t('wallet.withdraw.networkPlaceholder')}
          data={context.networks.map((item) => ({
            value: item.code,
            label: item.name,
          }))}
          value={draft.network}
          onChange={(value) => change('network', value)}
          onBlur={() => touch('network')}
          error={errorOf('network')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('wallet.withdraw.address')}
          description={
            network === undefined
              ? undefined
              : t('wallet.withdraw.addressHint', { example: network.address_example })
          }
          value={draft.address}
          onChange={(event) => change('address', event.currentTarget.value)}
          onBlur={() => touch('address')}
          error={errorOf('address')}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <TextInput
          label={t('wallet.withdraw.amount')}
          description={t('wallet.withdraw.amountHint')}
          inputMode="decimal"
          value={draft.amount}
          onChange={(event) => change('amount', event.currentTarget.value)}
          onBlur={() => touch('amount')}
          error={errorOf('amount')}
          rightSectionWidth={56}
          rightSection={
            <UnstyledButton
              fz="xs"
              fw={700}
              c="clutch.4"
              onClick={() => change('amount', String(maxWithdrawable(context)))}
            >
              {t('wallet.withdraw.max')}
            </UnstyledButton>
          }
        />
        <WithdrawSummary
          fee={network?.fee ?? null}
          receives={check.problems.amount === undefined ? check.receives : null}
          needsApproval={check.needsApproval}
        />
        <FormError
          message={server.general ?? (withdraw.isError ? t('notify.error') : null)}
          shortfall={shortfallIn(withdraw.error)}
        />
        {footer}
        <Button type="submit" loading={withdraw.isPending} fullWidth>
          {t('wallet.withdraw.submit')}
        </Button>
      </Stack>
    </form>
  );
}
