// "Send crystals" on another player's profile: a modal with the amount, the sender's real balance
// and a reminder that transfers always move real crystals (demo mode or not). Each attempt carries
// its own Idempotency-Key, so a double click or a retry after a lost answer sends once.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { UserBrief } from '@clutch/contract/common';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { GemIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { describeError } from '../../../lib/api-error';
import { useAttemptKeys } from '../../../lib/attempt-key';
import { readAmount, useFormatCrystals } from '../../../lib/crystals';
import type { Shortfall } from '../../../lib/api-failure';
import { shortfallIn, typedShortfall } from '../../../lib/short-of-crystals';
import { showToast } from '../../../lib/toast';
import { useSendCrystals } from '../api/transfers';

interface SendProps {
  recipient: UserBrief;
  /** The sender's real balance, in crystals. */
  balance: number;
  /** The sender browses in demo mode: the transfer still moves real crystals. */
  isDemo: boolean;
}

function SendForm({ recipient, balance, isDemo, onDone }: SendProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const keys = useAttemptKeys();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const send = useSendCrystals((transfer) => {
    keys.finish();
    showToast(
      t('transfers.send.sent', {
        amount: crystals(transfer.amount),
        name: recipient.username,
      }),
      'success',
    );
    onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(amount, balance);
    // More than the balance: how many are missing, and where to buy them.
    const short = read.problem === 'over_balance' ? typedShortfall(amount, balance) : null;
    setShortfall(short);
    if (read.problem !== null) {
      setProblem(short === null ? t('transfers.send.invalid') : null);
      return;
    }
    setProblem(null);
    const idempotencyKey = keys.keyFor(`${String(recipient.id)}:${String(read.crystals)}`);
    send.mutate({ recipientId: recipient.id, crystals: read.crystals, idempotencyKey });
  };
  const failure = send.error === null ? null : (describeError(send.error) ?? t('notify.error'));
  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <Group gap="sm" wrap="nowrap">
        <UserAvatar username={recipient.username} src={recipient.avatar_url} size={40} />
        <Stack gap={0} miw={0}>
          <Text fz="xs" c="dimmed">
            {t('transfers.send.to')}
          </Text>
          <Text fw={700} truncate>
            {recipient.username}
          </Text>
        </Stack>
      </Group>
      <TextInput
        label={t('transfers.send.amount')}
        placeholder="10"
        inputMode="decimal"
        leftSection={<GemIcon size={16} />}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        data-autofocus
      />
      <Text fz="sm" c="dimmed" data-testid="transfer-balance">
        {t('transfers.send.balance', { amount: crystals(balance) })}
      </Text>
      <Text fz="xs" c={isDemo ? 'yellow.4' : 'dimmed'}>
        {isDemo ? t('transfers.send.realInDemo') : t('transfers.send.realOnly')}
      </Text>
      <FormError
        message={problem ?? failure}
        shortfall={shortfall ?? (problem === null ? shortfallIn(send.error) : null)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={send.isPending} disabled={balance <= 0}>
          {t('transfers.send.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

export function SendCrystalsButton(props: SendProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<GemIcon size={16} />} onClick={() => setOpen(true)}>
        {t('transfers.send.open')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('transfers.send.title')}
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <SendForm {...props} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
