// user-updates pushes of notifications: each new one as it is created, and which were read (so
// other tabs unhighlight them). profile/me's unread_notifications follows through profileChangedBy.
import { USER_UPDATE_ACTIONS } from '@clutch/contract/notifications';
import type { AppEvent } from '../../app-events.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { RealtimeGateway } from '../../platform/realtime/gateway.js';
import { rooms } from '../../platform/realtime/rooms.js';

export function registerNotificationsRealtime(
  gateway: RealtimeGateway,
  bus: EventBus<AppEvent>,
): void {
  bus.subscribe((event) => {
    if (event.type === 'NotificationCreated') {
      gateway.push(
        rooms.user(event.userId),
        { action: USER_UPDATE_ACTIONS.notification, data: event.notification },
        event.version,
      );
    } else if (event.type === 'NotificationsSeen') {
      gateway.push(
        rooms.user(event.userId),
        {
          action: USER_UPDATE_ACTIONS.notificationsSeen,
          data: { ids: event.ids, unread_notifications: event.unread },
        },
        event.version,
      );
    }
  });
}
