// A real match seats players by their Steam account, so quick-match lobbies refuse players without
// one. Bench users get one linked as signing in through Steam would leave it (the bench has no
// Steam stand-in), written straight into the bench database.
import pg from 'pg';

/** Steam ids of bench players: this base plus the user id, clear of the MatchZy seed's range. */
const STEAM_ID_BASE = 76_561_198_500_000_000n;

export async function linkSteam(
  databaseUrl: string,
  users: readonly { id: number }[],
): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const user of users)
      await db.query('UPDATE users SET steam_id = $1 WHERE id = $2', [
        String(STEAM_ID_BASE + BigInt(user.id)),
        user.id,
      ]);
  } finally {
    await db.end();
  }
}
