// One notification in the panel: who or what it is about, its text for the type, the time, and an
// unread mark (highlighted background, a dot, and "Unread" for screen readers).
import { Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@clutch/contract/notifications';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatTime } from '../../../lib/format';
import classes from './notifications-panel.module.css';

function useNotificationText(notification: Notification): string {
  const { t } = useTranslation();
  const { atributtes: attributes, type } = notification;
  if (type === 'system') return attributes.text ?? t('notifications.types.system');
  return t(`notifications.types.${type}`, {
    name: attributes.user?.username ?? t('notifications.someone'),
    team: attributes.team?.name ?? '',
  });
}

export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const text = useNotificationText(notification);
  const user = notification.atributtes.user;
  const isUnread = !notification.seen;
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-unread={isUnread || undefined}
        onClick={onOpen}
        data-testid="notification"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {user === undefined ? (
            <ThemeIcon size={36} radius="xl" variant="light">
              <BellIcon size={18} />
            </ThemeIcon>
          ) : (
            <UserAvatar username={user.username} src={user.avatar_url} size={36} />
          )}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fz="sm" fw={isUnread ? 700 : 500} c={isUnread ? 'white' : 'dark.1'} lh={1.35}>
              {isUnread ? <VisuallyHidden>{t('notifications.unreadMark')} </VisuallyHidden> : null}
              {text}
            </Text>
            <Text fz="xs" c="dimmed" component="time" dateTime={notification.created}>
              {formatTime(notification.created)}
            </Text>
          </Stack>
          {isUnread ? <span className={classes.dot} aria-hidden="true" /> : null}
        </Group>
      </UnstyledButton>
    </li>
  );
}
