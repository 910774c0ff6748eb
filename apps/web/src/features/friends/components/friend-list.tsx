// A user's friends, page by page. On the own profile each friend has an Unfriend button (after a
// confirm question); on someone else's the list is read-only.
import { Button } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserMinusIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { flattenPages } from '../../../lib/paged-list';
import { friendsQueryOptions, useUnfriend } from '../api/friends';
import { Panel } from '../../../components/ui/panel';
import { PeopleList, PersonRow } from '../../../components/people/person-row';

export function FriendList({ userId, me }: { userId: number; me: number }) {
  const { t } = useTranslation();
  const friends = useInfiniteQuery(friendsQueryOptions(userId));
  const unfriend = useUnfriend();
  const items = flattenPages(friends.data);
  const isOwn = userId === me;
  return (
    <Panel title={t('friends.title')} count={friends.data?.pages[0]?.count ?? 0}>
      <ListStatus
        isPending={friends.isPending}
        isError={friends.isError}
        isEmpty={items.length === 0}
        emptyText={isOwn ? t('friends.emptyOwn') : t('friends.empty')}
        onRetry={() => void friends.refetch()}
      >
        <PeopleList label={t('friends.title')}>
          {items.map((item) => (
            <PersonRow
              key={item.id}
              user={item.friend}
              note={t('friends.since', { date: formatDateTime(item.created) })}
            >
              {isOwn ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<UserMinusIcon size={14} />}
                  loading={unfriend.isPending && unfriend.variables.friend.id === item.friend.id}
                  onClick={() => unfriend.mutate({ me, friend: item.friend })}
                  aria-label={t('friends.unfriendName', { name: item.friend.username })}
                >
                  {t('friends.unfriend')}
                </Button>
              ) : undefined}
            </PersonRow>
          ))}
        </PeopleList>
        {friends.hasNextPage ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void friends.fetchNextPage()}
            loading={friends.isFetchingNextPage}
          >
            {t('friends.more')}
          </Button>
        ) : null}
      </ListStatus>
    </Panel>
  );
}
