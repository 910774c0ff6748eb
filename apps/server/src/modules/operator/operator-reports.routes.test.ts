// The console's report queue: listing by status, taking a report, deciding it with the next step
// of the sanction ladder applied as bans, and the reporter told the outcome (never the sanction).
import { operatorEndpoints as api } from '@clutch/contract/operator';
import { reportsEndpoints } from '@clutch/contract/reports';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { waitForNotifications } from '../../../test/notifications.js';
import { fileReport, staffUser } from '../../../test/operator.js';

const t = useTestApp();
const client = testClient(t);

describe('operator report queue', () => {
  it('lists waiting reports oldest first, and by status once taken or decided', async () => {
    const moderator = await staffUser(t, ['moderator']);
    const reported = await createUser(t);
    const first = await fileReport(t, await createUser(t), reported);
    const second = await fileReport(t, await createUser(t), reported);
    const waiting = await client.ok(api.queue, { as: moderator, query: { per_page: 100 } });
    const ids = waiting.results.map((report) => report.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));

    const taken = await client.ok(api.assign, { as: moderator, params: { id: first } });
    expect(taken).toMatchObject({ status: 'assigned', assignee: { id: moderator.id } });
    const assigned = await client.ok(api.queue, {
      as: moderator,
      query: { status: 'assigned', per_page: 100 },
    });
    expect(assigned.results.map((report) => report.id)).toContain(first);
    expect(assigned.results.map((report) => report.id)).not.toContain(second);
    expect(assigned.results.find((report) => report.id === first)).toMatchObject({
      reported_to: { id: reported.id },
      reason: { id: 2 },
    });
  });

  it('decides a report once; a second decision or taking it again is a conflict', async () => {
    const moderator = await staffUser(t, ['moderator']);
    const id = await fileReport(t, await createUser(t), await createUser(t));
    const decided = await client.ok(api.decide, {
      as: moderator,
      params: { id },
      body: { decision: 'no_action', outcome: 'No rule was broken.' },
    });
    expect(decided).toMatchObject({
      status: 'decided',
      decision: 'no_action',
      assignee: { id: moderator.id },
      sanction: null,
    });
    const again = await client.call(api.decide, {
      as: moderator,
      params: { id },
      body: { decision: 'action_taken', outcome: 'Changed my mind.' },
    });
    expect(again.status).toBe(409);
    expect((await client.call(api.assign, { as: moderator, params: { id } })).status).toBe(409);
  });

  it('refuses a sanction with a decision that takes no action, naming the field', async () => {
    const moderator = await staffUser(t, ['moderator']);
    const id = await fileReport(t, await createUser(t), await createUser(t));
    const res = await client.call(api.decide, {
      as: moderator,
      params: { id },
      body: { decision: 'no_action', outcome: 'Nothing to do.', sanction: true },
    });
    expect(res.status).toBe(400);
    expect(res.error).toHaveProperty('sanction');
    expect((await client.ok(api.report, { as: moderator, params: { id } })).status).toBe('open');
  });

  it('climbs the ladder with each sanctioned report: a warning, then a day without quick matches', async () => {
    const moderator = await staffUser(t, ['moderator']);
    const reported = await createUser(t);
    const decide = async () =>
      client.ok(api.decide, {
        as: moderator,
        params: { id: await fileReport(t, await createUser(t), reported) },
        body: { decision: 'action_taken', outcome: 'We took action.', sanction: true },
      });

    expect((await decide()).sanction).toBe('warning');
    expect(
      (await client.ok(api.user, { as: moderator, params: { id: reported.id } })).bans,
    ).toEqual([]);

    const before = Date.now();
    expect((await decide()).sanction).toBe('quick_match_cooldown_1d');
    const [ban] = (await client.ok(api.user, { as: moderator, params: { id: reported.id } })).bans;
    expect(ban).toMatchObject({ kind: 'quick_match' });
    const until = Date.parse(ban?.until ?? '');
    expect(until - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(until - before).toBeLessThan(86_400_000 + 60_000);

    expect((await decide()).sanction).toBe('quick_match_cooldown_7d');

    // A new report's detail names the step a sanction would apply now.
    const next = await fileReport(t, await createUser(t), reported);
    expect(
      (await client.ok(api.report, { as: moderator, params: { id: next } })).next_sanction,
    ).toBe('ban_30d');
    const fresh = await fileReport(t, await createUser(t), await createUser(t));
    expect(
      (await client.ok(api.report, { as: moderator, params: { id: fresh } })).next_sanction,
    ).toBe('warning');
  });

  it('tells the reporter the outcome in a system notification, without the sanction', async () => {
    const moderator = await staffUser(t, ['moderator']);
    const reporter = await createUser(t);
    const id = await fileReport(t, reporter, await createUser(t), 'Cheating in round 3');
    await client.ok(api.decide, {
      as: moderator,
      params: { id },
      body: {
        decision: 'action_taken',
        outcome: 'Thank you: we acted on your report.',
        sanction: true,
        reason: 'Wallhack seen on the demo',
      },
    });
    const page = await waitForNotifications(t, reporter, 1);
    expect(page.results[0]).toMatchObject({
      type: 'system',
      atributtes: {
        link: '/profile/me/reports',
        text: 'Your report "Cheating in round 3" was reviewed: Thank you: we acted on your report.',
      },
    });
    expect(JSON.stringify(page.results[0])).not.toMatch(/warning|cooldown|Wallhack/);
    const mine = await client.ok(reportsEndpoints.one, { as: reporter, params: { id } });
    expect(mine).toMatchObject({
      status: 'decided',
      decision: 'action_taken',
      outcome: 'Thank you: we acted on your report.',
    });
    expect(JSON.stringify(mine)).not.toMatch(/sanction|warning|Wallhack/);
  });
});
