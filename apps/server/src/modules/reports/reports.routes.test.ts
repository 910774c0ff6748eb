import { mediaEndpoints } from '@clutch/contract/media';
import {
  MAX_OPEN_REPORTS_PER_TARGET,
  REPORTS_PER_HOUR,
  reportsEndpoints as api,
  type Report,
} from '@clutch/contract/reports';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import * as images from '../../../test/images.js';
import { liveApi, organiseLive } from '../../../test/live-tournament.js';
import { createChat } from '../../../test/messenger.js';
import type { FormPart } from '../../../test/multipart.js';
import { quickMatchApi } from '../../../test/quickmatch.js';

const t = useTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });
const client = () => testClient(t);

const fields = (to: TestUser, extra: Record<string, string> = {}): FormPart[] =>
  Object.entries({
    title: 'Wallhack in round 3',
    description: 'He tracked me through smoke twice.',
    reason: '1',
    reported_to: String(to.id),
    ...extra,
  }).map(([name, value]) => ({ name, value }));

const picture = async (name = 'proof.png'): Promise<FormPart> => ({
  name: 'upload_files',
  value: await images.png(64, 48),
  filename: name,
  contentType: 'image/png',
});

const json = (to: TestUser, extra: Record<string, unknown> = {}) => ({
  title: 'Abuse',
  description: 'Insults all game long.',
  reason: 3,
  reported_to: to.id,
  ...extra,
});

async function pair(): Promise<[TestUser, TestUser]> {
  return [await createUser(t), await createUser(t)];
}

describe('reports/reports-reasons/', () => {
  it.each([
    ['en', 'Cheating', 'Other'],
    ['ua', 'Читерство', 'Інше'],
    ['cn', '作弊', '其他'],
    ['da', 'Cheating', 'Other'],
  ])('answers the reasons in %s when lang says so', async (lang, first, last) => {
    const user = await createUser(t);
    const reasons = await client().ok(api.reasons, { as: user, query: { lang } });
    expect(reasons.map((reason) => reason.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(reasons[0]?.name).toBe(first);
    expect(reasons[6]?.name).toBe(last);
  });

  it('reads lang_code, then Content-Language, then Accept-Language, English without any', async () => {
    const user = await createUser(t);
    const first = async (input: {
      query?: { lang_code: string };
      headers?: Record<string, string>;
    }) => (await client().ok(api.reasons, { as: user, ...input }))[0]?.name;
    expect(await first({ query: { lang_code: 'cn' } })).toBe('作弊');
    expect(await first({ headers: { 'content-language': 'ua' } })).toBe('Читерство');
    expect(await first({ headers: { 'accept-language': 'fr;q=0.9, uk-UA;q=0.8, en;q=0.1' } })).toBe(
      'Читерство',
    );
    expect(await first({})).toBe('Cheating');
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await client().call(api.reasons)).status).toBe(401);
  });
});

describe('POST reports/', () => {
  it('files a multipart report with pictures, re-encoded, and drops the empty fields', async () => {
    const [reporter, target] = await pair();
    const res = await client().call(api.create, {
      as: reporter,
      headers: { 'content-language': 'ua' },
      form: [
        ...fields(target, { after_match: '', chat: '  ', match_kind: '' }),
        await picture('one.png'),
        {
          ...(await picture('two.jpg')),
          value: await images.jpegWithExif(),
          contentType: 'image/jpeg',
        },
      ],
    });
    expect(res.status).toBe(201);
    const report = res.body;
    expect(report).toMatchObject({
      title: 'Wallhack in round 3',
      reason: { id: 1, name: 'Читерство' },
      reported_to: { id: target.id, username: target.username },
      after_match: null,
      match_kind: null,
      chat: null,
      status: 'open',
      decision: null,
      outcome: null,
    });
    expect(report.upload_files).toHaveLength(2);
    for (const url of report.upload_files) {
      expect(url).toMatch(/^\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
      const stored = await readFile(
        join(t.config.DATA_DIR, 'media', url.split('/media/')[1] ?? ''),
      );
      expect(stored.subarray(8, 12).toString()).toBe('WEBP');
      expect(stored.includes('secret-location-data')).toBe(false);
    }
  });

  it('takes JSON too, and trims the title', async () => {
    const [reporter, target] = await pair();
    const report = await client().ok(api.create, {
      as: reporter,
      body: json(target, { title: '  Rude  ', after_match: null }),
    });
    expect(report.title).toBe('Rude');
    expect(report.upload_files).toEqual([]);
  });

  it('refuses a visitor who is not signed in', async () => {
    const target = await createUser(t);
    expect((await client().call(api.create, { body: json(target) })).status).toBe(401);
  });

  it.each([
    ['a report about oneself', (me: TestUser) => ({ reported_to: me.id }), 'reported_to'],
    ['an unknown user', () => ({ reported_to: 2_000_000_000 }), 'reported_to'],
    ['an unknown reason', () => ({ reason: 99 }), 'reason'],
    ['a missing title', () => ({ title: '   ' }), 'title'],
    ['a title over 120 characters', () => ({ title: 'x'.repeat(121) }), 'title'],
    ['a missing description', () => ({ description: '' }), 'description'],
    [
      'a description over 4000 characters',
      () => ({ description: 'x'.repeat(4001) }),
      'description',
    ],
    ['a match kind without a match', () => ({ match_kind: 'quick' }), 'after_match'],
    // The reporter is always the caller: a client cannot name another.
    ['a reported_by field', () => ({ reported_by: 1 }), 'non_field_errors'],
  ])('refuses %s with a 400 naming the field', async (_, change, field) => {
    const [reporter, target] = await pair();
    const res = await client().call(api.create, {
      as: reporter,
      rawBody: { ...json(target), ...change(reporter) },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual([field]);
  });

  it.each([
    [
      'a renamed executable',
      async () => ({ ...(await picture('x.png')), value: images.elfExecutable() }),
    ],
    [
      'a PNG that claims 100,000 x 100,000 pixels',
      async () => ({
        ...(await picture()),
        value: await images.pngClaiming(100_000, 100_000),
      }),
    ],
    [
      'a file over 10 MB',
      async () => ({ ...(await picture()), value: Buffer.alloc(10 * 1_048_576 + 1, 1) }),
    ],
    ['an empty file', async () => ({ ...(await picture()), value: Buffer.alloc(0) })],
  ])('refuses %s under upload_files and keeps no report', async (_, file) => {
    const [reporter, target] = await pair();
    const res = await client().call(api.create, {
      as: reporter,
      form: [...fields(target), await picture(), await file()],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual(['upload_files']);
    expect((await client().ok(api.mine, { as: reporter })).count).toBe(0);
  });

  it('refuses a sixth file', async () => {
    const [reporter, target] = await pair();
    const files = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => picture(`${String(n)}.png`)));
    const res = await client().call(api.create, {
      as: reporter,
      form: [...fields(target), ...files],
    });
    expect(res.status).toBe(400);
    expect(res.error['error']).toBe('Send at most 5 file(s).');
  });

  it(`refuses more than ${String(MAX_OPEN_REPORTS_PER_TARGET)} open reports about one user with a 409, and not about another`, async () => {
    const [reporter, target] = await pair();
    for (let i = 0; i < MAX_OPEN_REPORTS_PER_TARGET; i += 1)
      await client().ok(api.create, { as: reporter, body: json(target) });
    const again = await client().call(api.create, { as: reporter, body: json(target) });
    expect(again.status).toBe(409);
    expect(again.error['detail']).toMatch(/waiting for a decision/);
    const other = await createUser(t);
    expect((await client().call(api.create, { as: reporter, body: json(other) })).status).toBe(201);
  });

  it('lets two racing reports past the open limit only as far as the limit', async () => {
    const [reporter, target] = await pair();
    const answers = await Promise.all(
      Array.from({ length: MAX_OPEN_REPORTS_PER_TARGET + 2 }, () =>
        client().call(api.create, { as: reporter, body: json(target) }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_OPEN_REPORTS_PER_TARGET);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
  });

  it(`throttles an account after ${String(REPORTS_PER_HOUR)} attempts an hour, refused ones included`, async () => {
    const reporter = await createUser(t);
    const target = await createUser(t);
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1)
      expect((await client().call(api.create, { as: reporter, body: json(reporter) })).status).toBe(
        400,
      );
    const res = await client().call(api.create, { as: reporter, body: json(target) });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another account is not slowed down.
    expect((await client().call(api.create, { as: target, body: json(reporter) })).status).toBe(
      201,
    );
  });
});

describe('POST reports/ after a match or from a chat', () => {
  it('takes a quick match both played, and refuses one the reporter was not in', async () => {
    const qm = quickMatchApi(t);
    const creator = await qm.player();
    const { lobby, players } = await qm.fullLobby(creator);
    expect(['veto', 'in_game', 'finished']).toContain(lobby.status);
    const [me, them] = [players[0], players[1]];
    if (!me || !them) throw new Error('no players');
    const report = await client().ok(api.create, {
      as: me,
      body: json(them, { after_match: lobby.id }),
    });
    expect(report).toMatchObject({ after_match: lobby.id, match_kind: 'quick' });
    const outsider = await createUser(t);
    const res = await client().call(api.create, {
      as: outsider,
      body: json(them, { after_match: lobby.id }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual(['after_match']);
    const unknown = await client().call(api.create, {
      as: me,
      body: json(them, { after_match: 2_000_000_000, match_kind: 'quick' }),
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses a quick match still waiting for players', async () => {
    const qm = quickMatchApi(t);
    const creator = await qm.player();
    const lobby = await qm.create(creator);
    const other = await qm.player();
    await qm.join(other, lobby.id);
    const res = await client().call(api.create, {
      as: creator,
      form: fields(other, { after_match: String(lobby.id) }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual(['after_match']);
  });

  it('takes a tournament match both played, named by match_kind', async () => {
    const live = await organiseLive(t, 2, { grid: 1 });
    const run = liveApi(t, live);
    await run.start();
    await run.startMatches();
    const [match] = await run.level(1);
    if (!match) throw new Error('no final');
    const [a, b] = live.players;
    if (!a || !b) throw new Error('no players');
    const report = await client().ok(api.create, {
      as: a,
      form: fields(b, { after_match: String(match.id), match_kind: 'tournament' }),
    });
    expect(report).toMatchObject({ after_match: match.id, match_kind: 'tournament' });
    // The organiser did not play it.
    const res = await client().call(api.create, {
      as: live.creator,
      body: json(b, { after_match: match.id, match_kind: 'tournament' }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual(['after_match']);
  });

  it('takes a chat both are in, and refuses one the reported user is not in', async () => {
    const [reporter, target] = await pair();
    const shared = await createChat(t, 'group', [reporter, target]);
    const mine = await createChat(t, 'group', [reporter]);
    const report = await client().ok(api.create, {
      as: reporter,
      body: json(target, { chat: shared.id }),
    });
    expect(report.chat).toBe(shared.id);
    const res = await client().call(api.create, {
      as: reporter,
      body: json(target, { chat: mine.id }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error)).toEqual(['chat']);
  });
});

describe('the reporter’s own reports', () => {
  it('lists only the caller’s reports, newest first, page by page', async () => {
    const [reporter, target] = await pair();
    const other = await createUser(t);
    const made: Report[] = [];
    for (const title of ['first', 'second', 'third'])
      made.push(
        await client().ok(api.create, {
          as: reporter,
          body: json(title === 'third' ? other : target, { title }),
        }),
      );
    await client().ok(api.create, { as: other, body: json(reporter, { title: 'not yours' }) });
    const page1 = await client().ok(api.mine, { as: reporter, query: { per_page: 2 } });
    expect(page1.count).toBe(3);
    expect(page1.results.map((r) => r.title)).toEqual(['third', 'second']);
    expect(page1.next).toMatch(/page=2/);
    const page2 = await client().ok(api.mine, { as: reporter, query: { per_page: 2, page: 2 } });
    expect(page2.results.map((r) => r.title)).toEqual(['first']);
    const one = await client().ok(api.one, { as: reporter, params: { id: made[0]?.id ?? 0 } });
    expect(one.title).toBe('first');
  });

  it('answers 404 for someone else’s report and 401 to a visitor', async () => {
    const [reporter, target] = await pair();
    const report = await client().ok(api.create, { as: reporter, body: json(target) });
    expect((await client().call(api.one, { as: target, params: { id: report.id } })).status).toBe(
      404,
    );
    expect((await client().call(api.one, { params: { id: report.id } })).status).toBe(401);
    expect((await client().call(api.mine)).status).toBe(401);
  });

  it('shows the outcome and decision once staff decided, and nothing of a sanction', async () => {
    const [reporter, target] = await pair();
    const report = await client().ok(api.create, { as: reporter, body: json(target) });
    const staff = await createUser(t);
    await t.database.db.execute(
      // What the console will write: assignment, then the decision with its text for the reporter.
      `update reports set status = 'decided', assignee_id = ${String(staff.id)}, decision = 'action_taken',
        outcome = 'Thank you: we acted on your report.', decided_by = ${String(staff.id)}, decided_at = now()
        where id = ${String(report.id)}`,
    );
    const [seen] = (await client().ok(api.mine, { as: reporter })).results;
    expect(seen).toMatchObject({
      status: 'decided',
      decision: 'action_taken',
      outcome: 'Thank you: we acted on your report.',
    });
    expect(seen?.decided_at).not.toBeNull();
    expect(Object.keys(seen ?? {})).not.toContain('assignee');
    // A decided report no longer counts towards the open limit.
    for (let i = 0; i < MAX_OPEN_REPORTS_PER_TARGET; i += 1)
      await client().ok(api.create, { as: reporter, body: json(target) });
  });

  it('keeps the table’s rules in the database: no self-report, no decided report without a decision', async () => {
    const [reporter, target] = await pair();
    await expect(
      t.database.db.execute(
        `insert into reports (reporter_id, reported_id, reason, title, description) values (${String(reporter.id)}, ${String(reporter.id)}, 1, 't', 'd')`,
      ),
    ).rejects.toThrow();
    const report = await client().ok(api.create, { as: reporter, body: json(target) });
    await expect(
      t.database.db.execute(
        `update reports set status = 'decided' where id = ${String(report.id)}`,
      ),
    ).rejects.toThrow();
  });
});

// The media endpoint's own image, given as a file to reports/, is a picture like any other.
it('takes a picture uploaded by profile/upload-image/ only as bytes, not as an address', async () => {
  const [reporter, target] = await pair();
  const uploaded = await client().ok(mediaEndpoints.uploadImage, {
    as: reporter,
    form: [await picture()].map((part) => ({ ...part, name: 'file' })),
  });
  const res = await client().call(api.create, {
    as: reporter,
    form: [...fields(target), { name: 'upload_files', value: uploaded.url }],
  });
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.error)).toContain('upload_files');
});
