// Donating real crystals to an open jar: an amount with up to two decimals, never more than the
// donor's real balance or what the target still needs. Each attempt carries its own
// Idempotency-Key, so a double click or a retry after a lost answer gives once.
import { Anchor, Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { GemIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/api-error';
import { useAttemptKeys } from '../../../lib/attempt-key';
import { readAmount, useFormatCrystals } from '../../../lib/crystals';
import { useLocalePath } from '../../../lib/locale-navigation';
import type { Shortfall } from '../../../lib/api-failure';
import { shortfallIn, typedShortfall } from '../../../lib/short-of-crystals';
import { showToast } from '../../../lib/toast';
import { useDonate } from '../api/jars';
import { donationLimit, jarProgress } from '../jar-progress';
import { Panel } from '../../../components/ui/panel';

const QUICK_AMOUNTS = [5, 10, 25, 50];

export function DonateForm({ jar, balance }: { jar: Jar; balance: number }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const keys = useAttemptKeys();
  const localePath = useLocalePath();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const progress = jarProgress(jar);
  const limit = donationLimit(progress, balance);
  const donate = useDonate(() => {
    keys.finish();
    setAmount('');
    showToast(t('jars.donate.thanks', { name: jar.title }), 'success');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(amount, limit);
    const overTarget = progress.remaining !== null && progress.remaining < balance;
    // More than the balance (and the jar would take it): how many are missing, and where to buy.
    const short =
      read.problem === 'over_balance' && !overTarget ? typedShortfall(amount, balance) : null;
    setShortfall(short);
    if (short !== null) {
      setProblem(null);
      return;
    }
    if (read.problem !== null) {
      // Past the shortfall above, an amount over the limit is one over what the jar still takes.
      const key =
        read.problem === 'over_balance' ? 'jars.donate.overTarget' : 'jars.donate.invalid';
      setProblem(t(key, { amount: crystals(limit) }));
      return;
    }
    setProblem(null);
    const idempotencyKey = keys.keyFor(`${String(jar.id)}:${String(read.crystals)}`);
    donate.mutate({ jarId: jar.id, crystals: read.crystals, idempotencyKey });
  };
  const failure = donate.error === null ? null : (describeError(donate.error) ?? t('notify.error'));
  return (
    <Panel title={t('jars.donate.title')}>
      {progress.isOpen ? (
        <Stack component="form" gap="sm" onSubmit={submit}>
          <Text fz="sm" c="dimmed">
            {t('jars.donate.balance', { amount: crystals(balance) })}
            {balance > 0 ? null : (
              <>
                {' '}
                <Anchor component={Link} to={localePath('/profile/me/wallet')} fz="sm">
                  {t('jars.donate.buy')}
                </Anchor>
              </>
            )}
          </Text>
          <TextInput
            label={t('jars.donate.amount')}
            placeholder="10"
            inputMode="decimal"
            leftSection={<GemIcon size={16} />}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
          <Chip.Group>
            <Group gap={6}>
              {QUICK_AMOUNTS.filter((quick) => quick <= limit).map((quick) => (
                <Chip
                  key={quick}
                  size="xs"
                  checked={amount === String(quick)}
                  onChange={() => setAmount(String(quick))}
                >
                  {crystals(quick)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {progress.remaining === null ? null : (
            <Text fz="xs" c="dimmed">
              {t('jars.donate.remaining', { amount: crystals(progress.remaining) })}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {t('jars.donate.realOnly')}
          </Text>
          <FormError
            message={problem ?? failure}
            shortfall={shortfall ?? (problem === null ? shortfallIn(donate.error) : null)}
          />
          <Button type="submit" loading={donate.isPending} disabled={limit <= 0} fullWidth>
            {t('jars.donate.submit')}
          </Button>
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {jar.status === 'full' ? t('jars.donate.full') : t('jars.donate.broken')}
        </Text>
      )}
    </Panel>
  );
}
