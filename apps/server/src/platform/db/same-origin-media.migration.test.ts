// Migration 0015 rewrites the absolute media URLs earlier versions stored (on PUBLIC_URL, often
// http://localhost:3000) to same-origin `/media/<key>` paths, and leaves every other address alone.
// Run against a migrated database: the statements are replayed on rows written the old way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { migrationsFolder } from './database.js';
import { rawFirstColumn } from './raw-rows.js';

const statements = readFileSync(join(migrationsFolder(), '0015_same_origin_media.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement !== '');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function avatarAfterMigration(userId: number, stored: string): Promise<unknown> {
  await t.database.db.execute(sql`UPDATE users SET avatar_url = ${stored} WHERE id = ${userId}`);
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
  return rawFirstColumn(
    await t.database.db.execute(sql`SELECT avatar_url FROM users WHERE id = ${userId}`),
    'avatar_url',
  );
}

describe('migration 0015: same-origin media', () => {
  it('rewrites our absolute media URLs to /media/ paths, whatever host earlier versions used', async () => {
    const user = await createUser(t);
    expect(
      await avatarAfterMigration(user.id, 'http://localhost:3000/media/avatars/a1b2.webp'),
    ).toBe('/media/avatars/a1b2.webp');
    expect(
      await avatarAfterMigration(user.id, 'https://clutch.example.com/media/images/x_9-z.webp'),
    ).toBe('/media/images/x_9-z.webp');
  });

  it('keeps outside addresses and values already same-origin', async () => {
    const user = await createUser(t);
    for (const kept of [
      'https://avatars.steamstatic.com/0123456789abcdef_full.jpg',
      'https://cdn.example.org/media/../../etc/passwd',
      'https://cdn.example.org/media/a.webp?size=1',
      '/media/avatars/a1b2.webp',
    ]) {
      expect(await avatarAfterMigration(user.id, kept)).toBe(kept);
    }
  });

  it('rewrites chat attachments inside the files list and keeps their order and other fields', async () => {
    const user = await createUser(t);
    const chat = rawFirstColumn(
      await t.database.db.execute(
        sql`INSERT INTO chats (type, invite_token) VALUES ('group', ${`mig-${String(user.id)}`})
            RETURNING id`,
      ),
      'id',
    );
    const files = [
      { type: 'image', file: 'http://localhost:3000/media/chat/p1.webp', name: 'p1', size: 10 },
      { type: 'file', file: 'https://elsewhere.example/doc.pdf', name: 'doc', size: 20 },
      { type: 'video', file: 'http://127.0.0.1:3000/media/chat/v1.mp4', name: 'v1', size: 30 },
    ];
    const id = rawFirstColumn(
      await t.database.db.execute(
        sql`INSERT INTO chat_messages (chat_id, seq, ordinal, sender_id, content_text, files)
            VALUES (${chat}, 1, 1, ${user.id}, 'hi', ${JSON.stringify(files)}::jsonb)
            RETURNING id`,
      ),
      'id',
    );
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    const after = rawFirstColumn(
      await t.database.db.execute(sql`SELECT files FROM chat_messages WHERE id = ${id}`),
      'files',
    );
    expect(after).toEqual([
      { ...files[0], file: '/media/chat/p1.webp' },
      files[1],
      { ...files[2], file: '/media/chat/v1.mp4' },
    ]);
  });
});
