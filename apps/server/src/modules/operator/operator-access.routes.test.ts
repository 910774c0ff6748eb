// Every console route over HTTP, for each staff role, a normal user and a signed-out visitor: the
// expected table below is written out route by route (not derived from operator-policy.ts), so a
// change to the matrix has to change both. The finance section's routes (and a user's ledger) have
// the same table in operator-finance.routes.test.ts, where the money they need is set up.
import { operatorEndpoints as api, STAFF_ROLES, type StaffRole } from '@clutch/contract/operator';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { fileReport, staffUser } from '../../../test/operator.js';
import { queryRows } from '../../../test/wallet.js';
import { grantRole } from '../auth/staff-roles.service.js';
import { userBans } from '../auth/user-bans.tables.js';

const t = useTestApp();
const client = testClient(t);

type Caller = StaffRole | 'user' | 'anonymous';
const CALLERS: readonly Caller[] = [...STAFF_ROLES, 'user', 'anonymous'];

const ADMIN = ['admin'] as const;
const USERS = ['support', 'moderator', 'admin'] as const;
const REPORTS = ['moderator', 'admin'] as const;
const CONTENT = ['support', 'admin'] as const;

interface Row {
  /** The roles that may call the route; everyone else signed in gets 403, signed out 401. */
  roles: readonly StaffRole[];
  /** The status of an allowed call. */
  ok: number;
  call(as: TestUser | null): Promise<{ status: number }>;
}

const staff: Partial<Record<StaffRole | 'user', TestUser>> = {};
let target: TestUser;
let newsId = 0;
let faqCategoryId = 0;
let faqItemId = 0;

const firstId = async (table: string) => {
  const [row] = await queryRows(t, `select min(id)::int as id from ${table}`);
  return Number(row?.['id']);
};

beforeAll(async () => {
  for (const role of STAFF_ROLES) staff[role] = await staffUser(t, [role]);
  staff.user = await createUser(t);
  target = await createUser(t);
  newsId = await firstId('news');
  faqCategoryId = await firstId('faq_categories');
  faqItemId = await firstId('faq_items');
});

const texts = { en: { title: 'Maintenance', body: 'Servers restart at **noon**.' } };

const ROUTES: Record<Exclude<keyof typeof api, 'me'>, Row> = {
  staff: { roles: ADMIN, ok: 200, call: (as) => client.call(api.staff, { as }) },
  grant: {
    roles: ADMIN,
    ok: 201,
    call: async (as) =>
      client.call(api.grant, { as, body: { user: (await createUser(t)).id, role: 'support' } }),
  },
  revoke: {
    roles: ADMIN,
    ok: 200,
    call: async (as) => {
      const member = await staffUser(t, ['moderator']);
      return client.call(api.revoke, { as, params: { id: member.id, role: 'moderator' } });
    },
  },
  audit: { roles: ADMIN, ok: 200, call: (as) => client.call(api.audit, { as }) },
  users: {
    roles: USERS,
    ok: 200,
    call: (as) => client.call(api.users, { as, query: { search: 'player' } }),
  },
  user: {
    roles: USERS,
    ok: 200,
    call: (as) => client.call(api.user, { as, params: { id: target.id } }),
  },
  ban: {
    roles: USERS,
    ok: 201,
    call: (as) =>
      client.call(api.ban, {
        as,
        params: { id: target.id },
        body: {
          kind: 'chat',
          until: new Date(Date.now() + 3_600_000).toISOString(),
          reason: 'Spam',
        },
      }),
  },
  unban: {
    roles: USERS,
    ok: 200,
    call: async (as) => {
      const banned = await createUser(t);
      await t.database.db.insert(userBans).values({ userId: banned.id, kind: 'chat', until: null });
      return client.call(api.unban, {
        as,
        params: { id: banned.id },
        body: { kind: 'chat', reason: 'Appeal accepted' },
      });
    },
  },
  revokeSessions: {
    roles: USERS,
    ok: 200,
    call: async (as) =>
      client.call(api.revokeSessions, {
        as,
        params: { id: (await createUser(t)).id },
        body: { reason: 'Account shared' },
      }),
  },
  queue: { roles: REPORTS, ok: 200, call: (as) => client.call(api.queue, { as }) },
  report: {
    roles: REPORTS,
    ok: 200,
    call: async (as) =>
      client.call(api.report, {
        as,
        params: { id: await fileReport(t, await createUser(t), target) },
      }),
  },
  assign: {
    roles: REPORTS,
    ok: 200,
    call: async (as) =>
      client.call(api.assign, {
        as,
        params: { id: await fileReport(t, await createUser(t), target) },
      }),
  },
  decide: {
    roles: REPORTS,
    ok: 200,
    call: async (as) =>
      client.call(api.decide, {
        as,
        params: { id: await fileReport(t, await createUser(t), target) },
        body: { decision: 'no_action', outcome: 'We found no rule broken.' },
      }),
  },
  newsSources: { roles: CONTENT, ok: 200, call: (as) => client.call(api.newsSources, { as }) },
  faqSources: { roles: CONTENT, ok: 200, call: (as) => client.call(api.faqSources, { as }) },
  staticPageSources: {
    roles: CONTENT,
    ok: 200,
    call: (as) => client.call(api.staticPageSources, { as }),
  },
  preview: {
    roles: CONTENT,
    ok: 200,
    call: (as) => client.call(api.preview, { as, body: { markdown: '**Soon**' } }),
  },
  createNews: {
    roles: CONTENT,
    ok: 201,
    call: (as) => client.call(api.createNews, { as, body: { texts } }),
  },
  updateNews: {
    roles: CONTENT,
    ok: 200,
    call: (as) => client.call(api.updateNews, { as, params: { id: newsId }, body: { texts } }),
  },
  createFaqCategory: {
    roles: CONTENT,
    ok: 201,
    call: (as) =>
      client.call(api.createFaqCategory, {
        as,
        body: {
          slug: `c-${String(Date.now())}-${String(Math.random()).slice(2, 8)}`,
          texts: { en: { name: 'Payments' } },
        },
      }),
  },
  updateFaqCategory: {
    roles: CONTENT,
    ok: 200,
    call: (as) =>
      client.call(api.updateFaqCategory, {
        as,
        params: { id: faqCategoryId },
        body: { texts: { ua: { name: 'Загальне' } } },
      }),
  },
  createFaqItem: {
    roles: CONTENT,
    ok: 201,
    call: (as) =>
      client.call(api.createFaqItem, {
        as,
        body: { category: faqCategoryId, texts: { en: { question: 'Why?', answer: 'Because.' } } },
      }),
  },
  updateFaqItem: {
    roles: CONTENT,
    ok: 200,
    call: (as) =>
      client.call(api.updateFaqItem, {
        as,
        params: { id: faqItemId },
        body: { texts: { cn: { question: '为什么？', answer: '因为。' } } },
      }),
  },
  putStaticPage: {
    roles: CONTENT,
    ok: 200,
    call: (as) =>
      client.call(api.putStaticPage, { as, params: { slug: 'about' }, body: { texts } }),
  },
  gameStatus: {
    roles: ADMIN,
    ok: 200,
    call: (as) =>
      client.call(api.gameStatus, {
        as,
        params: { id: 2 },
        body: { work_status: true, error_message: null },
      }),
  },
};

const callerUser = (caller: Caller) => (caller === 'anonymous' ? null : (staff[caller] ?? null));

describe('operator console access', () => {
  it.each(Object.entries(ROUTES))('%s answers each caller as the table says', async (_, row) => {
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    for (const caller of CALLERS) {
      expected[caller] =
        caller === 'anonymous'
          ? 401
          : caller !== 'user' && row.roles.includes(caller)
            ? row.ok
            : 403;
      actual[caller] = (await row.call(callerUser(caller))).status;
    }
    expect(actual).toEqual(expected);
  });

  it('answers operator/me/ to anyone signed in with their roles and sections', async () => {
    expect((await client.call(api.me)).status).toBe(401);
    expect(await client.ok(api.me, { as: staff.user ?? null })).toMatchObject({
      roles: [],
      sections: [],
    });
    const both = await staffUser(t, ['support']);
    await grantRole(t.database.db, both.id, 'finance', null);
    expect(await client.ok(api.me, { as: both })).toMatchObject({
      id: both.id,
      roles: ['support', 'finance'],
      sections: ['content', 'users', 'finance'],
    });
  });
});
