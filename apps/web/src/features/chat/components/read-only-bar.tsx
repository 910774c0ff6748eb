// In place of the composer when the viewer may not post (spec 2, section 5): a Join button for a
// public group or channel they are not in, otherwise why they cannot write (a channel reader, a mute,
// a ban, an archived chat, a block in a private chat).
import type { ChatAddress, ChatInfo } from '@clutch/contract/messenger';
import { Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useJoinChat } from '../api/chat-info';
import classes from './chat.module.css';

function reasonOf(t: TFunction, chat: ChatInfo): string {
  if (chat.archived) return t('chat.readOnly.archived');
  if (chat.ban.is_banned) return t('chat.readOnly.banned');
  if (chat.mute || chat.ban.is_mute) {
    return chat.ban.until === null
      ? t('chat.readOnly.muted')
      : t('chat.readOnly.mutedUntil', { until: formatDateTime(chat.ban.until) });
  }
  if (chat.chat_type === 'private' && chat.interlocutor_banned) return t('chat.readOnly.blocked');
  if (chat.chat_type === 'channel') return t('chat.readOnly.channel');
  return t('chat.readOnly.other');
}

export function ReadOnlyBar({ chat, address }: { chat: ChatInfo; address: ChatAddress }) {
  const { t } = useTranslation();
  const join = useJoinChat(address);
  if (!chat.is_member && chat.chat_type !== 'private' && !chat.archived) {
    return (
      <div className={classes.readOnly}>
        <Text fz="sm" c="dimmed">
          {t('chat.readOnly.joinText')}
        </Text>
        <Button size="sm" loading={join.isPending} onClick={() => join.mutate()}>
          {t('chat.readOnly.join')}
        </Button>
      </div>
    );
  }
  return (
    <div className={classes.readOnly}>
      <Text fz="sm" c="dimmed">
        {reasonOf(t, chat)}
      </Text>
    </div>
  );
}
