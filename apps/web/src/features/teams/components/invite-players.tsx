// The leader's invitations: find players by name (profile search) and invite them; the pending
// invitations below can be withdrawn. A full team (7 members) cannot invite.
import { Button, Text } from '@mantine/core';
import { TEAM_MAX_MEMBERS, type Team } from '@clutch/contract/teams';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PersonSearch, useSearchTerm } from '../../../components/people/person-search';
import { UserPlusIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import {
  inviteSearchQueryOptions,
  teamInvitationsQueryOptions,
  useDeclineInvitation,
  useInvitePlayer,
} from '../api/invitations';
import { Panel } from '../../../components/ui/panel';
import { PeopleList, PersonRow } from '../../../components/people/person-row';

function PendingInvitations({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const pending = useQuery(teamInvitationsQueryOptions(teamId, 'invites'));
  const withdraw = useDeclineInvitation();
  const items = pending.data?.results ?? [];
  return (
    <>
      <Text fw={700} fz="sm" mt="sm">
        {t('teams.invite.pending')}
      </Text>
      <ListStatus
        isPending={pending.isPending}
        isError={pending.isError}
        isEmpty={items.length === 0}
        emptyText={t('teams.invite.noPending')}
        onRetry={() => void pending.refetch()}
      >
        <PeopleList label={t('teams.invite.pending')}>
          {items.map((invitation) => (
            <PersonRow key={invitation.id} user={invitation.user} size="sm">
              <Button
                size="xs"
                variant="default"
                aria-label={t('teams.invite.withdrawTo', { name: invitation.user.username })}
                loading={withdraw.isPending && withdraw.variables.id === invitation.id}
                onClick={() => withdraw.mutate({ kind: 'invites', id: invitation.id })}
              >
                {t('teams.invite.withdraw')}
              </Button>
            </PersonRow>
          ))}
        </PeopleList>
      </ListStatus>
    </>
  );
}

export function InvitePlayers({ team }: { team: Team }) {
  const { t } = useTranslation();
  const search = useSearchTerm();
  const { term } = search;
  const found = useQuery(inviteSearchQueryOptions(term));
  const pending = useQuery(teamInvitationsQueryOptions(team.id, 'invites'));
  const invite = useInvitePlayer(team.id);
  const isFull = team.players.length >= TEAM_MAX_MEMBERS;
  const isInvited = (userId: number) =>
    (pending.data?.results ?? []).some((invitation) => invitation.user.id === userId);
  const isMember = (userId: number) =>
    team.players.some((player) => player.player_id.id === userId);
  const players = (found.data?.results ?? []).filter((player) => !isMember(player.id));
  return (
    <Panel title={t('teams.invite.title')}>
      {isFull ? (
        <Text c="dimmed" fz="sm">
          {t('teams.invite.full')}
        </Text>
      ) : (
        <>
          <PersonSearch
            search={search}
            list={found}
            isEmpty={players.length === 0}
            texts={{
              label: t('teams.invite.searchLabel'),
              placeholder: t('teams.invite.searchPlaceholder'),
              hint: t('teams.invite.hint'),
              none: t('teams.invite.noPlayers', { name: term }),
            }}
          >
            <PeopleList label={t('teams.invite.results')}>
              {players.map((player) => (
                <PersonRow key={player.id} user={player} size="sm">
                  {isInvited(player.id) ? (
                    <Text fz="xs" c="teal.4" fw={700} role="status">
                      {t('teams.invite.invited')}
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      leftSection={<UserPlusIcon size={14} />}
                      aria-label={t('teams.invite.inviteName', { name: player.username })}
                      loading={invite.isPending && invite.variables === player.id}
                      onClick={() => invite.mutate(player.id)}
                    >
                      {t('teams.invite.invite')}
                    </Button>
                  )}
                </PersonRow>
              ))}
            </PeopleList>
          </PersonSearch>
        </>
      )}
      <PendingInvitations teamId={team.id} />
    </Panel>
  );
}
