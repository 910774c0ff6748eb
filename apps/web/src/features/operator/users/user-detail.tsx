// One user as staff see them: who they are, their staff roles, active bans (each ended by unban),
// a new ban, their live sessions (all ended at once) and their ledger.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PaneLoadFailed, PaneLoader } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatDateTime } from '../../../lib/format';
import { BanForm } from './ban-form';
import { UserBans } from './user-bans';
import { UserLedger } from './user-ledger';
import { UserSessions } from './user-sessions';
import { operatorUserQueryOptions } from './users-api';

export function UserDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useQuery(operatorUserQueryOptions(id));
  if (user.isPending) return <PaneLoader />;
  if (user.isError) return <PaneLoadFailed onRetry={() => void user.refetch()} />;
  const { data } = user;
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <UserAvatar username={data.username} src={data.avatar_url} size={56} />
        <Stack gap={2}>
          <Title order={3}>{data.username}</Title>
          <Text fz="sm" c="dimmed">
            {t('operatorDesk.users.summary', {
              id: String(data.id),
              email: data.email ?? t('operatorDesk.users.noEmail'),
              country: data.country ?? '—',
              date: formatDateTime(data.created_at),
            })}
          </Text>
          <Group gap={6}>
            {data.roles.map((role) => (
              <Badge key={role} variant="light">
                {t(`operatorDesk.roles.${role}`)}
              </Badge>
            ))}
            {data.is_banned ? (
              <Badge color="red" variant="light">
                {t('operatorDesk.users.banned')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <Panel title={t('operatorDesk.bans.title')} count={data.bans.length}>
        <UserBans user={data} />
        <BanForm userId={data.id} />
      </Panel>
      <UserSessions user={data} />
      <UserLedger userId={data.id} />
    </Stack>
  );
}
