// One person in a list: avatar and name linking to their profile, an optional badge beside the name
// and line under it, and the actions that apply. Wraps the actions below the name on narrow screens.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { UserBrief } from '@clutch/contract/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../ui/user-avatar';
import { useLocalePath } from '../../lib/locale-navigation';

/** `md`: a 40 px avatar, the name's column from 160 px; `sm`: 36 px and 140 px. */
const SIZES = { md: { avatar: 40, basis: 160 }, sm: { avatar: 36, basis: 140 } };

export function PersonRow({
  user,
  note,
  badge,
  size = 'md',
  children,
}: {
  user: UserBrief;
  note?: ReactNode;
  /** Beside the name (a role); a row given this slot, even empty, sets its note 2 px lower. */
  badge?: ReactNode;
  size?: keyof typeof SIZES;
  children?: ReactNode;
}) {
  const localePath = useLocalePath();
  const { avatar, basis } = SIZES[size];
  const name = (
    <Anchor
      component={Link}
      to={localePath(`/profile/${String(user.id)}/info`)}
      fw={700}
      c="white"
      truncate
    >
      {user.username}
    </Anchor>
  );
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
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: `1 1 ${String(basis)}px` }}>
        <UserAvatar username={user.username} src={user.avatar_url} size={avatar} />
        <Stack gap={badge === undefined ? 0 : 2} miw={0}>
          {badge === undefined ? (
            name
          ) : (
            <Group gap={6} wrap="nowrap">
              {name}
              {badge}
            </Group>
          )}
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
