// Who may do what with a team: the leader holds the captain powers, members may leave and vote, and
// anyone outside may ask to join. Each check throws the AppError the API answers.
import { AppError } from '@clutch/contract/errors';

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
 * Whether a tournament that has not finished locks this team's roster. Tournaments do not exist
 * yet, so nothing is locked; the tournaments issue answers this from its registrations.
 */
export type RosterLock = (teamId: number) => Promise<boolean>;
export const noRosterLock: RosterLock = () => Promise.resolve(false);

export async function requireRosterOpen(lock: RosterLock, teamId: number): Promise<void> {
  if (await lock(teamId))
    throw new AppError(
      'bad_request',
      'The team plays in a tournament that has not finished; its roster cannot change.',
    );
}
