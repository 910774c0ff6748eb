// The chat modal (spec 2 item 9): large on desktop with the list, the conversation and, on demand,
// the details panel side by side; full screen on phones, one pane at a time (list, conversation,
// details). With no chat chosen the middle asks the viewer to select one.
import type { ChatAddress, ChatInfo } from '@clutch/contract/messenger';
import { CloseButton, Group, Modal, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../../components/ui/icons';
import { useExternalStore } from '../../../lib/external-store';
import { refreshChatBar } from '../api/chat-bar';
import { chatInfoQueryOptions } from '../api/chat-info';
import { chatModalStore, closeChat, openChat } from '../chat-modal-store';
import { ChatAside } from '../manage/chat-aside';
import classes from './chat.module.css';
import { ChatListPane } from './chat-list-pane';
import { Conversation } from './conversation';

const PHONE = '(max-width: 47.99em)';

function SelectPrompt() {
  const { t } = useTranslation();
  return (
    <div className={classes.emptyPane} data-testid="chat-select-prompt">
      <ThemeIcon size={64} radius="xl" variant="light">
        <ChatIcon size={30} />
      </ThemeIcon>
      <Text fw={800} fz="lg">
        {t('chat.select.title')}
      </Text>
      <Text c="dimmed" fz="sm" maw={360}>
        {t('chat.select.text')}
      </Text>
    </div>
  );
}

function AsidePane({ address, onClose }: { address: ChatAddress; onClose: () => void }) {
  const queryClient = useQueryClient();
  const chat: ChatInfo | undefined = useQuery(chatInfoQueryOptions(address)).data;
  if (chat === undefined) return null;
  return (
    <aside className={classes.asidePane}>
      <ChatAside
        chat={chat}
        onClose={onClose}
        onLeft={() => {
          onClose();
          openChat(null);
          void refreshChatBar(queryClient);
        }}
      />
    </aside>
  );
}

export function ChatModal() {
  const { t } = useTranslation();
  const { open, chat: address } = useExternalStore(chatModalStore);
  const isPhone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [asideFor, setAsideFor] = useState<string | null>(null);
  const addressKey =
    address === null
      ? null
      : `${address.receiver_content_type}:${String(address.receiver_object_id)}`;
  const isAsideOpen = address !== null && asideFor === addressKey;
  const panes = isPhone ? classes.panesSingle : isAsideOpen ? classes.panesWithAside : '';
  // A phone shows one pane: the list, the conversation, or the details.
  const showList = !isPhone || address === null;
  const showMiddle = !isPhone || (address !== null && !isAsideOpen);

  return (
    <Modal.Root
      opened={open}
      onClose={closeChat}
      fullScreen={isPhone}
      size={isAsideOpen ? 1320 : 1080}
      centered
      returnFocus
      classNames={{ content: `${classes.content} ${isPhone ? classes.fullScreen : ''}` }}
    >
      <Modal.Overlay backgroundOpacity={0.55} blur={3} />
      <Modal.Content aria-label={t('chat.dialog')} data-testid="chat-modal">
        <div className={classes.topBar}>
          <Group gap={8}>
            <ChatIcon size={20} />
            <Title order={2} fz="lg">
              {t('chat.title')}
            </Title>
          </Group>
          <CloseButton size="lg" onClick={closeChat} aria-label={t('chat.close')} />
        </div>
        <div className={`${classes.panes} ${panes}`}>
          {showList ? (
            <div className={classes.listPane}>
              <ChatListPane active={address} autoFocusSearch={!isPhone} />
            </div>
          ) : null}
          {showMiddle ? (
            <section className={classes.conversation} aria-label={t('chat.messages.label')}>
              {address === null ? (
                <SelectPrompt />
              ) : (
                <Conversation
                  address={address}
                  isPhone={isPhone}
                  onInfo={() => setAsideFor(isAsideOpen ? null : addressKey)}
                />
              )}
            </section>
          ) : null}
          {isAsideOpen && address !== null ? (
            <AsidePane address={address} onClose={() => setAsideFor(null)} />
          ) : null}
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
