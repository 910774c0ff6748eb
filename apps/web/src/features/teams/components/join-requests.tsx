// The leader's inbox of join requests: accept (the user joins) or decline each.
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import {
  teamInvitationsQueryOptions,
  useAcceptInvitation,
  useDeclineInvitation,
} from '../api/invitations';
import { Panel } from '../../../components/ui/panel';
import { PeopleList, PersonRow } from '../../../components/people/person-row';

export function JoinRequests({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const requests = useQuery(teamInvitationsQueryOptions(teamId, 'joinRequests'));
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const items = requests.data?.results ?? [];
  return (
    <Panel title={t('teams.requests.title')}>
      <ListStatus
        isPending={requests.isPending}
        isError={requests.isError}
        isEmpty={items.length === 0}
        emptyText={t('teams.requests.empty')}
        onRetry={() => void requests.refetch()}
      >
        <PeopleList label={t('teams.requests.list')}>
          {items.map((request) => (
            <PersonRow key={request.id} user={request.user} size="sm">
              <Button
                size="xs"
                aria-label={t('teams.requests.acceptFrom', { name: request.user.username })}
                loading={accept.isPending && accept.variables.id === request.id}
                onClick={() => accept.mutate({ kind: 'joinRequests', id: request.id })}
              >
                {t('teams.requests.accept')}
              </Button>
              <Button
                size="xs"
                variant="default"
                aria-label={t('teams.requests.declineFrom', { name: request.user.username })}
                loading={decline.isPending && decline.variables.id === request.id}
                onClick={() => decline.mutate({ kind: 'joinRequests', id: request.id })}
              >
                {t('teams.requests.decline')}
              </Button>
            </PersonRow>
          ))}
        </PeopleList>
      </ListStatus>
    </Panel>
  );
}
