// The leader's invitations: find players by name (profile search) and invite them; the pending
// invitations below can be withdrawn. A full team (7 members) cannot invite.
import { Button, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TEAM_MAX_MEMBERS, type Team } from '@clutch/contract/teams';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon, UserPlusIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import {
  inviteSearchQueryOptions,
  teamInvitationsQueryOptions,
  useDeclineInvitation,
  useInvitePlayer,
} from '../api/invitations';
import { Panel } from '../../../components/ui/panel';
import { PersonList, PersonRow } from './person-row';

const SEARCH_DELAY_MS = 300;

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
        <PersonList label={t('teams.invite.pending')}>
          {items.map((invitation) => (
            <PersonRow key={invitation.id} user={invitation.user}>
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
        </PersonList>
      </ListStatus>
    </>
  );
}

export function InvitePlayers({ team }: { team: Team }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useQuery(inviteSearchQueryOptions(term));
  const pending = useQuery(teamInvitationsQueryOptions(team.id, 'invites'));
  const invite = useInvitePlayer(team.id);
  const isFull = team.players.length >= TEAM_MAX_MEMBERS;
  const isInvited = (userId: number) =>
    (pending.data?.results ?? []).some((invitation) => invitation.user.id === userId);
  const isMember = (userId: number) =>
    team.players.some((player) => player.player_id.id === userId);
  const players = (search.data?.results ?? []).filter((player) => !isMember(player.id));
  return (
    <Panel title={t('teams.invite.title')}>
      {isFull ? (
        <Text c="dimmed" fz="sm">
          {t('teams.invite.full')}
        </Text>
      ) : (
        <>
          <TextInput
            label={t('teams.invite.searchLabel')}
            placeholder={t('teams.invite.searchPlaceholder')}
            leftSection={<SearchIcon size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            type="search"
            autoComplete="off"
          />
          {term === '' ? (
            <Text c="dimmed" fz="sm">
              {t('teams.invite.hint')}
            </Text>
          ) : (
            <ListStatus
              isPending={search.isPending}
              isError={search.isError}
              isEmpty={players.length === 0}
              emptyText={t('teams.invite.noPlayers', { name: term })}
              onRetry={() => void search.refetch()}
            >
              <PersonList label={t('teams.invite.results')}>
                {players.map((player) => (
                  <PersonRow key={player.id} user={player}>
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
              </PersonList>
            </ListStatus>
          )}
        </>
      )}
      <PendingInvitations teamId={team.id} />
    </Panel>
  );
}
