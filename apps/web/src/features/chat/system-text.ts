// System messages worded in the viewer's language from their attributes (what happened, to whom, in
// which role, until when), never from the text the server stored: the same record reads in English,
// Ukrainian and Chinese. The sender, when the event has one, is who did it.
import type { ChatRole, SystemAttributes } from '@clutch/contract/messenger';
import type { UserBrief } from '@clutch/contract/common';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/format';

const ROLE_KEYS = { 1: 'admin', 2: 'moderator', 3: 'user' } as const satisfies Record<
  ChatRole,
  string
>;

export function systemText(
  t: TFunction,
  attributes: SystemAttributes | null | undefined,
  sender: UserBrief | null,
): string {
  if (attributes === null || attributes === undefined) return t('chat.item.system');
  const someone = t('chat.system.someone');
  const name = attributes.user?.username ?? sender?.username ?? someone;
  const actor = sender !== null && sender.id !== attributes.user?.id ? sender.username : null;
  const until = attributes.until === null ? null : formatDateTime(attributes.until);
  switch (attributes.event) {
    case 'created':
      return t('chat.system.created', { name });
    case 'joined':
      return t('chat.system.joined', { name });
    case 'left':
      return t('chat.system.left', { name });
    case 'added':
      return actor === null
        ? t('chat.system.added', { name })
        : t('chat.system.addedBy', { name, actor });
    case 'removed':
      return actor === null
        ? t('chat.system.removed', { name })
        : t('chat.system.removedBy', { name, actor });
    case 'role_changed':
      return t('chat.system.role_changed', {
        name,
        role: t(`chat.roles.${ROLE_KEYS[attributes.role ?? 3]}`),
      });
    case 'banned':
      return until === null
        ? t('chat.system.banned', { name })
        : t('chat.system.bannedUntil', { name, until });
    case 'muted':
      return until === null
        ? t('chat.system.muted', { name })
        : t('chat.system.mutedUntil', { name, until });
    case 'unbanned':
      return t('chat.system.unbanned', { name });
    case 'archived':
      return t('chat.system.archived');
  }
}
