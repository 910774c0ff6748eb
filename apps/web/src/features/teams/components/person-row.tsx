// One person in a team list: avatar and name linking to their profile, and the actions that apply.
import { Anchor, Group, Stack } from '@mantine/core';
import type { UserBrief } from '@clutch/contract/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLocalePath } from '../../../lib/locale-navigation';

export function PersonRow({ user, children }: { user: UserBrief; children?: ReactNode }) {
  const localePath = useLocalePath();
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py={8}
      wrap="wrap"
      style={{ listStyle: 'none' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 140px' }}>
        <UserAvatar username={user.username} src={user.avatar_url} size={36} />
        <Anchor
          component={Link}
          to={localePath(`/profile/${String(user.id)}/info`)}
          fw={700}
          c="white"
          truncate
        >
          {user.username}
        </Anchor>
      </Group>
      {children === undefined ? null : (
        <Group gap={6} wrap="nowrap" ml="auto">
          {children}
        </Group>
      )}
    </Group>
  );
}

export function PersonList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} gap={0} p={0} m={0}>
      {children}
    </Stack>
  );
}
