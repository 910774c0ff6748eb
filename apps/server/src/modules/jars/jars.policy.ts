// Who may do what with a jar: its creator edits, deletes and breaks it; a team's leader attaches and
// detaches jars. Each check throws the AppError the API answers.
import { AppError } from '@clutch/contract/errors';
import type { DbOrTx } from '../../platform/db/database.js';

export function requireCreator(jar: { createdBy: number }, callerId: number, action: string) {
  if (jar.createdBy !== callerId)
    throw new AppError('permission_denied', `Only the jar's creator can ${action}.`);
}

export function requireTeamLeader(leaderId: number | undefined, callerId: number, action: string) {
  if (leaderId === undefined) throw new AppError('not_found', 'Team not found.');
  if (leaderId !== callerId)
    throw new AppError('permission_denied', `Only the team's leader can ${action}.`);
}

/**
 * Whether a tournament holds this prize jar (types 2 to 5) and will pay it out to its winners, so its
 * creator may not break it. Asked inside the jar's own transaction (`target`), so it runs on the
 * connection that holds the jar's row lock; the tournaments module answers it.
 */
export type PrizeJarHold = (target: DbOrTx, jarId: number) => Promise<boolean>;
export const noPrizeJarHold: PrizeJarHold = () => Promise.resolve(false);

/** What a prize jar holds when its tournament settles (`type` 2 to 5, `amount` in minor units). */
export interface PrizeJarContent {
  id: number;
  type: number;
  amount: number;
}
