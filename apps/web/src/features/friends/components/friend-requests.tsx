// The signed-in user's pending friend requests: received ones to accept or decline, sent ones to
// withdraw, switched with a segmented control that shows how many of each are waiting.
import { Button, SegmentedControl } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrossIcon, TickIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { flattenPages } from '../../../lib/paged-list';
import {
  friendRequestsQueryOptions,
  useAcceptFriendRequest,
  useDeleteFriendRequest,
  type RequestDirection,
} from '../api/friends';
import { Panel } from '../../../components/ui/panel';
import { PeopleList, PersonRow } from '../../../components/people/person-row';

export function FriendRequests({ me }: { me: number }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<RequestDirection>('received');
  const received = useInfiniteQuery(friendRequestsQueryOptions(me, 'received'));
  const sent = useInfiniteQuery(friendRequestsQueryOptions(me, 'sent'));
  const accept = useAcceptFriendRequest();
  const remove = useDeleteFriendRequest();
  const shown = direction === 'received' ? received : sent;
  const requests = flattenPages(shown.data);
  const countOf = (list: typeof received) => list.data?.pages[0]?.count ?? 0;
  const isBusy = (requestId: number) =>
    (accept.isPending && accept.variables.requestId === requestId) ||
    (remove.isPending && remove.variables.requestId === requestId);

  return (
    <Panel title={t('friends.requests')} count={countOf(received)}>
      <SegmentedControl
        fullWidth
        size="sm"
        aria-label={t('friends.requests')}
        value={direction}
        onChange={(value) => setDirection(value === 'sent' ? 'sent' : 'received')}
        data={[
          {
            value: 'received',
            label: t('friends.received', { count: countOf(received) }),
          },
          { value: 'sent', label: t('friends.sent', { count: countOf(sent) }) },
        ]}
      />
      <ListStatus
        isPending={shown.isPending}
        isError={shown.isError}
        isEmpty={requests.length === 0}
        emptyText={direction === 'received' ? t('friends.noReceived') : t('friends.noSent')}
        onRetry={() => void shown.refetch()}
      >
        <PeopleList
          label={direction === 'received' ? t('friends.receivedList') : t('friends.sentList')}
        >
          {requests.map((request) => {
            const other = direction === 'received' ? request.from_user : request.to_user;
            const ref = { me, requestId: request.id };
            return (
              <PersonRow key={request.id} user={other} note={formatDateTime(request.created)}>
                {direction === 'received' ? (
                  <>
                    <Button
                      size="xs"
                      leftSection={<TickIcon size={14} />}
                      disabled={isBusy(request.id)}
                      onClick={() => accept.mutate(ref)}
                      aria-label={t('friends.acceptFrom', { name: other.username })}
                    >
                      {t('friends.accept')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<CrossIcon size={14} />}
                      disabled={isBusy(request.id)}
                      onClick={() => remove.mutate(ref)}
                      aria-label={t('friends.declineFrom', { name: other.username })}
                    >
                      {t('friends.decline')}
                    </Button>
                  </>
                ) : (
                  <Button
                    size="xs"
                    variant="default"
                    disabled={isBusy(request.id)}
                    onClick={() => remove.mutate(ref)}
                    aria-label={t('friends.withdrawTo', { name: other.username })}
                  >
                    {t('friends.withdraw')}
                  </Button>
                )}
              </PersonRow>
            );
          })}
        </PeopleList>
        {shown.hasNextPage ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void shown.fetchNextPage()}
            loading={shown.isFetchingNextPage}
          >
            {t('friends.more')}
          </Button>
        ) : null}
      </ListStatus>
    </Panel>
  );
}
