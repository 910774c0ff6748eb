// The notification panel (spec 2, screen 4): a drawer from the header's bell with the list grouped
// by day, unread ones highlighted, more loaded as the reader nears the bottom, "mark all as read"
// and the sound / quiet-mode menu. Opening one marks it read and follows its link. Closing the panel
// clears the list, which starts over next time. Invitations open the tournament's invite modal.
import { Badge, Button, Center, Drawer, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import type { Notification } from '@clutch/contract/notifications';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChecksIcon } from '../../../components/ui/action-icons';
import { PaneLoadFailed, PaneLoader } from '../../../components/ui/list-status';
import { BellIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-navigation';
import { flattenPages } from '../../../lib/paged-list';
import {
  clearNotifications,
  notificationsQueryOptions,
  useMarkSeen,
  useNotificationPageSize,
} from '../api/notifications';
import { useInfiniteScroll } from '../infinite-scroll';
import { groupByDay, type DayLabel } from '../notification-groups';
import { notificationTarget } from '../notification-target';
import type { QuietModeValue } from '../quiet-mode';
import { NotificationItem } from './notification-item';
import classes from './notifications-panel.module.css';
import { QuietModeMenu } from './quiet-mode-menu';

export interface QuietModeControl {
  isSaving: boolean;
  onChoose: (value: QuietModeValue | null) => void;
}

interface NotificationsPanelProps {
  opened: boolean;
  onClose: () => void;
  me: Pick<Me, 'id' | 'unread_notifications' | 'quiet_mode_to'>;
  quietMode: QuietModeControl;
}

function useDayLabel(): (label: DayLabel) => string {
  const { t } = useTranslation();
  return (label) =>
    label.kind === 'date' ? formatDate(label.date) : t(`notifications.${label.kind}`);
}

function NotificationList({
  userId,
  isOpen,
  onOpenItem,
}: {
  userId: number;
  /** Stays mounted while the drawer slides out, but asks the server nothing then. */
  isOpen: boolean;
  onOpenItem: (item: Notification) => void;
}) {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const perPage = useNotificationPageSize();
  const list = useInfiniteQuery({ ...notificationsQueryOptions(userId, perPage), enabled: isOpen });
  const scroller = useRef<HTMLDivElement>(null);
  const canLoad = list.hasNextPage && !list.isFetchingNextPage;
  useInfiniteScroll(scroller, canLoad, () => void list.fetchNextPage());
  const groups = groupByDay(flattenPages(list.data), new Date());

  return (
    <div ref={scroller} className={classes.scroller} data-testid="notifications-scroller">
      {list.isPending ? (
        <PaneLoader />
      ) : list.isError ? (
        <PaneLoadFailed onRetry={() => void list.refetch()} />
      ) : groups.length === 0 ? (
        <Stack align="center" ta="center" gap="sm" py={48}>
          <ThemeIcon size={56} radius="xl" variant="light">
            <BellIcon size={28} />
          </ThemeIcon>
          <Text fw={700}>{t('notifications.none')}</Text>
          <Text c="dimmed" fz="sm">
            {t('notifications.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <>
          {groups.map((group) => (
            <section key={group.key} aria-label={dayLabel(group.label)}>
              <h3 className={classes.day}>{dayLabel(group.label)}</h3>
              <ul className={classes.list}>
                {group.items.map((item) => (
                  <NotificationItem
                    key={item.id}
                    notification={item}
                    onOpen={() => onOpenItem(item)}
                  />
                ))}
              </ul>
            </section>
          ))}
          {list.hasNextPage ? (
            <Center pt="sm">
              {/* Scrolling loads more by itself; the button serves keyboards and screen readers. */}
              <Button
                variant="subtle"
                size="xs"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {t('notifications.more')}
              </Button>
            </Center>
          ) : null}
        </>
      )}
    </div>
  );
}

export function NotificationsPanel({ opened, onClose, me, quietMode }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const markSeen = useMarkSeen(me.id);

  const openItem = (item: Notification) => {
    if (!item.seen) markSeen.mutate([item.id]);
    const target = notificationTarget(item);
    if (target !== null) {
      onClose();
      void navigate(localePath(target));
    }
  };

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(420px, 100vw)"
      onExitTransitionEnd={() => clearNotifications(queryClient)}
      classNames={{ content: classes.content }}
    >
      <Drawer.Overlay backgroundOpacity={0.45} blur={2} />
      <Drawer.Content>
        <Drawer.Header>
          <Group gap={8}>
            <Drawer.Title fw={800} fz="lg">
              {t('notifications.title')}
            </Drawer.Title>
            {me.unread_notifications > 0 ? (
              <Badge size="sm" variant="filled" data-testid="panel-unread">
                {t('notifications.unreadBadge', { count: me.unread_notifications })}
              </Badge>
            ) : null}
          </Group>
          <Drawer.CloseButton aria-label={t('common.close')} />
        </Drawer.Header>
        <div className={classes.toolbar}>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<ChecksIcon size={16} />}
            disabled={me.unread_notifications === 0}
            loading={markSeen.isPending && markSeen.variables === null}
            onClick={() => markSeen.mutate(null)}
          >
            {t('notifications.readAll')}
          </Button>
          <QuietModeMenu
            quietModeTo={me.quiet_mode_to}
            isSaving={quietMode.isSaving}
            onChoose={quietMode.onChoose}
          />
        </div>
        <NotificationList userId={me.id} isOpen={opened} onOpenItem={openItem} />
      </Drawer.Content>
    </Drawer.Root>
  );
}
