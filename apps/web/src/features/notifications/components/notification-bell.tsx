// The header's notification bell with the unread badge (profile.unread_notifications, "99+" above 99),
// and the panel it opens. The notification list itself arrives with the notifications issue.
import { ActionIcon, Indicator, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
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
        onClick={onOpen}
      >
        <BellIcon size={20} />
      </ActionIcon>
    </Indicator>
  );
}

export function NotificationsPanel({
  opened,
  onClose,
  unread,
}: {
  opened: boolean;
  onClose: () => void;
  unread: number;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('notifications.title')}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <BellIcon size={28} />
        </ThemeIcon>
        <Text fw={700}>
          {unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.none')}
        </Text>
        <Text c="dimmed" fz="sm">
          {t('notifications.comingSoon')}
        </Text>
      </Stack>
    </Modal>
  );
}
