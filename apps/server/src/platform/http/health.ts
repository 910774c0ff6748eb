// GET /api/health/: 200 once the server can reach its database and event bus, 503 otherwise.
import { healthEndpoints } from '@clutch/contract/health';
import { AppError } from '@clutch/contract/errors';
import type { Database } from '../db/database.js';
import type { EventBus } from '../realtime/bus.js';
import type { Mount } from './mount.js';

export const VERSION = '0.1.0';

export function registerHealth(mount: Mount, database: Database, bus: EventBus): void {
  mount(healthEndpoints.health, async () => {
    const databaseOk = await database.ping();
    const busOk = bus.isHealthy();
    if (!databaseOk || !busOk) {
      throw new AppError('unavailable', 'Not ready.', {
        extra: {
          database: { ok: databaseOk, kind: database.kind },
          bus: { ok: busOk, kind: bus.kind },
        },
      });
    }
    return {
      status: 'ok' as const,
      database: { ok: databaseOk, kind: database.kind },
      bus: { ok: busOk, kind: bus.kind },
      version: VERSION,
    };
  });
}
