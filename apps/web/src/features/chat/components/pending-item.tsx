// A message on its way, on the viewer's side: its text and file names, the upload progress while it
// is sent, and, when sending failed, "not sent" with a retry (the same txn_id) and a discard.
import type { ChatAddress } from '@clutch/contract/messenger';
import { Button, Group, Progress, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deliverMessage } from '../api/messages';
import { dropPending, type PendingSend } from '../pending-sends';
import { FileIcon } from './chat-icons';
import classes from './chat.module.css';
import { MessageText } from './message-parts';

export function PendingItem({ send, address }: { send: PendingSend; address: ChatAddress }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isFailed = send.status === 'failed';
  const percent = Math.round(send.progress * 100);
  return (
    <div className={`${classes.row} ${classes.rowOwn}`} data-testid="pending-message">
      <div className={classes.bubble} style={{ opacity: isFailed ? 1 : 0.8 }}>
        {send.files.map((file) => (
          <Group key={file.name} gap={6} wrap="nowrap" className={classes.fileLink}>
            <FileIcon size={18} />
            <span className={classes.fileName}>{file.name}</span>
          </Group>
        ))}
        <MessageText text={send.text} />
        {!isFailed && send.files.length > 0 ? (
          <Progress
            value={percent}
            size="sm"
            mt={6}
            color="white"
            aria-label={t('chat.composer.uploading', { percent })}
          />
        ) : null}
        <div className={classes.meta}>
          {isFailed ? (
            <Text span fz="xs" fw={700} c="red.2">
              {t('chat.messages.notSent')}
            </Text>
          ) : (
            <span>
              {send.files.length > 0
                ? t('chat.composer.uploading', { percent })
                : t('chat.messages.sending')}
            </span>
          )}
        </div>
        {isFailed ? (
          <Group gap={6} mt={6} justify="flex-end">
            <Button
              size="compact-xs"
              variant="white"
              color="dark"
              onClick={() => void deliverMessage(queryClient, address, send)}
            >
              {t('chat.messages.retry')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray.0"
              onClick={() => dropPending(send.txnId)}
            >
              {t('chat.messages.discard')}
            </Button>
          </Group>
        ) : null}
      </div>
    </div>
  );
}
