// Who may do what with a jar: its creator edits, deletes and breaks it; a team's leader attaches and
// detaches jars. Each check throws the AppError the API answers.
import type { DbOrTx } from '../../platform/db/database.js';
import { localizedError } from '../../platform/http/localized-errors.js';
import { jarMessage } from './jars-messages.js';

const CREATOR_ONLY = {
  edit: 'creator_only_edit',
  delete: 'creator_only_delete',
  break: 'creator_only_break',
} as const;

const LEADER_ONLY = {
  add: 'leader_only_add',
  remove: 'leader_only_remove',
  edit: 'leader_only_edit',
} as const;

export function requireCreator(
  jar: { createdBy: number },
  callerId: number,
  action: keyof typeof CREATOR_ONLY,
) {
  if (jar.createdBy !== callerId)
    throw localizedError('permission_denied', jarMessage(CREATOR_ONLY[action]));
}

/** `action` is what the leader does with the team's jars. */
export function requireTeamLeader(
  leaderId: number | undefined,
  callerId: number,
  action: keyof typeof LEADER_ONLY,
) {
  if (leaderId === undefined) throw localizedError('not_found', jarMessage('team_not_found'));
  if (leaderId !== callerId)
    throw localizedError('permission_denied', jarMessage(LEADER_ONLY[action]));
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
