// Staff for console tests: users holding the given roles (granted as an admin would, through auth's
// staff roles), and reports to put in the queue.
import type { StaffRole } from '@clutch/contract/operator';
import { reportsEndpoints } from '@clutch/contract/reports';
import { grantRole } from '../src/modules/auth/staff-roles.service.js';
import { testClient } from './client.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';

export async function staffUser(t: TestApp, roles: readonly StaffRole[]): Promise<TestUser> {
  const user = await createUser(t);
  for (const role of roles) await grantRole(t.database.db, user.id, role, null);
  return user;
}

/** A report by `reporter` against `reported`, open in the queue; answers its id. */
export async function fileReport(
  t: TestApp,
  reporter: TestUser,
  reported: TestUser,
  title = 'Griefing all game',
): Promise<number> {
  const report = await testClient(t).ok(reportsEndpoints.create, {
    as: reporter,
    body: {
      title,
      description: 'Stood in spawn for the whole match.',
      reason: 2,
      reported_to: reported.id,
    },
  });
  return report.id;
}
