// One message row: a system message centred and worded in the viewer's language; otherwise a bubble
// (the viewer's own on the right, with a check that turns double once seen), the sender's name and
// picture in groups and channels, text, files, reactions and the time.
import type { ChatFile, ChatMessage, ChatType, ReactionType } from '@clutch/contract/messenger';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { systemText } from '../system-text';
import { ChatAvatar } from './chat-avatar';
import { CheckMarkIcon, DoubleCheckIcon } from './chat-icons';
import classes from './chat.module.css';
import { MessageFiles, MessageText, ReactionButtons } from './message-parts';

export function SystemLine({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  return (
    <div className={classes.system} data-message-id={message.id} data-testid="system-message">
      <span>{systemText(t, message.attributes, message.sender)}</span>
    </div>
  );
}

function SeenMark({ seen }: { seen: boolean }) {
  const { t } = useTranslation();
  const label = seen ? t('chat.messages.seen') : t('chat.messages.sent');
  return (
    <span role="img" aria-label={label} title={label} data-testid={seen ? 'seen' : 'sent'}>
      {seen ? <DoubleCheckIcon size={14} /> : <CheckMarkIcon size={14} />}
    </span>
  );
}

export function MessageItem({
  message,
  chatType,
  isOwn,
  isFirstOfRun,
  onReact,
  onOpenMedia,
}: {
  message: ChatMessage;
  chatType: ChatType;
  isOwn: boolean;
  /** The first of several messages in a row from the same sender: it names them. */
  isFirstOfRun: boolean;
  onReact: (pressed: ReactionType) => void;
  onOpenMedia: (file: ChatFile) => void;
}) {
  const { t } = useTranslation();
  if (message.is_system) return <SystemLine message={message} />;
  const isGroupLike = chatType !== 'private';
  const sender = message.sender?.username ?? t('chat.messages.someone');
  return (
    <div
      className={`${classes.row} ${isOwn ? classes.rowOwn : ''}`}
      data-message-id={message.id}
      data-own={isOwn ? 'true' : undefined}
      data-testid="message"
    >
      {isGroupLike && !isOwn ? (
        <div className={classes.avatarSlot}>
          {isFirstOfRun ? (
            <ChatAvatar name={sender} src={message.sender?.avatar_url ?? null} size={32} />
          ) : null}
        </div>
      ) : null}
      <div className={classes.bubble}>
        {isGroupLike && !isOwn && isFirstOfRun ? (
          <div className={classes.sender}>{sender}</div>
        ) : null}
        <MessageFiles files={message.files} onOpenMedia={onOpenMedia} />
        <MessageText text={message.content_text} />
        <div className={classes.footer}>
          <ReactionButtons message={message} onReact={onReact} />
          <div className={classes.meta}>
            <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
            {isOwn ? <SeenMark seen={message.seen} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
