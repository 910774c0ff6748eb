// Ends the live connections of a revoked session on every instance.
import { CLOSE_CODES } from '@clutch/contract/realtime';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { RealtimeGateway } from '../../platform/realtime/gateway.js';
import type { AppEvent } from '../../app-events.js';
import type { RevokedSessions } from './revocations.js';

export function registerAuthRealtime(
  gateway: RealtimeGateway,
  bus: EventBus<AppEvent>,
  revoked: RevokedSessions,
): void {
  bus.subscribe((event) => {
    if (event.type !== 'SessionRevoked') return;
    revoked.add(event.sessionId);
    const banned = event.reason === 'banned';
    gateway.disconnectSession(
      event.sessionId,
      banned ? CLOSE_CODES.userBanned : CLOSE_CODES.sessionRevoked,
      banned ? 'User banned' : 'Session revoked',
    );
  });
}
