// The one way a console use case runs: the caller's roles checked against the section, then the
// change and its audit row in one transaction; what the change announces runs after commit.
import type { ConsoleSection, StaffRole } from '@clutch/contract/operator';
import { rolesOf } from '../auth/staff-roles.service.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { requireSection } from './operator-policy.js';
import { operatorRepository as repo, type AuditDraft } from './operator.repository.js';

export interface ActOutcome<T> {
  result: T;
  /** Every action writes at least one row: what, on what, before, after and why. */
  audit: Omit<AuditDraft, 'actorId'>[];
  /** After commit: events to publish, sessions to announce. */
  afterCommit?: () => Promise<void>;
}

export function createOperatorAccess(db: Db) {
  async function authorise(callerId: number, section: ConsoleSection): Promise<StaffRole[]> {
    const roles = await rolesOf(db, callerId);
    requireSection(roles, section);
    return roles;
  }

  async function act<T>(
    callerId: number,
    section: ConsoleSection,
    work: (tx: Tx) => Promise<ActOutcome<T>>,
  ): Promise<T> {
    await authorise(callerId, section);
    const outcome = await db.transaction(async (tx) => {
      // Asked again inside: a role revoked meanwhile stops the action before it writes.
      requireSection(await rolesOf(tx, callerId), section);
      const done = await work(tx);
      if (done.audit.length === 0) throw new Error('a console action must write an audit row');
      for (const row of done.audit) await repo.audit(tx, { ...row, actorId: callerId });
      return done;
    });
    await outcome.afterCommit?.();
    return outcome.result;
  }

  return { authorise, act };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
