// Demo data for a first start on the embedded database: a few confirmed players to sign in as.
import type { FastifyBaseLogger } from 'fastify';
import type { App } from './app.js';

export const DEMO_PASSWORD = 'clutch-demo-2026';
const DEMO_USERS = [
  { email: 'alice@demo.clutch.gg', username: 'alice', country: 'UA' },
  { email: 'bob@demo.clutch.gg', username: 'bob', country: 'DE' },
  { email: 'chen@demo.clutch.gg', username: 'chen', country: 'CN' },
] as const;

export async function seedDemo(app: App, logger: FastifyBaseLogger): Promise<void> {
  let created = 0;
  for (const user of DEMO_USERS) {
    try {
      await app.auth.register(
        { ...user, password: DEMO_PASSWORD, repeat_password: DEMO_PASSWORD },
        {},
      );
      created += 1;
    } catch {
      // Already there from an earlier start.
    }
  }
  if (created > 0)
    logger.info(
      { users: DEMO_USERS.map((u) => u.email), password: DEMO_PASSWORD },
      'demo users created',
    );
}
