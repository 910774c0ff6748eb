// One person in a list: avatar and name linking to their profile, an optional line under the name,
// and the actions that apply. Wraps the actions below the name on narrow screens.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { UserBrief } from '@clutch/contract/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLocalePath } from '../../../lib/locale-navigation';

export function PersonRow({
  user,
  note,
  children,
}: {
  user: UserBrief;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const localePath = useLocalePath();
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py={8}
      wrap="wrap"
      data-testid="person"
      style={{ listStyle: 'none' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 160px' }}>
        <UserAvatar username={user.username} src={user.avatar_url} size={40} />
        <Stack gap={0} miw={0}>
          <Anchor
            component={Link}
            to={localePath(`/profile/${String(user.id)}/info`)}
            fw={700}
            c="white"
            truncate
          >
            {user.username}
          </Anchor>
          {note === undefined ? null : (
            <Text fz="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Stack>
      </Group>
      {children === undefined ? null : (
        <Group gap={6} wrap="nowrap" ml="auto">
          {children}
        </Group>
      )}
    </Group>
  );
}

/** A list of PersonRow items without bullets or indentation. */
export function PeopleList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} gap={0} p={0} m={0}>
      {children}
    </Stack>
  );
}
