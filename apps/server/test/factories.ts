// Test data through the same services the API uses.
import { randomBytes } from 'node:crypto';
import type { TestApp } from './harness.js';

export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
  access: string;
  refresh: string;
  headers: { authorization: string };
}

export async function createUser(
  t: TestApp,
  overrides: Partial<{ email: string; username: string; password: string; country: string }> = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const email = overrides.email ?? `player-${suffix}@example.com`;
  const username = overrides.username ?? `player_${suffix}`;
  const password = overrides.password ?? `Zx!${suffix}-long-enough`;
  const tokens = await t.auth.register(
    { email, username, password, repeat_password: password, country: overrides.country ?? 'UA' },
    {},
  );
  const me = await t.auth.verifyAccess(tokens.access);
  return {
    id: me.id,
    email,
    username,
    password,
    ...tokens,
    headers: { authorization: `Token ${tokens.access}` },
  };
}
