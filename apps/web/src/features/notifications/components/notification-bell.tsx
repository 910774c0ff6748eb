// The header's notification bell with the unread badge (profile.unread_notifications, "99+" above 99);
// it opens the notification panel.
import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/ui/icons';
import { formatBadgeCount } from '../../../lib/format';

export function NotificationBell({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Indicator
      label={formatBadgeCount(unread)}
      size={18}
      offset={6}
      disabled={unread <= 0}
      color="clutch"
      fw={700}
      data-testid="notification-badge"
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={t('header.notifications', { count: unread })}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <BellIcon size={20} />
      </ActionIcon>
    </Indicator>
  );
}
