// Finding players by name (profile search, 6 per page, never the user themself) to send them a
// friend request or block them. Typing waits a moment before asking, so each keystroke is not a call.
import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BlockIcon, UserPlusIcon } from '../../../components/ui/action-icons';
import { CountryFlag } from '../../../components/ui/country-flag';
import { PersonSearch, useSearchTerm } from '../../../components/people/person-search';
import { flattenPages } from '../../../lib/paged-list';
import { playerSearchQueryOptions, useBlockUser } from '../api/blocks';
import {
  friendRequestsQueryOptions,
  friendsQueryOptions,
  useSendFriendRequest,
} from '../api/friends';
import { Panel } from '../../../components/ui/panel';
import { PeopleList, PersonRow } from '../../../components/people/person-row';

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
  const search = useSearchTerm();
  const { term } = search;
  const found = useQuery(playerSearchQueryOptions(term));
  const send = useSendFriendRequest();
  const block = useBlockUser();
  const relationOf = useRelations(me);
  const players = found.data?.results ?? [];

  return (
    <Panel title={t('friends.findTitle')}>
      <PersonSearch
        search={search}
        list={found}
        isEmpty={players.length === 0}
        texts={{
          label: t('friends.searchLabel'),
          placeholder: t('friends.searchPlaceholder'),
          hint: t('friends.searchHint'),
          none: t('friends.noPlayers', { name: term }),
        }}
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
      </PersonSearch>
    </Panel>
  );
}
