// The frame of every team page: the header with the viewer's actions, the tabs (settings for the
// leader, voting while a vote is open) and the tab's page. /team without an id goes to the user's
// own teams; /team/{id} opens the overview. Members open the team's chat from the header.
import { Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { useOpenRoom } from '../../features/chat/api/rooms';
import { useMe } from '../../features/profile/api/me';
import { teamQueryOptions } from '../../features/teams/api/teams';
import { voteResultQueryOptions } from '../../features/teams/api/votes';
import { TeamActions } from '../../features/teams/components/team-actions';
import { TeamHeader } from '../../features/teams/components/team-header';
import { TeamTabs } from '../../features/teams/components/team-tabs';
import { useCountdown, useRefreshAfterVote } from '../../features/teams/components/use-countdown';
import { isTeamLeader, isTeamMember, visibleTeamTabs } from '../../features/teams/team-access';
import { ApiError } from '../../lib/api-error';
import { useLocalePath } from '../../lib/locale-navigation';
import { PageFailed, PageLoading } from './page-states';
import type { TeamTarget } from './team-target';

function TeamFailed({ isMissing, onRetry }: { isMissing: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageFailed
      isMissing={isMissing}
      onRetry={onRetry}
      failedTitle={t('teams.loadFailedTitle')}
      missing={{
        title: t('teams.notFoundTitle'),
        text: t('teams.notFoundText'),
        to: '/profile/me/teams',
        action: t('teams.toMyTeams'),
      }}
    />
  );
}

/** /team opens the user's own teams; /team/{id} the team's overview. */
export function TeamIndexRedirect() {
  const { id } = useParams();
  const localePath = useLocalePath();
  return (
    <Navigate
      to={localePath(id === undefined ? '/profile/me/teams' : `/team/${id}/overview`)}
      replace
    />
  );
}

export function TeamLayoutRoute() {
  const { id } = useParams();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const teamId = Number(id ?? 0);
  const me = useMe().data;
  const team = useQuery({ ...teamQueryOptions(teamId), enabled: id !== undefined });
  const vote = useQuery({ ...voteResultQueryOptions(teamId), enabled: id !== undefined });
  const isVoteActive = vote.data?.is_active ?? false;
  const endAt = vote.data?.end_at ?? null;
  const countdown = useCountdown(isVoteActive ? endAt : null);
  const openRoom = useOpenRoom();
  useRefreshAfterVote(endAt, isVoteActive);
  if (id === undefined) return <Navigate to={localePath('/profile/me/teams')} replace />;
  if (team.isError) {
    const isMissing = team.error instanceof ApiError && team.error.status === 404;
    return <TeamFailed isMissing={isMissing} onRetry={() => void team.refetch()} />;
  }
  if (me === undefined || team.isPending || vote.isPending) return <PageLoading />;
  if (vote.isError) return <TeamFailed isMissing={false} onRetry={() => void vote.refetch()} />;
  const isLeader = isTeamLeader(team.data, me.id);
  const isMember = isTeamMember(team.data, me.id);
  const shareUrl = `${window.location.origin}${localePath(`/team/${String(teamId)}/overview`)}`;
  const target: TeamTarget = {
    me,
    team: team.data,
    vote: vote.data,
    isLeader,
    isMember,
    countdown,
    shareUrl,
  };
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={0}>
          <TeamHeader
            team={team.data}
            actions={
              <TeamActions
                team={team.data}
                isLeader={isLeader}
                isMember={isMember}
                isVoteActive={isVoteActive}
                onLeft={() => void navigate(localePath('/profile/me/teams'))}
                onOpenChat={
                  isMember ? () => openRoom.mutate({ kind: 'team', id: teamId }) : undefined
                }
              />
            }
          />
          <TeamTabs
            teamId={teamId}
            tabs={visibleTeamTabs({ isLeader, isVoteActive })}
            countdown={countdown}
          />
        </Stack>
        <Outlet context={target} />
      </Stack>
    </Container>
  );
}
