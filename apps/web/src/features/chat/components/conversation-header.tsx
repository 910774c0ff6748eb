// The conversation's header: back to the list (phones), the chat's picture and name, its member
// count (or, in a private chat, the other person), and the button that opens the details panel.
import type { ChatInfo } from '@clutch/contract/messenger';
import { ActionIcon, Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/locale-navigation';
import { closeChat, openChat } from '../chat-modal-store';
import { ChatAvatar } from './chat-avatar';
import { ArrowLeftIcon, InfoIcon } from './chat-icons';
import classes from './chat.module.css';

export function chatTitleOf(chat: ChatInfo): string {
  return chat.chat_type === 'private' ? (chat.interlocutor?.username ?? chat.name) : chat.name;
}

export function chatPictureOfInfo(chat: ChatInfo): string | null {
  return chat.chat_type === 'private' ? (chat.interlocutor?.avatar_url ?? null) : chat.avatar_url;
}

function Subtitle({ chat }: { chat: ChatInfo }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (chat.chat_type === 'private' && chat.interlocutor !== null) {
    return (
      <Anchor
        component={Link}
        to={localePath(`/profile/${String(chat.interlocutor.id)}/info`)}
        onClick={closeChat}
        fz="xs"
        c="dimmed"
        truncate
        display="block"
        aria-label={`${t('chat.header.private')}: @${chat.interlocutor.username}`}
      >
        @{chat.interlocutor.username}
      </Anchor>
    );
  }
  const count = t('chat.header.members', { count: chat.members_count });
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="xs" c="dimmed" truncate>
        {chat.chat_type === 'channel' ? `${t('chat.header.channel')} · ${count}` : count}
      </Text>
      {chat.link !== null ? (
        <Anchor component={Link} to={localePath(chat.link)} onClick={closeChat} fz="xs">
          {t('chat.header.openPage')}
        </Anchor>
      ) : null}
    </Group>
  );
}

export function ConversationHeader({
  chat,
  showBack,
  onInfo,
}: {
  chat: ChatInfo;
  showBack: boolean;
  onInfo: () => void;
}) {
  const { t } = useTranslation();
  const title = chatTitleOf(chat);
  return (
    <header className={classes.header}>
      {showBack ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('chat.header.back')}
          onClick={() => openChat(null)}
        >
          <ArrowLeftIcon />
        </ActionIcon>
      ) : null}
      <ChatAvatar name={title} src={chatPictureOfInfo(chat)} size={40} />
      <div className={classes.headerText}>
        <Group gap={8} wrap="nowrap">
          <Text fw={800} truncate data-testid="conversation-title">
            {title}
          </Text>
          {chat.archived ? (
            <Badge size="xs" variant="light" color="gray">
              {t('chat.header.archived')}
            </Badge>
          ) : null}
        </Group>
        <Subtitle chat={chat} />
      </div>
      <Tooltip label={t('chat.header.info')} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('chat.header.info')}
          onClick={onInfo}
        >
          <InfoIcon />
        </ActionIcon>
      </Tooltip>
    </header>
  );
}
