// One chat in the list: its picture or first letter, its name, the last message (a file as an icon
// and "File", a system message worded in the viewer's language), its time and the unread badge.
import type { ChatBarItem } from '@clutch/contract/messenger';
import { Badge, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from '../../../lib/format';
import { chatNameOf, chatPictureOf } from '../chat-list';
import { useChatViewer } from '../chat-viewer';
import { systemText } from '../system-text';
import { listTimeOf } from '../timeline';
import { ChatAvatar } from './chat-avatar';
import classes from './chat.module.css';
import { ChannelIcon, FileIcon, GroupIcon } from './chat-icons';

function Preview({ item }: { item: ChatBarItem }) {
  const { t } = useTranslation();
  const viewer = useChatViewer();
  if (item.is_system) return <span>{systemText(t, item.attributes, item.sender)}</span>;
  if (item.content_text === '' && !item.has_files) return <span>{t('chat.item.noMessages')}</span>;
  const text = item.content_text === '' ? t('chat.item.file') : item.content_text;
  const own = item.sender?.id === viewer.id;
  return (
    <>
      {item.has_files ? <FileIcon size={14} /> : null}
      <span>{own ? t('chat.item.you', { text }) : text}</span>
    </>
  );
}

export function ChatListItem({
  item,
  isActive,
  onOpen,
}: {
  item: ChatBarItem;
  isActive: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const name = chatNameOf(item);
  return (
    <UnstyledButton
      className={`${classes.item} ${isActive ? classes.itemActive : ''}`}
      onClick={onOpen}
      aria-current={isActive ? 'true' : undefined}
      data-testid="chat-list-item"
    >
      <ChatAvatar name={name} src={chatPictureOf(item)} />
      <div className={classes.itemBody}>
        <div className={classes.itemTop}>
          <span className={classes.itemName}>
            {item.chat_type === 'group' ? <GroupIcon size={14} /> : null}
            {item.chat_type === 'channel' ? <ChannelIcon size={14} /> : null} {name}
          </span>
          <span className={classes.itemTime}>{listTimeOf(item.timestamp, new Date())}</span>
        </div>
        <div className={classes.itemBottom}>
          <span className={classes.itemPreview}>
            <Preview item={item} />
          </span>
          {item.unread_count > 0 ? (
            <Badge
              size="sm"
              circle={item.unread_count < 10}
              variant="filled"
              aria-label={t('chat.item.unread', { count: item.unread_count })}
            >
              {formatBadgeCount(item.unread_count)}
            </Badge>
          ) : null}
        </div>
      </div>
    </UnstyledButton>
  );
}
