// The signed-in user's avatar (and name on wide screens), linking to their profile as the spec asks.
import { Avatar, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './profile-avatar-link.module.css';

export function ProfileAvatarLink({
  me,
  to,
  showName = true,
}: {
  me: Me;
  to: string;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.link}
      aria-label={t('header.profileLink', { username: me.username })}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar src={me.avatar_url} alt="" radius="xl" size={32} color="clutch" variant="filled">
          {me.username.slice(0, 1).toUpperCase()}
        </Avatar>
        {showName ? (
          <Text fw={700} fz="sm" truncate maw={110} data-testid="current-username" visibleFrom="lg">
            {me.username}
          </Text>
        ) : null}
        {me.is_demo ? (
          <Badge size="xs" color="yellow" variant="light" style={{ flexShrink: 0 }}>
            {t('header.demo')}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
