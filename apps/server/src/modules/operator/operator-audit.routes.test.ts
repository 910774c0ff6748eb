// The audit log: every console action writes its row (who, what, on what, before, after, why) in the
// same transaction as the change; only admins read it; no route and no SQL changes a row.
import { operatorEndpoints as api } from '@clutch/contract/operator';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { fileReport, staffUser } from '../../../test/operator.js';
import { queryRows } from '../../../test/wallet.js';

const t = useTestApp();
const client = testClient(t);

const auditOf = (actorId: number) =>
  queryRows(
    t,
    `select action, target_kind, target_id, before, after, reason from operator_audit
     where actor_id = ${String(actorId)} order by id`,
  );

/** The database's own message when it refuses a statement (Drizzle wraps it as the cause). */
async function refusalOf(statement: string): Promise<string> {
  try {
    await t.database.db.execute(statement);
  } catch (error) {
    return error instanceof Error && error.cause instanceof Error
      ? error.cause.message
      : String(error);
  }
  return 'accepted';
}

describe('operator audit', () => {
  it('writes one row per action with its target, before, after and reason', async () => {
    const admin = await staffUser(t, ['admin']);
    const user = await createUser(t);
    const ban = await client.ok(api.ban, {
      as: admin,
      params: { id: user.id },
      body: { kind: 'quick_match', forever: true, reason: 'Throwing matches' },
    });
    await client.ok(api.unban, {
      as: admin,
      params: { id: user.id },
      body: { kind: 'quick_match', reason: 'Appeal accepted' },
    });
    await client.ok(api.revokeSessions, {
      as: admin,
      params: { id: user.id },
      body: { reason: 'Account shared' },
    });
    await client.ok(api.grant, { as: admin, body: { user: user.id, role: 'support' } });
    await client.ok(api.revoke, { as: admin, params: { id: user.id, role: 'support' } });
    const report = await fileReport(t, await createUser(t), user);
    await client.ok(api.assign, { as: admin, params: { id: report } });
    await client.ok(api.decide, {
      as: admin,
      params: { id: report },
      body: { decision: 'action_taken', outcome: 'We warned the player.', sanction: true },
    });
    const news = await client.ok(api.createNews, {
      as: admin,
      body: { texts: { en: { title: 'Patch', body: 'New maps.' } } },
    });
    await client.ok(api.updateNews, {
      as: admin,
      params: { id: news.id },
      body: { texts: { ua: { title: 'Патч', body: 'Нові мапи.' } } },
    });
    const category = await client.ok(api.createFaqCategory, {
      as: admin,
      body: { slug: `audit-${String(admin.id)}`, texts: { en: { name: 'Audit' } } },
    });
    await client.ok(api.updateFaqCategory, {
      as: admin,
      params: { id: category.id },
      body: { position: 7, texts: {} },
    });
    const item = await client.ok(api.createFaqItem, {
      as: admin,
      body: { category: category.id, texts: { en: { question: 'Who?', answer: 'Staff.' } } },
    });
    await client.ok(api.updateFaqItem, {
      as: admin,
      params: { id: item.id },
      body: { texts: { cn: { question: '谁？', answer: '工作人员。' } } },
    });
    await client.ok(api.putStaticPage, {
      as: admin,
      params: { slug: 'rules' },
      body: { texts: { en: { title: 'Rules', body: 'Play fair.' } } },
    });
    await client.ok(api.gameStatus, {
      as: admin,
      params: { id: 1 },
      body: { work_status: false, error_message: 'Steam is down' },
    });

    const rows = await auditOf(admin.id);
    expect(rows.map((row) => row['action'])).toEqual([
      'user.ban',
      'user.unban',
      'user.sessions_revoke',
      'staff.grant',
      'staff.revoke',
      'report.assign',
      'report.decide',
      'content.news.create',
      'content.news.update',
      'content.faq_category.create',
      'content.faq_category.update',
      'content.faq_item.create',
      'content.faq_item.update',
      'content.static_page.create',
      'game.status',
    ]);
    expect(rows[0]).toMatchObject({
      target_kind: 'user',
      target_id: String(user.id),
      before: { bans: [] },
      after: { ban: { kind: 'quick_match', until: null, reason: 'Throwing matches' } },
      reason: 'Throwing matches',
    });
    expect(ban.bans).toHaveLength(1);
    expect(rows[1]).toMatchObject({
      after: { kind: 'quick_match', lifted: 1 },
      reason: 'Appeal accepted',
    });
    expect(rows[3]).toMatchObject({ before: { roles: [] }, after: { roles: ['support'] } });
    expect(rows[4]).toMatchObject({ before: { roles: ['support'] }, after: { roles: [] } });
    expect(rows[6]).toMatchObject({
      target_kind: 'report',
      target_id: String(report),
      before: { status: 'assigned' },
      after: {
        status: 'decided',
        decision: 'action_taken',
        sanction: 'warning',
        reported: user.id,
      },
    });
    expect(rows[7]).toMatchObject({
      target_id: String(news.id),
      before: null,
      after: { isPublished: true, texts: { en: { title: 'Patch', body: 'New maps.' } } },
    });
    expect(rows[8]).toMatchObject({
      before: { texts: { en: { title: 'Patch' } } },
      after: { texts: { en: { title: 'Patch' }, ua: { title: 'Патч', body: 'Нові мапи.' } } },
    });
    expect(rows[8]?.['before']).not.toHaveProperty('texts.ua');
    expect(rows[10]).toMatchObject({
      target_kind: 'faq_category',
      before: { position: 0 },
      after: { position: 7, texts: { en: { name: 'Audit' } } },
    });
    expect(rows[12]).toMatchObject({
      target_kind: 'faq_item',
      target_id: String(item.id),
      after: { categoryId: category.id, texts: { cn: { question: '谁？' } } },
    });
    expect(rows[14]).toMatchObject({
      target_kind: 'game',
      before: { id: 1, work_status: true },
      after: { id: 1, work_status: false, error_message: 'Steam is down' },
    });
  });

  it('writes nothing when the action is refused', async () => {
    const moderator = await staffUser(t, ['moderator']);
    const refused = await client.call(api.gameStatus, {
      as: moderator,
      params: { id: 2 },
      body: { work_status: false, error_message: 'x' },
    });
    expect(refused.status).toBe(403);
    const invalid = await client.call(api.ban, {
      as: moderator,
      params: { id: moderator.id },
      body: { kind: 'chat', until: '2001-01-01T00:00:00Z', reason: 'Too late' },
    });
    expect(invalid.status).toBe(400);
    expect(await auditOf(moderator.id)).toEqual([]);
  });

  it('lets admins read it newest first, filtered by actor and action', async () => {
    const admin = await staffUser(t, ['admin']);
    const support = await staffUser(t, ['support']);
    const user = await createUser(t);
    for (const kind of ['chat', 'tournament'] as const)
      await client.ok(api.ban, {
        as: support,
        params: { id: user.id },
        body: { kind, forever: true, reason: `No ${kind}` },
      });
    const page = await client.ok(api.audit, {
      as: admin,
      query: { actor: support.id, action: 'user.ban' },
    });
    expect(page.count).toBe(2);
    expect(page.results.map((entry) => entry.reason)).toEqual(['No tournament', 'No chat']);
    expect(page.results[0]?.actor).toMatchObject({ id: support.id });
    expect((await client.call(api.audit, { as: support })).status).toBe(403);
  });

  it('has no route that writes, changes or deletes it', async () => {
    const admin = await staffUser(t, ['admin']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/operator/audit/',
        headers: admin.headers,
        payload: { action: 'forged', target_kind: 'user', target_id: '1' },
      });
      expect([404, 405]).toContain(res.statusCode);
    }
    expect(await queryRows(t, `select id from operator_audit where action = 'forged'`)).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const admin = await staffUser(t, ['admin']);
    await client.ok(api.gameStatus, {
      as: admin,
      params: { id: 2 },
      body: { work_status: true, error_message: null },
    });
    const [row] = await auditOf(admin.id);
    expect(row).toBeDefined();
    for (const statement of [
      `update operator_audit set reason = 'rewritten' where actor_id = ${String(admin.id)}`,
      `delete from operator_audit where actor_id = ${String(admin.id)}`,
      'truncate operator_audit',
    ])
      expect(await refusalOf(statement)).toMatch(
        /operator_audit is append-only: (UPDATE|DELETE|TRUNCATE) refused/,
      );
    expect(await auditOf(admin.id)).toEqual([row]);
  });
});
