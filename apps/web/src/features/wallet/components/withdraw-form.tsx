// The withdraw panel: closed with an explanation in demo mode (withdrawals are real-only) or while
// the account has a withdrawal ban; otherwise the limits and the form, once networks and limits load.
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-navigation';
import { networksQueryOptions, withdrawLimitsQueryOptions } from '../api/withdrawals';
import { WithdrawFields } from './withdraw-fields';
import { WithdrawLimits } from './withdraw-limits';
import { Panel } from '../../../components/ui/panel';

type WithdrawingMe = Pick<Me, 'balance' | 'is_demo' | 'bans'>;

function Closed({ title, text }: { title: string; text: string }) {
  return (
    <Alert color="gray" variant="light" radius="md" icon={<LockIcon size={18} />} title={title}>
      {text}
    </Alert>
  );
}

/** Why the form is closed: a withdrawal ban (until when, null for good), demo mode, or nothing. */
type ClosedReason = { kind: 'banned'; until: string | null } | { kind: 'demo' } | null;

function closedReason(me: WithdrawingMe): ClosedReason {
  const ban = me.bans.withdrawal;
  if (ban.status)
    return { kind: 'banned', until: ban.duration === 'forever' ? null : ban.duration };
  return me.is_demo ? { kind: 'demo' } : null;
}

function ClosedNotice({ reason }: { reason: Exclude<ClosedReason, null> }) {
  const { t } = useTranslation();
  if (reason.kind === 'demo')
    return <Closed title={t('wallet.withdraw.demoTitle')} text={t('wallet.withdraw.demoText')} />;
  return (
    <Closed
      title={t('wallet.withdraw.bannedTitle')}
      text={
        reason.until === null
          ? t('wallet.withdraw.bannedForever')
          : t('wallet.withdraw.bannedUntil', { until: formatDateTime(reason.until) })
      }
    />
  );
}

function PaymentSettingsHint() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Text fz="xs" c="dimmed">
      {t('wallet.withdraw.paymentHint')}{' '}
      <Anchor component={Link} to={localePath('/profile/me/settings')} fz="xs">
        {t('wallet.withdraw.paymentLink')}
      </Anchor>
    </Text>
  );
}

function OpenWithdraw({ balance }: { balance: number }) {
  const networks = useQuery(networksQueryOptions());
  const limits = useQuery(withdrawLimitsQueryOptions());
  if (networks.data === undefined || limits.data === undefined)
    return (
      <ListStatus
        isPending={networks.isPending || limits.isPending}
        isError={networks.isError || limits.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => {
          void networks.refetch();
          void limits.refetch();
        }}
      >
        <Center py="md">
          <Loader size="sm" />
        </Center>
      </ListStatus>
    );
  const context = { networks: networks.data, limits: limits.data, balance };
  return (
    <Stack gap="md">
      <WithdrawLimits limits={limits.data} />
      <WithdrawFields context={context} footer={<PaymentSettingsHint />} />
    </Stack>
  );
}

export function WithdrawForm({ me }: { me: WithdrawingMe }) {
  const { t } = useTranslation();
  const closed = closedReason(me);
  return (
    <Panel gap="md" title={t('wallet.withdraw.title')}>
      {closed === null ? <OpenWithdraw balance={me.balance} /> : <ClosedNotice reason={closed} />}
    </Panel>
  );
}
