// The players tab: starters and substitutes with their prize shares; the leader gets kick and
// "make leader" beside each other player.
import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Team, TeamPlayer } from '@clutch/contract/teams';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserMinusIcon } from '../../../components/ui/action-icons';
import { TrophyIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLocalePath } from '../../../lib/locale-navigation';
import { useKickPlayer, useTransferAuthority } from '../api/teams';
import { Panel } from '../../../components/ui/panel';

function PlayerRow({
  team,
  player,
  canManage,
}: {
  team: Team;
  player: TeamPlayer;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const kick = useKickPlayer();
  const transfer = useTransferAuthority();
  const user = player.player_id;
  const isLeader = team.leader_id.id === user.id;
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py={8}
      wrap="wrap"
      style={{ listStyle: 'none' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 160px' }}>
        <UserAvatar username={user.username} src={user.avatar_url} size={40} />
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="nowrap">
            <Anchor
              component={Link}
              to={localePath(`/profile/${String(user.id)}/info`)}
              fw={700}
              c="white"
              truncate
            >
              {user.username}
            </Anchor>
            {isLeader ? (
              <Badge size="xs" color="clutch" variant="light">
                {t('teams.leader')}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('teams.players.share', { value: player.prize_percentage })}
          </Text>
        </Stack>
      </Group>
      {canManage && !isLeader ? (
        <Group gap={6} wrap="nowrap" ml="auto">
          <Tooltip label={t('teams.players.makeLeader', { name: user.username })} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('teams.players.makeLeader', { name: user.username })}
              loading={transfer.isPending}
              onClick={() => transfer.mutate({ teamId: team.id, user })}
            >
              <TrophyIcon size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('teams.players.kick', { name: user.username })} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('teams.players.kick', { name: user.username })}
              loading={kick.isPending && kick.variables.user.id === user.id}
              onClick={() => kick.mutate({ teamId: team.id, user })}
            >
              <UserMinusIcon size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
    </Group>
  );
}

function PlayerList({
  title,
  team,
  players,
  canManage,
}: {
  title: string;
  team: Team;
  players: TeamPlayer[];
  canManage: boolean;
}) {
  if (players.length === 0) return null;
  return (
    <Panel title={title}>
      <Stack component="ul" aria-label={title} gap={0} p={0} m={0}>
        {players.map((player) => (
          <PlayerRow key={player.player_id.id} team={team} player={player} canManage={canManage} />
        ))}
      </Stack>
    </Panel>
  );
}

export function TeamRoster({ team, isLeader }: { team: Team; isLeader: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PlayerList
        title={t('teams.players.starters')}
        team={team}
        players={team.players.filter((player) => !player.is_substitute)}
        canManage={isLeader}
      />
      <PlayerList
        title={t('teams.players.bench')}
        team={team}
        players={team.players.filter((player) => player.is_substitute)}
        canManage={isLeader}
      />
    </Stack>
  );
}
