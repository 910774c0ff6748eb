// Steam accounts for tests: real matches seat players by their SteamID64, so a player of a real
// lobby or a real tournament match has one linked (as signing in with Steam would leave it).
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/auth/auth.tables.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';

/** A SteamID64 for a user id: 7656119 followed by ten digits, unique per user. */
export const steamIdOf = (userId: number) => `7656119${String(8_000_000_000 + userId)}`;

export async function linkSteam(t: TestApp, user: TestUser): Promise<string> {
  const steamId = steamIdOf(user.id);
  await t.database.db.update(users).set({ steamId }).where(eq(users.id, user.id));
  return steamId;
}
