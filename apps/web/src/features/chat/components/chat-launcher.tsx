// The round chat button of the default layout with its unread badge ("99+" above 99), the live
// group-chat-updates listener that keeps the list and the badge current, and the chat modal it opens
// (loaded on first use). Other screens open the modal through chat-modal-store.
import type { UserBrief } from '@clutch/contract/common';
import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../../components/ui/icons';
import { useExternalStore } from '../../../lib/external-store';
import { formatBadgeCount } from '../../../lib/format';
import { chatModalStore, openChat } from '../chat-modal-store';
import { ChatViewerContext } from '../chat-viewer';
import { useChatUpdates } from '../use-chat-updates';

const ChatModal = lazy(() =>
  import('./chat-modal').then((module) => ({ default: module.ChatModal })),
);

export function ChatLauncher({ viewer, unread }: { viewer: UserBrief; unread: number }) {
  const { t } = useTranslation();
  const { open, chat } = useExternalStore(chatModalStore);
  useChatUpdates(viewer.id);
  // Once opened, the modal stays mounted so it closes with its transition and reopens at once.
  const hasOpened = open || chat !== null;
  return (
    <ChatViewerContext.Provider value={viewer}>
      <Indicator
        label={formatBadgeCount(unread)}
        size={20}
        offset={4}
        disabled={unread <= 0}
        color="red"
        fw={700}
        data-testid="chat-unread-badge"
      >
        <ActionIcon
          size={52}
          radius="xl"
          variant="filled"
          aria-label={unread > 0 ? t('shell.chatUnread', { count: unread }) : t('shell.chat')}
          onClick={() => openChat(chat)}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
          data-testid="chat-launcher"
        >
          <ChatIcon size={24} />
        </ActionIcon>
      </Indicator>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ChatModal />
        </Suspense>
      ) : null}
    </ChatViewerContext.Provider>
  );
}
