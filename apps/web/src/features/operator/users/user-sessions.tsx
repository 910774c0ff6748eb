// A user's live sessions (device, address, since, until) and ending all of them with a reason: they
// are signed out everywhere and their sockets close.
import { Button, Table, Text } from '@mantine/core';
import type { OperatorUser } from '@clutch/contract/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-error';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { ReasonModal } from '../components/reason-field';
import { useRevokeSessions } from './users-api';

export function UserSessions({ user }: { user: OperatorUser }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const revoke = useRevokeSessions(user.id);
  return (
    <Panel
      title={t('operatorDesk.sessions.title')}
      count={user.sessions.length}
      controls={
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={user.sessions.length === 0}
          onClick={() => {
            revoke.reset();
            setIsAsking(true);
          }}
        >
          {t('operatorDesk.sessions.revokeAll')}
        </Button>
      }
    >
      {user.sessions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('operatorDesk.sessions.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('operatorDesk.sessions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operatorDesk.sessions.device')}</Table.Th>
                <Table.Th>{t('operatorDesk.sessions.ip')}</Table.Th>
                <Table.Th>{t('operatorDesk.sessions.since')}</Table.Th>
                <Table.Th>{t('operatorDesk.sessions.expires')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.sessions.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>
                    <Text fz="sm" lineClamp={1} title={session.user_agent ?? undefined}>
                      {session.user_agent ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{session.ip ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(session.created_at)}</Table.Td>
                  <Table.Td>{formatDateTime(session.expires_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReasonModal
        opened={isAsking}
        title={t('operatorDesk.sessions.revokeTitle', { name: user.username })}
        confirmLabel={t('operatorDesk.sessions.revokeAll')}
        confirmColor="red"
        isPending={revoke.isPending}
        error={describeError(revoke.error)}
        onClose={() => setIsAsking(false)}
        onConfirm={(reason) =>
          revoke.mutate(reason, {
            onSuccess: ({ revoked }) => {
              setIsAsking(false);
              showToast(t('operatorDesk.sessions.revoked', { number: revoked }), 'success');
            },
          })
        }
      >
        {t('operatorDesk.sessions.revokeText')}
      </ReasonModal>
    </Panel>
  );
}
