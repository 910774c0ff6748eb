// Tells both people when anything between them changed (requests, friendship, blocks), so open
// friends lists and profile pages refetch instead of waiting for a reload.
import { USER_UPDATE_ACTIONS } from '@clutch/contract/notifications';
import type { AppEvent } from '../../app-events.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { RealtimeGateway } from '../../platform/realtime/gateway.js';
import { rooms } from '../../platform/realtime/rooms.js';

export function registerFriendsRealtime(gateway: RealtimeGateway, bus: EventBus<AppEvent>): void {
  bus.subscribe((event) => {
    if (event.type !== 'FriendsChanged') return;
    const [a, b] = event.userIds;
    const action = USER_UPDATE_ACTIONS.friendsChanged;
    gateway.push(rooms.user(a), { action, data: { user_id: b } });
    gateway.push(rooms.user(b), { action, data: { user_id: a } });
  });
}
