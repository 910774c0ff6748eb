// Group chats full of members for the live-delivery tests (D1, G2), written straight into the test's
// database (the server has migrated it), as the bench's chat seed does: a thousand Argon2 sign-ups
// would take minutes. Members get access tokens signed with the child's JWT secret, with a made-up
// session id (the server checks only that a session is not revoked, without a database read).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { accessClaims, secretToken } from './forge.js';

export interface RoomMember {
  id: number;
  username: string;
  /** An access token valid for an hour. */
  token: string;
}

export interface SeededRoom {
  chatId: number;
  members: RoomMember[];
}

/** Groups for chat seeding: `rooms` group chats with `membersPerRoom` new users each (the first leads). */
export async function seedGroupRooms(
  databaseUrl: string,
  jwtSecret: string,
  rooms: number,
  membersPerRoom: number,
): Promise<SeededRoom[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const suffix = randomBytes(3).toString('hex');
    const users = await client.query<{ id: number; username: string }>(
      `INSERT INTO users (username)
       SELECT 'rl_' || $1 || '_' || g FROM generate_series(1, $2::int) AS g
       RETURNING id, username`,
      [suffix, rooms * membersPerRoom],
    );
    const now = Math.floor(Date.now() / 1000);
    const members = await Promise.all(
      users.rows.map(async (row) => ({
        id: Number(row.id),
        username: row.username,
        token: await secretToken(
          jwtSecret,
          accessClaims(Number(row.id), 2_000_000_000 - Number(row.id), { exp: now + 3600 }),
        ),
      })),
    );
    const seeded: SeededRoom[] = [];
    for (let room = 0; room < rooms; room += 1) {
      const mine = members.slice(room * membersPerRoom, (room + 1) * membersPerRoom);
      const owner = mine[0];
      if (!owner) throw new Error('seeding: a room without members');
      const chat = await client.query<{ id: number }>(
        `INSERT INTO chats (type, name, creator_id, invite_token, members_count)
         VALUES ('group', $1, $2, $3, $4) RETURNING id`,
        [
          `Reliability room ${String(room + 1)}`,
          owner.id,
          randomBytes(16).toString('hex'),
          mine.length,
        ],
      );
      const chatId = Number(chat.rows[0]?.id);
      if (!Number.isInteger(chatId)) throw new Error('seeding: no chat id returned');
      // The first member leads the group (role 1); the rest are plain members (role 3).
      await client.query(
        `INSERT INTO chat_members (chat_id, user_id, role)
         SELECT $1, u, CASE WHEN u = $3 THEN 1 ELSE 3 END FROM unnest($2::int[]) AS u`,
        [chatId, mine.map((member) => member.id), owner.id],
      );
      seeded.push({ chatId, members: mine });
    }
    return seeded;
  } finally {
    await client.end();
  }
}

/** The chat's messages as stored, in seq order. */
export async function storedMessages(
  databaseUrl: string,
  chatId: number,
): Promise<{ id: number; seq: number; senderId: number; txnId: string | null }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{
      id: number;
      seq: number;
      sender_id: number;
      txn_id: string | null;
    }>('SELECT id, seq, sender_id, txn_id FROM chat_messages WHERE chat_id = $1 ORDER BY seq', [
      chatId,
    ]);
    return result.rows.map((row) => ({
      id: Number(row.id),
      seq: Number(row.seq),
      senderId: Number(row.sender_id),
      txnId: row.txn_id,
    }));
  } finally {
    await client.end();
  }
}
