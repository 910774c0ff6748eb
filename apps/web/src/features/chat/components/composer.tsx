// Writing a message: a text area (Enter sends, Shift+Enter starts a new line), emoji, attachments
// (several; a file at or above the chat's size limit is refused with a notice and never sent). A send
// clears the composer at once and goes on as a pending message with its own txn_id (kept for a
// retry), which shows the upload's progress and, if it fails, offers to send it again.
import type { ChatAddress, ChatInfo } from '@clutch/contract/messenger';
import { CHAT_MAX_FILES_PER_MESSAGE, CHAT_MAX_TEXT_LENGTH } from '@clutch/contract/messenger';
import { ActionIcon, FileButton, Pill, Popover, Textarea, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../../../components/ui/action-icons';
import { showToast } from '../../../lib/toast';
import { deliverMessage } from '../api/messages';
import { addAttachments, formatFileSize } from '../attachments';
import { PaperclipIcon, SmileIcon } from './chat-icons';
import classes from './chat.module.css';

const EmojiPicker = lazy(() =>
  import('./emoji-picker').then((module) => ({ default: module.EmojiPicker })),
);

export function Composer({ chat, address }: { chat: ChatInfo; address: ChatAddress }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isEmojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const resetPicker = useRef<() => void>(null);

  const canSend = text.trim() !== '' || files.length > 0;

  const send = () => {
    if (!canSend) return;
    const pending = {
      txnId: crypto.randomUUID(),
      chatId: chat.id,
      text: text.trim(),
      files,
      progress: 0,
      status: 'sending' as const,
    };
    setText('');
    setFiles([]);
    void deliverMessage(queryClient, address, pending);
    input.current?.focus();
  };

  const pick = (picked: File[]) => {
    resetPicker.current?.();
    const result = addAttachments(files, picked, chat.max_uplaod_size);
    for (const file of result.tooLarge) {
      showToast(
        t('chat.errors.fileTooLarge', { max: chat.max_uplaod_size, name: file.name }),
        'error',
      );
    }
    if (result.overCount.length > 0) {
      showToast(t('chat.errors.tooManyFiles', { max: CHAT_MAX_FILES_PER_MESSAGE }), 'error');
    }
    setFiles(result.files);
  };

  const insertEmoji = (emoji: string) => {
    const area = input.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className={classes.composer}>
      {files.length > 0 ? (
        <div className={classes.attachments}>
          {files.map((file, index) => (
            <Pill
              key={`${file.name}-${String(index)}`}
              size="md"
              withRemoveButton
              removeButtonProps={{ 'aria-label': t('chat.composer.remove', { name: file.name }) }}
              onRemove={() => setFiles(files.filter((_, at) => at !== index))}
            >
              {file.name} · {formatFileSize(file.size)}
            </Pill>
          ))}
        </div>
      ) : null}
      <div className={classes.composerRow}>
        <FileButton onChange={pick} multiple resetRef={resetPicker}>
          {(props) => (
            <Tooltip label={t('chat.composer.attach')} withArrow>
              <ActionIcon
                {...props}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('chat.composer.attach')}
              >
                <PaperclipIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Popover
          opened={isEmojiOpen}
          onChange={setEmojiOpen}
          position="top-start"
          shadow="lg"
          withinPortal
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('chat.composer.emoji')}
              aria-expanded={isEmojiOpen}
              onClick={() => setEmojiOpen((open) => !open)}
            >
              <SmileIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} style={{ border: 0, background: 'transparent' }}>
            <Suspense fallback={null}>
              <EmojiPicker onPick={insertEmoji} />
            </Suspense>
          </Popover.Dropdown>
        </Popover>
        <Textarea
          ref={input}
          style={{ flex: 1 }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.composer.placeholder')}
          aria-label={t('chat.composer.label')}
          title={t('chat.composer.hint')}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={CHAT_MAX_TEXT_LENGTH}
          radius="lg"
          data-testid="composer"
        />
        <ActionIcon
          size="lg"
          radius="xl"
          variant="filled"
          disabled={!canSend}
          onClick={send}
          aria-label={t('chat.composer.send')}
        >
          <SendIcon size={18} />
        </ActionIcon>
      </div>
    </div>
  );
}
