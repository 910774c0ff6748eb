// A user's active bans: kind, end ('forever' or a date), the reason, and unban (a reason asked).
import { Button, Table, Text } from '@mantine/core';
import type { OperatorUser } from '@clutch/contract/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { ReasonModal } from '../components/reason-field';
import { useUnbanUser, type BanInput } from './users-api';

type BanKind = BanInput['kind'];

export function UserBans({ user }: { user: OperatorUser }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<BanKind | null>(null);
  const unban = useUnbanUser(user.id);
  if (user.bans.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('operatorDesk.bans.none')}
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t('operatorDesk.bans.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operatorDesk.bans.kind')}</Table.Th>
              <Table.Th>{t('operatorDesk.bans.until')}</Table.Th>
              <Table.Th>{t('operatorDesk.bans.reason')}</Table.Th>
              <Table.Th>{t('operatorDesk.bans.since')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {user.bans.map((ban) => (
              <Table.Tr key={ban.id} data-testid="operator-ban">
                <Table.Td>{t(`banBanner.kinds.${ban.kind}`)}</Table.Td>
                <Table.Td>
                  {ban.until === null ? t('operatorDesk.bans.forever') : formatDateTime(ban.until)}
                </Table.Td>
                <Table.Td>{ban.reason ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(ban.created_at)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      unban.reset();
                      setKind(ban.kind);
                    }}
                  >
                    {t('operatorDesk.bans.unban')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ReasonModal
        opened={kind !== null}
        title={t('operatorDesk.bans.unbanTitle', {
          kind: kind === null ? '' : t(`banBanner.kinds.${kind}`),
          name: user.username,
        })}
        confirmLabel={t('operatorDesk.bans.unban')}
        isPending={unban.isPending}
        error={describeError(unban.error)}
        onClose={() => setKind(null)}
        onConfirm={(reason) => {
          if (kind === null) return;
          unban.mutate(
            { kind, reason },
            {
              onSuccess: () => {
                setKind(null);
                showToast(t('operatorDesk.bans.unbanned'), 'success');
              },
            },
          );
        }}
      />
    </>
  );
}
