// The frame of every team page: the header with the viewer's actions, the tabs (settings for the
// leader, voting while a vote is open) and the tab's page. /team without an id goes to the user's
// own teams; /team/{id} opens the overview.
import { Button, Center, Container, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { CompassIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
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
import type { TeamTarget } from './team-target';

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

function TeamFailed({ isMissing, onRetry }: { isMissing: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<CompassIcon size={30} />}
      title={isMissing ? t('teams.notFoundTitle') : t('teams.loadFailedTitle')}
      text={isMissing ? t('teams.notFoundText') : t('common.loadFailed')}
    >
      {isMissing ? (
        <Button component={Link} to={localePath('/profile/me/teams')} variant="light">
          {t('teams.toMyTeams')}
        </Button>
      ) : (
        <Button variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </StatusPanel>
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
  useRefreshAfterVote(endAt, isVoteActive);
  if (id === undefined) return <Navigate to={localePath('/profile/me/teams')} replace />;
  if (team.isError) {
    const isMissing = team.error instanceof ApiError && team.error.status === 404;
    return <TeamFailed isMissing={isMissing} onRetry={() => void team.refetch()} />;
  }
  if (me === undefined || team.isPending || vote.isPending) return <Loading />;
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
