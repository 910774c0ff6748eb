// The left pane: search (chats and people) beside the create menu, then the viewer's chats newest
// first, or what the search found. Picking a person opens the private chat with them, starting it on
// first use.
import type { UserBrief } from '@clutch/contract/common';
import type { ChatAddress, ChatBarItem } from '@clutch/contract/messenger';
import {
  Button,
  CloseButton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/action-icons';
import { PaneLoader } from '../../../components/ui/list-status';
import { ChatIcon } from '../../../components/ui/icons';
import { useChatBar } from '../api/chat-bar';
import { addressOf, openPrivateChat } from '../api/chat-info';
import { chatSearchQueryOptions } from '../api/search';
import { openChat } from '../chat-modal-store';
import { CreateChatMenu } from '../manage/create-chat-menu';
import { ChatAvatar } from './chat-avatar';
import { ChatListItem } from './chat-list-item';
import classes from './chat.module.css';

const SEARCH_DEBOUNCE_MS = 300;

type Active = ChatAddress | null;

const isSameChat = (item: ChatBarItem, active: Active) =>
  active !== null &&
  item.receiver_content_type === active.receiver_content_type &&
  item.receiver_object_id === active.receiver_object_id;

function ChatItems({
  items,
  active,
  onOpened,
}: {
  items: readonly ChatBarItem[];
  active: Active;
  onOpened?: () => void;
}) {
  return (
    <Stack gap={2}>
      {items.map((item) => (
        <ChatListItem
          key={item.id}
          item={item}
          isActive={isSameChat(item, active)}
          onOpen={() => {
            openChat(addressOf(item));
            onOpened?.();
          }}
        />
      ))}
    </Stack>
  );
}

function PersonItem({ user, onPick }: { user: UserBrief; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.item}
      onClick={onPick}
      aria-label={t('chat.search.writeTo', { name: user.username })}
    >
      <ChatAvatar name={user.username} src={user.avatar_url} size={36} />
      <span className={classes.itemName}>{user.username}</span>
    </UnstyledButton>
  );
}

function SearchResults({
  query,
  active,
  onOpened,
}: {
  query: string;
  active: Active;
  /** A chat or person was picked: the search gives way to the list. */
  onOpened: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const found = useQuery(chatSearchQueryOptions(query));
  const [isOpening, setOpening] = useState(false);
  const writeTo = (user: UserBrief) => {
    setOpening(true);
    openPrivateChat(queryClient, user)
      .then((address: ChatAddress) => {
        openChat(address);
        onOpened();
      })
      .catch(() => undefined)
      .finally(() => setOpening(false));
  };
  if (found.data === undefined || isOpening) {
    return <PaneLoader />;
  }
  const { chats, users } = found.data;
  if (chats.length === 0 && users.length === 0) {
    return (
      <Text c="dimmed" ta="center" fz="sm" py="xl" px="md">
        {t('chat.search.none', { query })}
      </Text>
    );
  }
  return (
    <>
      {chats.length > 0 ? (
        <section aria-label={t('chat.search.chats')}>
          <h3 className={classes.sectionTitle}>{t('chat.search.chats')}</h3>
          <ChatItems items={chats} active={active} onOpened={onOpened} />
        </section>
      ) : null}
      {users.length > 0 ? (
        <section aria-label={t('chat.search.people')}>
          <h3 className={classes.sectionTitle}>{t('chat.search.people')}</h3>
          <Stack gap={2}>
            {users.map((user) => (
              <PersonItem key={user.id} user={user} onPick={() => writeTo(user)} />
            ))}
          </Stack>
        </section>
      ) : null}
    </>
  );
}

function ChatList({ active }: { active: Active }) {
  const { t } = useTranslation();
  const bar = useChatBar();
  if (bar.isPending) {
    return <PaneLoader />;
  }
  if (bar.isError) {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Text c="dimmed" fz="sm">
          {t('common.loadFailed')}
        </Text>
        <Button variant="light" size="xs" onClick={() => void bar.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  if (bar.data.results.length === 0) {
    return (
      <Stack align="center" ta="center" gap="sm" py={48} px="md">
        <ThemeIcon size={52} radius="xl" variant="light">
          <ChatIcon size={26} />
        </ThemeIcon>
        <Text fw={700}>{t('chat.empty.title')}</Text>
        <Text c="dimmed" fz="sm">
          {t('chat.empty.text')}
        </Text>
      </Stack>
    );
  }
  return <ChatItems items={bar.data.results} active={active} />;
}

export function ChatListPane({
  active,
  autoFocusSearch,
}: {
  active: Active;
  /** Desktops start in the search box; phones would open their keyboard over the list. */
  autoFocusSearch: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <>
      <div className={classes.listTools}>
        <TextInput
          style={{ flex: 1 }}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('chat.search.placeholder')}
          aria-label={t('chat.search.label')}
          leftSection={<SearchIcon size={16} />}
          rightSection={
            search === '' ? null : (
              <CloseButton
                size="sm"
                aria-label={t('chat.search.clear')}
                onClick={() => setSearch('')}
              />
            )
          }
          radius="xl"
          data-autofocus={autoFocusSearch ? true : undefined}
        />
        <CreateChatMenu />
      </div>
      <nav className={classes.listScroll} aria-label={t('chat.list')}>
        {query === '' ? (
          <ChatList active={active} />
        ) : (
          <SearchResults query={query} active={active} onOpened={() => setSearch('')} />
        )}
      </nav>
    </>
  );
}
