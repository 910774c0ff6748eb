// The voting tab: the time left and every member as a candidate with their votes so far; each member
// votes for one of them and may change the vote until the end.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Team, VoteResult } from '@clutch/contract/teams';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useCastVote } from '../api/votes';
import { Panel } from '../../../components/ui/panel';

export function VotePanel({
  team,
  vote,
  countdown,
  canVote,
}: {
  team: Team;
  vote: VoteResult;
  countdown: string | undefined;
  canVote: boolean;
}) {
  const { t } = useTranslation();
  const cast = useCastVote(team.id);
  const votesOf = (userId: number) =>
    vote.results.find((result) => result.candidate.id === userId)?.votes ?? 0;
  return (
    <Panel
      title={t('teams.vote.title')}
      controls={
        countdown === undefined ? null : (
          <Badge size="lg" variant="light" color="clutch" role="timer">
            {t('teams.vote.endsIn', { time: countdown })}
          </Badge>
        )
      }
    >
      <Text c="dimmed" fz="sm">
        {t('teams.vote.hint')}
      </Text>
      <Stack component="ul" aria-label={t('teams.vote.candidates')} gap={0} p={0} m={0}>
        {team.players.map(({ player_id: user }) => (
          <Group
            key={user.id}
            component="li"
            justify="space-between"
            gap="sm"
            py={8}
            style={{ listStyle: 'none' }}
          >
            <Group gap="sm" wrap="nowrap" miw={0}>
              <UserAvatar username={user.username} src={user.avatar_url} size={36} />
              <Stack gap={0} miw={0}>
                <Text fw={700} truncate>
                  {user.username}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('teams.vote.votes', { count: votesOf(user.id) })}
                </Text>
              </Stack>
            </Group>
            {canVote ? (
              <Button
                size="xs"
                variant="light"
                aria-label={t('teams.vote.voteForName', { name: user.username })}
                loading={cast.isPending && cast.variables === user.id}
                onClick={() => cast.mutate(user.id)}
              >
                {t('teams.vote.voteFor')}
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Panel>
  );
}
