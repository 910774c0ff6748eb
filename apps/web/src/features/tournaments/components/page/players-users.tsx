// Everyone registered, players or watchers, searched by name (GET tournaments/{id}/users/), with the
// organiser's remove and ban on each (a 5_5 player entry is the team, so the team is named).
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { PARTICIPANTS_PER_PAGE, type Participant } from '@clutch/contract/tournament-registration';
import { USER_TYPES, type UserType } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../../components/ui/list-status';
import { Panel } from '../../../../components/ui/panel';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { askConfirmation, type ConfirmKey } from '../../../../lib/confirm-dialog';
import {
  participantsQueryOptions,
  useBanParticipant,
  useRemoveParticipant,
  type Removal,
} from '../../api/registration';

function removalOf(participant: Participant): { removal: Removal; name: string } | null {
  if (participant.team !== null)
    return { removal: { team: participant.team.id }, name: participant.team.name };
  if (participant.user !== null)
    return { removal: { user: participant.user.id }, name: participant.user.username };
  return null;
}

function OrganiserActions({
  tournamentId,
  participant,
}: {
  tournamentId: number;
  participant: Participant;
}) {
  const { t } = useTranslation();
  const remove = useRemoveParticipant(tournamentId);
  const ban = useBanParticipant(tournamentId);
  const target = removalOf(participant);
  if (target === null) return null;
  const ask = (key: ConfirmKey, run: (removal: Removal) => void) =>
    void askConfirmation(key, { name: target.name }).then(
      () => run(target.removal),
      () => undefined,
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        loading={remove.isPending}
        onClick={() => ask('confirm_remove_participant', (body) => remove.mutate(body))}
        data-testid="participant-remove"
      >
        {t('tournaments.players.remove')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={ban.isPending}
        onClick={() => ask('confirm_ban_participant', (body) => ban.mutate(body))}
        data-testid="participant-ban"
      >
        {t('tournaments.players.ban')}
      </Button>
    </Group>
  );
}

function ParticipantRow({
  participant,
  actions,
}: {
  participant: Participant;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const name = participant.team?.name ?? participant.user?.username ?? '';
  const avatar = participant.team?.avatar_url ?? participant.user?.avatar_url ?? null;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="participant">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <UserAvatar username={name} src={avatar} size={28} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} truncate>
            {name}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('tournaments.players.level', { level: participant.level })}
          </Text>
        </Stack>
      </Group>
      {actions}
    </Group>
  );
}

export function PlayersUsers({
  tournamentId,
  isCreator,
}: {
  tournamentId: number;
  isCreator: boolean;
}) {
  const { t } = useTranslation();
  const [userType, setUserType] = useState<UserType>(USER_TYPES.player);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(participantsQueryOptions(tournamentId, userType, search.trim(), page));
  const results = list.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PARTICIPANTS_PER_PAGE));
  return (
    <Panel title={t('tournaments.players.people')} count={list.data?.count}>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={String(userType)}
          onChange={(value) => {
            setUserType(value === '2' ? USER_TYPES.watcher : USER_TYPES.player);
            setPage(1);
          }}
          data={[
            { value: '1', label: t('tournaments.players.playersTab') },
            { value: '2', label: t('tournaments.players.watchersTab') },
          ]}
        />
        <TextInput
          placeholder={t('tournaments.players.search')}
          aria-label={t('tournaments.players.search')}
          value={search}
          maxLength={64}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flexGrow: 1 }}
          data-testid="participants-search"
        />
      </Group>
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={results.length === 0}
        emptyText={t('tournaments.players.noPeople')}
        onRetry={() => void list.refetch()}
      >
        <Stack gap="sm">
          {results.map((participant) => (
            <ParticipantRow
              key={participant.id}
              participant={participant}
              actions={
                isCreator ? (
                  <OrganiserActions tournamentId={tournamentId} participant={participant} />
                ) : null
              }
            />
          ))}
          {pages > 1 ? (
            <Group justify="space-between">
              <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('tournaments.players.previous')}
              </Button>
              <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('tournaments.players.next')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </ListStatus>
    </Panel>
  );
}
