// STUB (being written): group-chat-updates.
import type { AppEvent } from '../../app-events.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { RealtimeGateway } from '../../platform/realtime/gateway.js';
import type { MessagesService } from './messages.service.js';

export function registerMessengerRealtime(
  gateway: RealtimeGateway,
  bus: EventBus<AppEvent>,
  messages: MessagesService,
): void {
  void gateway;
  void bus;
  void messages;
}
