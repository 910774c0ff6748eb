// Finding players by name (profile search, 6 per page, never the user themself) to send them a
// friend request or block them. Typing waits a moment before asking, so each keystroke is not a call.
import { ActionIcon, Button, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockIcon, SearchIcon, UserPlusIcon } from '../../../components/ui/action-icons';
import { CountryFlag } from '../../../components/ui/country-flag';
import { ListStatus } from '../../../components/ui/list-status';
import { flattenPages } from '../../../lib/paged-list';
import { playerSearchQueryOptions, useBlockUser } from '../api/blocks';
import {
  friendRequestsQueryOptions,
  friendsQueryOptions,
  useSendFriendRequest,
} from '../api/friends';
import { Panel } from '../../../components/ui/panel';
import { PeopleList, PersonRow } from './person-row';

const SEARCH_DELAY_MS = 300;

type Relation = 'friends' | 'requested' | null;

/** Where each player found stands with the user, from the lists the friends tab has loaded. */
function useRelations(me: number): (userId: number) => Relation {
  const friends = flattenPages(useInfiniteQuery(friendsQueryOptions(me)).data);
  const sent = flattenPages(useInfiniteQuery(friendRequestsQueryOptions(me, 'sent')).data);
  return (userId) => {
    if (friends.some((item) => item.friend.id === userId)) return 'friends';
    if (sent.some((request) => request.to_user.id === userId)) return 'requested';
    return null;
  };
}

export function PlayerSearch({ me }: { me: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useQuery(playerSearchQueryOptions(term));
  const send = useSendFriendRequest();
  const block = useBlockUser();
  const relationOf = useRelations(me);
  const players = search.data?.results ?? [];

  return (
    <Panel title={t('friends.findTitle')}>
      <TextInput
        label={t('friends.searchLabel')}
        placeholder={t('friends.searchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      {term === '' ? (
        <Text c="dimmed" fz="sm">
          {t('friends.searchHint')}
        </Text>
      ) : (
        <ListStatus
          isPending={search.isPending}
          isError={search.isError}
          isEmpty={players.length === 0}
          emptyText={t('friends.noPlayers', { name: term })}
          onRetry={() => void search.refetch()}
        >
          <PeopleList label={t('friends.searchResults')}>
            {players.map((player) => {
              const relation = relationOf(player.id);
              return (
                <PersonRow
                  key={player.id}
                  user={player}
                  note={
                    player.country === null ? undefined : (
                      <CountryFlag code={player.country} size="xs" />
                    )
                  }
                >
                  {relation === null ? (
                    <Button
                      size="xs"
                      leftSection={<UserPlusIcon size={14} />}
                      loading={send.isPending && send.variables === player.id}
                      disabled={send.isPending && send.variables === player.id}
                      onClick={() => send.mutate(player.id)}
                      aria-label={t('friends.addName', { name: player.username })}
                    >
                      {t('friends.add')}
                    </Button>
                  ) : (
                    <Text fz="xs" c="teal.4" fw={700} role="status">
                      {relation === 'friends' ? t('friends.nowFriends') : t('friends.requestSent')}
                    </Text>
                  )}
                  <Tooltip label={t('friends.block')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('friends.blockName', { name: player.username })}
                      loading={block.isPending && block.variables.id === player.id}
                      onClick={() => block.mutate(player)}
                    >
                      <BlockIcon size={16} />
                    </ActionIcon>
                  </Tooltip>
                </PersonRow>
              );
            })}
          </PeopleList>
        </ListStatus>
      )}
    </Panel>
  );
}
