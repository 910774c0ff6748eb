// Who belongs in a platform chat (a team's chat, a match room) against who is in it: the pure part of
// the roster reconcile, so running it twice changes nothing the second time.
//  - Someone the roster names and the chat lacks joins, with the roster's role.
//  - Someone in the chat the roster no longer names leaves (a kicked player, a player who left the
//    lobby, a caster taken off the match).
//  - The roster's admins (team captain, lobby creator, tournament organiser) are role 1; someone who
//    held role 1 and no longer leads steps down to 3. A moderator (2) given by hand keeps that role:
//    the roster decides who leads, not every rank below.
import { CHAT_ROLES, type ChatRole } from '@clutch/contract/messenger';

export interface RosterMember {
  readonly userId: number;
  readonly role: ChatRole;
}

export interface RosterPlan {
  readonly add: RosterMember[];
  readonly remove: number[];
  readonly roles: RosterMember[];
}

export function planRoster(
  desired: ReadonlyMap<number, ChatRole>,
  current: readonly RosterMember[],
): RosterPlan {
  const present = new Map(current.map((member) => [member.userId, member.role]));
  const add: RosterMember[] = [];
  const roles: RosterMember[] = [];
  for (const [userId, role] of [...desired].sort(([a], [b]) => a - b)) {
    const now = present.get(userId);
    if (now === undefined) add.push({ userId, role });
    else if (role === CHAT_ROLES.admin && now !== CHAT_ROLES.admin) roles.push({ userId, role });
    else if (role !== CHAT_ROLES.admin && now === CHAT_ROLES.admin) roles.push({ userId, role });
  }
  const remove = current
    .filter((member) => !desired.has(member.userId))
    .map((member) => member.userId)
    .sort((a, b) => a - b);
  return { add, remove, roles };
}

export const isEmptyPlan = (plan: RosterPlan): boolean =>
  plan.add.length === 0 && plan.remove.length === 0 && plan.roles.length === 0;
