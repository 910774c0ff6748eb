// The words for a member's role and restriction, shared by the members list and the member dialog.
import type { ChatMember, ChatRole } from '@clutch/contract/messenger';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format';
import { activeRestriction } from './member-options';

const ROLE_KEYS = { 1: 'admin', 2: 'moderator', 3: 'user' } as const;

export function roleName(t: TFunction, role: ChatRole): string {
  return t(`chatManage.members.roles.${ROLE_KEYS[role]}`);
}

/** "Muted until 12/05/2030 18:00", "Banned", or null when nothing is in force. */
export function restrictionNote(t: TFunction, member: ChatMember, now: Date): string | null {
  const restriction = activeRestriction(member.ban, now);
  if (restriction === null) return member.is_banned ? t('chatManage.members.bannedByOther') : null;
  const until = member.ban.until;
  if (restriction === 'ban')
    return until === null
      ? t('chatManage.members.bannedForever')
      : t('chatManage.members.bannedUntil', { date: formatDateTime(until) });
  return until === null
    ? t('chatManage.members.mutedForever')
    : t('chatManage.members.mutedUntil', { date: formatDateTime(until) });
}
