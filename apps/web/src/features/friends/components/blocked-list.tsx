// The users the signed-in user has blocked, ten per page, each with an Unblock button.
import { Button, Center, Pagination } from '@mantine/core';
import { BANNED_LIST_PER_PAGE } from '@clutch/contract/friends';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { blockedQueryOptions, useUnblockUser } from '../api/blocks';
import { Panel } from '../../../components/ui/panel';
import { PeopleList, PersonRow } from '../../../components/people/person-row';

export function BlockedList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const blocked = useQuery(blockedQueryOptions(page));
  const unblock = useUnblockUser();
  const count = blocked.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / BANNED_LIST_PER_PAGE));
  const items = blocked.data?.results ?? [];
  // Unblocking the last user of the last page leaves it empty: step back to the one before.
  if (blocked.isSuccess && page > pages) setPage(pages);

  return (
    <Panel title={t('friends.blockedTitle')} count={count}>
      <ListStatus
        isPending={blocked.isPending}
        isError={blocked.isError}
        isEmpty={items.length === 0}
        emptyText={t('friends.noBlocked')}
        onRetry={() => void blocked.refetch()}
      >
        <PeopleList label={t('friends.blockedTitle')}>
          {items.map((item) => (
            <PersonRow
              key={item.id}
              user={item.banned_user}
              note={t('friends.blockedSince', { date: formatDateTime(item.created) })}
            >
              <Button
                size="xs"
                variant="default"
                loading={unblock.isPending && unblock.variables === item.banned_user.id}
                onClick={() => unblock.mutate(item.banned_user.id)}
                aria-label={t('friends.unblockName', { name: item.banned_user.username })}
              >
                {t('friends.unblock')}
              </Button>
            </PersonRow>
          ))}
        </PeopleList>
        {pages > 1 ? (
          <Center>
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
              })}
            />
          </Center>
        ) : null}
      </ListStatus>
    </Panel>
  );
}
