// The parts of a message bubble: its text (links made clickable by building elements, never by
// injecting HTML), its files (pictures and videos as thumbnails that open the media viewer, other
// files as a download link with name and size) and its like and dislike buttons.
import type { ChatFile, ChatMessage, ReactionType } from '@clutch/contract/messenger';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/ui/action-icons';
import { formatFileSize } from '../attachments';
import { splitLinks } from '../message-text';
import { formatReactionCount } from '../reaction-count';
import { DownloadIcon, FileIcon, PlayIcon } from './chat-icons';
import classes from './chat.module.css';

export function MessageText({ text }: { text: string }) {
  if (text === '') return null;
  return (
    <div className={classes.text}>
      {splitLinks(text).map((piece, index) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {piece.text}
          </a>
        ),
      )}
    </div>
  );
}

export const isMedia = (file: ChatFile) => file.type === 'image' || file.type === 'video';

export function MessageFiles({
  files,
  onOpenMedia,
}: {
  files: readonly ChatFile[];
  onOpenMedia: (file: ChatFile) => void;
}) {
  const { t } = useTranslation();
  const media = files.filter(isMedia);
  const others = files.filter((file) => !isMedia(file));
  return (
    <>
      {media.length > 0 ? (
        <div className={`${classes.media} ${media.length === 1 ? classes.mediaSingle : ''}`}>
          {media.map((file) => (
            <button
              key={file.file}
              type="button"
              className={classes.thumb}
              onClick={() => onOpenMedia(file)}
              aria-label={t('chat.messages.openMedia', { name: file.name })}
            >
              {file.type === 'image' ? (
                <img src={file.file} alt="" loading="lazy" />
              ) : (
                <>
                  <video src={file.file} preload="metadata" muted playsInline />
                  <span className={classes.play}>
                    <PlayIcon size={28} />
                  </span>
                </>
              )}
            </button>
          ))}
        </div>
      ) : null}
      {others.map((file) => (
        <a
          key={file.file}
          className={classes.fileLink}
          href={file.file}
          download={file.name}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('chat.messages.download', { name: file.name })}
        >
          <FileIcon size={22} />
          <span style={{ minWidth: 0, flex: 1 }}>
            <span className={classes.fileName} style={{ display: 'block' }}>
              {file.name}
            </span>
            <Text span fz="xs" opacity={0.75}>
              {formatFileSize(file.size)}
            </Text>
          </span>
          <DownloadIcon size={18} />
        </a>
      ))}
    </>
  );
}

export function ReactionButtons({
  message,
  onReact,
}: {
  message: ChatMessage;
  onReact: (pressed: ReactionType) => void;
}) {
  const { t } = useTranslation();
  const { reactions } = message;
  const mine = reactions.user_has_reacted ? reactions.user_reaction_type : null;
  const button = (type: ReactionType) => {
    const isLike = type === 'L';
    const count = isLike ? reactions.likes_count : reactions.dislikes_count;
    const isPressed = mine === type;
    return (
      <Button
        size="compact-xs"
        radius="xl"
        variant={isPressed ? 'filled' : count > 0 ? 'light' : 'subtle'}
        color={isPressed ? (isLike ? 'teal' : 'red') : 'gray'}
        leftSection={isLike ? <ThumbUpIcon size={13} /> : <ThumbDownIcon size={13} />}
        aria-pressed={isPressed}
        aria-label={t(isLike ? 'chat.messages.like' : 'chat.messages.dislike', { count })}
        onClick={() => onReact(type)}
        data-testid={isLike ? 'like' : 'dislike'}
      >
        {formatReactionCount(count)}
      </Button>
    );
  };
  return (
    <div className={classes.reactions}>
      {button('L')}
      {button('D')}
    </div>
  );
}
