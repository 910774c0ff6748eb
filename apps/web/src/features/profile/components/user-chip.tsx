// The signed-in user's avatar and username, as the header shows them.
import { Avatar, Badge, Group, Text } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useTranslation } from 'react-i18next';

export function UserChip({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" title={t('header.signedInAs', { username: me.username })}>
      <Avatar src={me.avatar_url} alt="" radius="xl" size={32} color="clutch" variant="filled">
        {me.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <Text fw={700} fz="sm" truncate maw={160} data-testid="current-username">
        {me.username}
      </Text>
      {me.is_demo ? (
        <Badge size="xs" color="yellow" variant="light">
          {t('header.demo')}
        </Badge>
      ) : null}
    </Group>
  );
}
