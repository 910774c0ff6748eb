// How each notification type reaches the user (GET profile/notification-settings/?page_size=20,
// POST profile/update-notification-settings/). A switch changes at once; the server's answer (every
// setting) replaces the list, and a failure puts the switch back.
import {
  NOTIFICATION_SETTINGS_PER_PAGE,
  notificationsEndpoints,
  type NotificationSetting,
  type NotificationType,
} from '@clutch/contract/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './notifications';

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'settings'],
    queryFn: () =>
      call(notificationsEndpoints.settings, {
        query: { page: 1, page_size: NOTIFICATION_SETTINGS_PER_PAGE },
      }),
    select: (page) => page.results,
  });
}

export interface SettingChange {
  type: NotificationType;
  channel: 'in_app' | 'email';
  isOn: boolean;
}

export function applySettingChange(
  settings: readonly NotificationSetting[],
  change: SettingChange,
): NotificationSetting[] {
  return settings.map((setting) =>
    setting.type === change.type ? { ...setting, [change.channel]: change.isOn } : setting,
  );
}

export function useUpdateNotificationSetting() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationSettingsQueryOptions();
  return useMutation({
    mutationFn: (change: SettingChange) =>
      call(notificationsEndpoints.updateSettings, {
        body: [
          change.channel === 'in_app'
            ? { type: change.type, in_app: change.isOn }
            : { type: change.type, email: change.isOn },
        ],
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (page) =>
        page === undefined ? page : { ...page, results: applySettingChange(page.results, change) },
      );
      return before;
    },
    onSuccess: (settings) =>
      queryClient.setQueryData(queryKey, (page) =>
        page === undefined ? page : { ...page, results: settings },
      ),
    onError: (_error, _change, before) => queryClient.setQueryData(queryKey, before),
  });
}
