// What the suite asks of the operator console: there is no account-wide ban, so a "banned user" is
// one an admin bans from activities and then signs out everywhere (`operator/users/{id}/...`).
import { api, expectStatus, type Player } from './api-client.js';

export type BanKind = 'withdrawal' | 'tournament' | 'quick_match' | 'chat';

/** Bans `userId` for good from each of `kinds`, with `reason`, as the admin. */
export async function banFrom(
  origin: string,
  admin: Player,
  userId: number,
  kinds: readonly BanKind[],
  reason: string,
): Promise<void> {
  for (const kind of kinds)
    expectStatus(
      `ban ${kind}`,
      await api(origin, `/api/operator/users/${String(userId)}/bans/`, {
        method: 'POST',
        token: admin.tokens.access,
        body: { kind, forever: true, reason },
      }),
      201,
    );
}

/** Ends every session of `userId` (their tokens refused, their sockets closed), as the admin. */
export async function endSessions(
  origin: string,
  admin: Player,
  userId: number,
  reason: string,
): Promise<void> {
  expectStatus(
    'revoke sessions',
    await api(origin, `/api/operator/users/${String(userId)}/sessions/revoke/`, {
      method: 'POST',
      token: admin.tokens.access,
      body: { reason },
    }),
    200,
  );
}
