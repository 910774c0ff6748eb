// Chats for the chat section, written straight into the bench database (the server has migrated
// it): a group with 100,000 messages would take minutes through the API's send limit, and a channel
// of 5,000 members would take 5,000 Argon2 sign-ups. Rows look as the server writes them: messages
// numbered 1..N without gaps, the chat's counters matching.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `work` on a connection of its own to the bench database. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const idOf = (result: pg.QueryResult<{ id: unknown }>): number => {
  const id = result.rows[0]?.id;
  if (typeof id !== 'number') throw new Error('seeding: no id returned');
  return id;
};

async function insertChat(
  client: pg.Client,
  type: 'group' | 'channel',
  ownerId: number,
): Promise<number> {
  const chat = idOf(
    await client.query<{ id: unknown }>(
      `INSERT INTO chats (type, name, creator_id, invite_token, members_count)
       VALUES ($1, $2, $3, $4, 1) RETURNING id`,
      [type, `Bench ${type}`, ownerId, randomBytes(16).toString('hex')],
    ),
  );
  await client.query('INSERT INTO chat_members (chat_id, user_id, role) VALUES ($1, $2, 1)', [
    chat,
    ownerId,
  ]);
  return chat;
}

/** A group the user leads, holding `messages` messages from them, numbered 1..N. */
export async function seedGroupWithMessages(
  url: string,
  ownerId: number,
  messages: number,
): Promise<number> {
  return withClient(url, async (client) => {
    const chat = await insertChat(client, 'group', ownerId);
    await client.query(
      `INSERT INTO chat_messages (chat_id, seq, ordinal, sender_id, content_text, created_at)
       SELECT $1, g, g, $2, 'Bench message number ' || g, now() - ($3 - g) * interval '1 second'
         FROM generate_series(1, $3::int) AS g`,
      [chat, ownerId, messages],
    );
    await client.query(
      `UPDATE chats SET last_seq = $2, last_ordinal = $2, last_message_at = now(),
              last_message_id = (SELECT max(id) FROM chat_messages WHERE chat_id = $1)
        WHERE id = $1`,
      [chat, messages],
    );
    await client.query(
      'UPDATE chat_members SET last_read_seq = $2, last_read_ordinal = $2 WHERE chat_id = $1',
      [chat, messages],
    );
    await client.query('ANALYZE chat_messages');
    return chat;
  });
}

/** A channel the user leads, with `members` more users (made here, never signed in) as readers. */
export async function seedChannelWithMembers(
  url: string,
  ownerId: number,
  members: number,
): Promise<{ channelId: number; memberIds: number[] }> {
  return withClient(url, async (client) => {
    const channelId = await insertChat(client, 'channel', ownerId);
    const suffix = randomBytes(3).toString('hex');
    const users = await client.query<{ id: unknown }>(
      `INSERT INTO users (username) SELECT 'bm_' || $1 || '_' || g FROM generate_series(1, $2::int) AS g
       RETURNING id`,
      [suffix, members],
    );
    const memberIds = users.rows.map((row) => Number(row.id));
    await client.query(
      `INSERT INTO chat_members (chat_id, user_id, role) SELECT $1, unnest($2::int[]), 3`,
      [channelId, memberIds],
    );
    await client.query('UPDATE chats SET members_count = $2 WHERE id = $1', [
      channelId,
      members + 1,
    ]);
    await client.query('ANALYZE chat_members');
    return { channelId, memberIds };
  });
}

/** `count` groups the user leads, no messages in them: a full chat list to page through. */
export async function seedGroups(url: string, ownerId: number, count: number): Promise<void> {
  await withClient(url, async (client) => {
    for (let i = 0; i < count; i += 1) await insertChat(client, 'group', ownerId);
  });
}
