// The profile's teams tab: the teams a user plays in (leader marked), and on the own profile the
// invitations waiting for an answer.
import { Anchor, Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Team } from '@clutch/contract/teams';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { useLocalePath } from '../../../lib/locale-navigation';
import {
  myInvitationsQueryOptions,
  useAcceptInvitation,
  useDeclineInvitation,
} from '../api/invitations';
import { profileTeamsQueryOptions } from '../api/teams';
import { Panel } from '../../../components/ui/panel';

function TeamRow({ team, userId }: { team: Team; userId: number }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Group component="li" gap="sm" py={8} wrap="nowrap" style={{ listStyle: 'none' }}>
      <Avatar src={team.avatar_url} alt="" radius="md" color="clutch">
        {team.name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={localePath(`/team/${String(team.id)}/overview`)}
            fw={700}
            c="white"
            truncate
          >
            {team.name}
          </Anchor>
          {team.leader_id.id === userId ? (
            <Badge size="xs" variant="light" color="clutch">
              {t('teams.mine.leads')}
            </Badge>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed">
          {t('teams.mine.playersCount', { count: team.players.length })}
        </Text>
      </Stack>
    </Group>
  );
}

export function ProfileTeamList({ userId, isOwn }: { userId: number; isOwn: boolean }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  // Each loaded page is its own query; "show more" adds the next one.
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <Panel title={isOwn ? t('teams.mine.titleOwn') : t('teams.mine.title')}>
      <Stack component="ul" aria-label={t('teams.mine.list')} gap={0} p={0} m={0}>
        {numbers.map((page) => (
          <TeamPage
            key={page}
            userId={userId}
            page={page}
            isLast={page === pages}
            onMore={() => setPages(page + 1)}
          />
        ))}
      </Stack>
    </Panel>
  );
}

function TeamPage({
  userId,
  page,
  isLast,
  onMore,
}: {
  userId: number;
  page: number;
  isLast: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const teams = useQuery(profileTeamsQueryOptions(userId, page));
  const items = teams.data?.results ?? [];
  return (
    <ListStatus
      isPending={teams.isPending}
      isError={teams.isError}
      isEmpty={page === 1 && items.length === 0}
      emptyText={t('teams.mine.empty')}
      onRetry={() => void teams.refetch()}
    >
      {items.map((team) => (
        <TeamRow key={team.id} team={team} userId={userId} />
      ))}
      {isLast && teams.data?.next !== null && teams.data !== undefined ? (
        <Group component="li" justify="center" style={{ listStyle: 'none' }}>
          <Button variant="subtle" onClick={onMore}>
            {t('teams.mine.more')}
          </Button>
        </Group>
      ) : null}
    </ListStatus>
  );
}

export function MyInvitations() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const invitations = useQuery(myInvitationsQueryOptions('invites'));
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const items = invitations.data?.results ?? [];
  return (
    <Panel title={t('teams.invitations.title')}>
      <ListStatus
        isPending={invitations.isPending}
        isError={invitations.isError}
        isEmpty={items.length === 0}
        emptyText={t('teams.invitations.empty')}
        onRetry={() => void invitations.refetch()}
      >
        <Stack component="ul" aria-label={t('teams.invitations.list')} gap={0} p={0} m={0}>
          {items.map((invitation) => (
            <Group
              key={invitation.id}
              component="li"
              justify="space-between"
              gap="sm"
              py={8}
              style={{ listStyle: 'none' }}
            >
              <Anchor
                component={Link}
                to={localePath(`/team/${String(invitation.team.id)}/overview`)}
                fw={700}
                c="white"
              >
                {invitation.team.name}
              </Anchor>
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  aria-label={t('teams.invitations.acceptTo', { name: invitation.team.name })}
                  loading={accept.isPending && accept.variables.id === invitation.id}
                  onClick={() => accept.mutate({ kind: 'invites', id: invitation.id })}
                >
                  {t('teams.invitations.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('teams.invitations.declineTo', { name: invitation.team.name })}
                  loading={decline.isPending && decline.variables.id === invitation.id}
                  onClick={() => decline.mutate({ kind: 'invites', id: invitation.id })}
                >
                  {t('teams.invitations.decline')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </ListStatus>
    </Panel>
  );
}
