// The players tab: starters and substitutes with their prize shares; the leader gets kick and
// "make leader" beside each other player.
import { ActionIcon, Badge, Stack, Tooltip } from '@mantine/core';
import type { Team, TeamPlayer } from '@clutch/contract/teams';
import { useTranslation } from 'react-i18next';
import { PeopleList, PersonRow } from '../../../components/people/person-row';
import { UserMinusIcon } from '../../../components/ui/action-icons';
import { TrophyIcon } from '../../../components/ui/icons';
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
  const kick = useKickPlayer();
  const transfer = useTransferAuthority();
  const user = player.player_id;
  const isLeader = team.leader_id.id === user.id;
  return (
    <PersonRow
      user={user}
      badge={
        isLeader ? (
          <Badge size="xs" color="clutch" variant="light">
            {t('teams.leader')}
          </Badge>
        ) : null
      }
      note={t('teams.players.share', { value: player.prize_percentage })}
    >
      {canManage && !isLeader ? (
        <>
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
        </>
      ) : undefined}
    </PersonRow>
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
      <PeopleList label={title}>
        {players.map((player) => (
          <PlayerRow key={player.player_id.id} team={team} player={player} canManage={canManage} />
        ))}
      </PeopleList>
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
