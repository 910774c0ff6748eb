// The card at the top of a profile or team page: a banner, the avatar overlapping it, the name with
// whatever details the page shows under it, and the viewer's actions on the right.
import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './entity-header.module.css';

export function EntityHeader({
  avatar,
  name,
  details,
  actions,
  shape = 'round',
}: {
  avatar: ReactNode;
  name: string;
  details: ReactNode;
  actions?: ReactNode;
  shape?: 'round' | 'square';
}) {
  return (
    <div className={shape === 'square' ? `${classes.card} ${classes.square}` : classes.card}>
      <div className={classes.banner} />
      <div className={classes.body}>
        <div className={classes.identity}>
          <div className={classes.avatar}>{avatar}</div>
          <Stack gap={6} className={classes.name}>
            <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.15}>
              {name}
            </Title>
            {details}
          </Stack>
        </div>
        {actions === undefined ? null : (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </div>
    </div>
  );
}
