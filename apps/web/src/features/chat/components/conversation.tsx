// The middle pane on one chat: a loader while its details load, a not-found state for a chat that is
// not there (or no longer the viewer's), otherwise the header, the messages and the composer (or why
// the viewer cannot write, or a Join button).
import type { ChatAddress, ChatInfo } from '@clutch/contract/messenger';
import { Button, Center, Loader, Text, ThemeIcon } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompassIcon } from '../../../components/ui/icons';
import { barItemOf } from '../api/chat-bar';
import { chatInfoQueryOptions, isChatNotFound } from '../api/chat-info';
import { openChat } from '../chat-modal-store';
import type { UnreadSnapshot } from '../unread';
import { ChatAvatar } from './chat-avatar';
import classes from './chat.module.css';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import { ReadOnlyBar } from './read-only-bar';

function NotFound({ showBack }: { showBack: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.emptyPane} data-testid="chat-not-found">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <CompassIcon size={28} />
      </ThemeIcon>
      <Text fw={800}>{t('chat.notFound.title')}</Text>
      <Text c="dimmed" fz="sm" maw={340}>
        {t('chat.notFound.text')}
      </Text>
      {showBack ? (
        <Button variant="light" onClick={() => openChat(null)}>
          {t('chat.header.back')}
        </Button>
      ) : null}
    </div>
  );
}

function OpenConversation({
  chat,
  address,
  isPhone,
  onInfo,
}: {
  chat: ChatInfo;
  address: ChatAddress;
  isPhone: boolean;
  onInfo: () => void;
}) {
  const queryClient = useQueryClient();
  // What was unread when the chat opened: the list's count is the freshest (pushes keep it).
  const [snapshot] = useState<UnreadSnapshot>(() => {
    const item = barItemOf(queryClient, chat.id);
    return {
      unread: item?.unread_count ?? chat.unread_count,
      lastReadId: item?.last_read_message_id ?? chat.last_read_message_id,
    };
  });
  return (
    <>
      <ConversationHeader chat={chat} showBack={isPhone} onInfo={onInfo} />
      {chat.is_member || chat.chat_type === 'private' ? (
        <MessageList chat={chat} address={address} snapshot={snapshot} />
      ) : (
        <div className={classes.emptyPane}>
          <ChatAvatar name={chat.name} src={chat.avatar_url} size={72} />
          <Text fw={800} fz="lg">
            {chat.name}
          </Text>
          {chat.description === '' ? null : (
            <Text c="dimmed" fz="sm" maw={420}>
              {chat.description}
            </Text>
          )}
        </div>
      )}
      {chat.can_post ? (
        <Composer chat={chat} address={address} />
      ) : (
        <ReadOnlyBar chat={chat} address={address} />
      )}
    </>
  );
}

export function Conversation({
  address,
  isPhone,
  onInfo,
}: {
  address: ChatAddress;
  isPhone: boolean;
  onInfo: () => void;
}) {
  const { t } = useTranslation();
  const info = useQuery(chatInfoQueryOptions(address));
  const chat = info.data;
  if (chat === undefined) {
    if (info.isError) {
      return isChatNotFound(info.error) ? (
        <NotFound showBack={isPhone} />
      ) : (
        <div className={classes.emptyPane}>
          <Text c="dimmed">{t('common.loadFailed')}</Text>
          <Button variant="light" size="xs" onClick={() => void info.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    return (
      <Center style={{ flex: 1 }}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  // A chat the viewer lost while it was open reads as not found, with what is cached dropped.
  if (info.isError && isChatNotFound(info.error)) return <NotFound showBack={isPhone} />;
  return (
    <OpenConversation
      key={chat.id}
      chat={chat}
      address={address}
      isPhone={isPhone}
      onInfo={onInfo}
    />
  );
}
