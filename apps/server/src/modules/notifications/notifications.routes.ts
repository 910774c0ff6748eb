// HTTP adapter of the notifications module.
import {
  NOTIFICATION_SETTINGS_PER_PAGE,
  NOTIFICATIONS_PER_PAGE,
  notificationsEndpoints as api,
} from '@clutch/contract/notifications';
import type { Mount } from '../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import type { NotificationsService } from './notifications.service.js';

export function registerNotificationsRoutes(
  mount: Mount,
  notifications: NotificationsService,
): void {
  mount(
    api.list,
    async ({ caller, params, query, request }) => {
      const page = pageRequest(query, NOTIFICATIONS_PER_PAGE);
      return pageAnswer(request, page, await notifications.list(caller.id, params.id, page));
    },
    { compiledResponse: true },
  );
  mount(api.markSeen, ({ caller, params, body }) =>
    notifications.markSeen(caller.id, params.id, body),
  );
  mount(api.settings, async ({ caller, query, request }) => {
    const page = pageRequest(query, NOTIFICATION_SETTINGS_PER_PAGE);
    return pageAnswer(request, page, await notifications.settings(caller.id, page));
  });
  mount(api.updateSettings, ({ caller, body }) => notifications.updateSettings(caller.id, body));
}
