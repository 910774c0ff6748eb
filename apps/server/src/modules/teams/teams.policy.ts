// Who may do what with a team: the leader holds the captain powers, members may leave and vote, and
// anyone outside may ask to join. Each check throws the AppError the API answers.
import { AppError } from '@clutch/contract/errors';
import type { DbOrTx } from '../../platform/db/database.js';

export interface TeamAuthority {
  leaderId: number;
}

export function requireLeader(team: TeamAuthority, callerId: number, action: string): void {
  if (team.leaderId !== callerId)
    throw new AppError('permission_denied', `Only the team's leader can ${action}.`);
}

export function requireMember(isMember: boolean, action: string): void {
  if (!isMember)
    throw new AppError('permission_denied', `Only players of this team can ${action}.`);
}

/**
 * Whether a tournament that has not finished locks this team's roster; the tournaments module
 * answers it from its registrations. Asked inside the transaction that holds the team's row lock
 * (`target`), which registering a team also takes, so a registration and a roster change never
 * both pass.
 */
export type RosterLock = (target: DbOrTx, teamId: number) => Promise<boolean>;
export const noRosterLock: RosterLock = () => Promise.resolve(false);

export async function requireRosterOpen(
  lock: RosterLock,
  target: DbOrTx,
  teamId: number,
): Promise<void> {
  if (await lock(target, teamId))
    throw new AppError(
      'bad_request',
      'The team plays in a tournament that has not finished; its roster cannot change.',
    );
}
