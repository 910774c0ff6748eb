// user-updates: a user subscribes to their own profile and receives it again whenever it changes.
import type { AppEvent } from '../../app-events.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { RealtimeGateway } from '../../platform/realtime/gateway.js';
import { rooms } from '../../platform/realtime/rooms.js';
import { meChangedBy, type MeContribution } from './me-parts.js';
import type { ProfilesService } from './profiles.service.js';

export function registerProfilesRealtime(
  gateway: RealtimeGateway,
  bus: EventBus<AppEvent>,
  profiles: ProfilesService,
  meParts: readonly MeContribution[],
): void {
  const ownProfileOnly = async (connection: { userId: number }, pk: number) => {
    if (pk !== connection.userId) {
      return { status: 403, errors: ['You may only subscribe to your own profile.'] };
    }
    return { status: 201, data: await profiles.getMe(pk), join: rooms.user(pk) };
  };
  gateway.handle('user-updates', 'subscribe_instance', (connection, message) =>
    message.action === 'subscribe_instance'
      ? ownProfileOnly(connection, message.pk)
      : Promise.resolve({ status: 400 }),
  );
  gateway.handle('user-updates', 'subscribe_to_user_activity', (connection, message) =>
    message.action === 'subscribe_to_user_activity'
      ? ownProfileOnly(connection, message.pk)
      : Promise.resolve({ status: 400 }),
  );
  gateway.handle('user-updates', 'unsubscribe_instance', (connection) =>
    Promise.resolve({ status: 204, leave: rooms.user(connection.userId) }),
  );

  // Reads for two quick changes can finish out of order; a push older than one already sent would
  // undo it on the client, so it is dropped. Kept only while the user has subscribers here.
  const pushed = new Map<number, number>();
  const pushMe = (userId: number) => {
    profiles.invalidate(userId);
    if (!gateway.hasMembers(rooms.user(userId))) return;
    // Read after commit, so the push carries what the database now says.
    profiles.getFreshMe(userId).then(
      (me) => {
        if (me.version < (pushed.get(me.id) ?? 0)) return;
        const sent = gateway.push(rooms.user(me.id), { action: 'update', data: me }, me.version);
        if (sent > 0) pushed.set(me.id, me.version);
        else pushed.delete(me.id);
      },
      () => undefined,
    );
  };
  bus.subscribe((event) => {
    for (const userId of meChangedBy(meParts, event)) pushMe(userId);
  });
}
