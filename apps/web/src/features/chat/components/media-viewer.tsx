// The media viewer: a picture or a video of the conversation at full size, with previous and next
// through every picture and video loaded (arrow keys too) and a download link.
import type { ChatFile } from '@clutch/contract/messenger';
import { ActionIcon, Anchor, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon, DownloadIcon } from './chat-icons';
import classes from './chat.module.css';

export function MediaViewer({
  items,
  index,
  onIndex,
  onClose,
}: {
  items: readonly ChatFile[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = index === null ? undefined : items[index];
  const at = index ?? 0;
  const hasPrevious = at > 0;
  const hasNext = at < items.length - 1;

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndex(index - 1);
      if (event.key === 'ArrowRight' && index < items.length - 1) onIndex(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, items.length, onIndex]);

  return (
    <Modal
      opened={current !== undefined}
      onClose={onClose}
      size="auto"
      centered
      title={current?.name ?? t('chat.media.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      zIndex={400}
    >
      {current === undefined ? null : (
        <>
          <div className={classes.viewer}>
            {current.type === 'video' ? (
              <video key={current.file} src={current.file} controls autoPlay playsInline />
            ) : (
              <img key={current.file} src={current.file} alt={current.name} />
            )}
          </div>
          <Group justify="space-between" mt="sm" wrap="nowrap">
            <ActionIcon
              variant="light"
              size="lg"
              radius="xl"
              disabled={!hasPrevious}
              onClick={() => onIndex(at - 1)}
              aria-label={t('chat.media.previous')}
            >
              <ChevronIcon direction="left" />
            </ActionIcon>
            <Group gap="md" wrap="nowrap">
              <Text fz="sm" c="dimmed">
                {t('chat.media.position', { index: at + 1, total: items.length })}
              </Text>
              <Anchor href={current.file} download={current.name} fz="sm">
                <Group gap={4} wrap="nowrap">
                  <DownloadIcon size={16} />
                  {t('chat.media.download')}
                </Group>
              </Anchor>
            </Group>
            <ActionIcon
              variant="light"
              size="lg"
              radius="xl"
              disabled={!hasNext}
              onClick={() => onIndex(at + 1)}
              aria-label={t('chat.media.next')}
            >
              <ChevronIcon direction="right" />
            </ActionIcon>
          </Group>
        </>
      )}
    </Modal>
  );
}
