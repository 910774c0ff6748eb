// The team's tab pages, each composed from the teams feature: overview, players, settings (the
// leader's alone; others are sent to the overview) and voting (only while a vote is open; otherwise
// the players tab).
import { Grid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { countryChoicesQueryOptions } from '../../features/auth/api/sign-up';
import { TeamBannerPicker } from '../../features/banners/components/team-banner-picker';
import { TeamJars } from '../../features/jars/components/team-jars';
import { TeamJarsManager } from '../../features/jars/components/team-jars-manager';
import { refreshTeams } from '../../features/teams/api/teams';
import { InvitePlayers } from '../../features/teams/components/invite-players';
import { JoinRequests } from '../../features/teams/components/join-requests';
import { ShareEditor } from '../../features/teams/components/share-editor';
import { TeamDeletePanel, TeamEditForm } from '../../features/teams/components/team-edit-form';
import { TeamOverview } from '../../features/teams/components/team-overview';
import { TeamRoster } from '../../features/teams/components/team-roster';
import { VotePanel } from '../../features/teams/components/vote-panel';
import { teamTabRedirect, type TeamTab } from '../../features/teams/team-access';
import { useLocalePath } from '../../lib/locale-navigation';
import { useTeamTarget } from './team-target';

function useRedirect(tab: TeamTab): string | null {
  const { team, isLeader, vote } = useTeamTarget();
  const localePath = useLocalePath();
  const to = teamTabRedirect(tab, { isLeader, isVoteActive: vote.is_active });
  return to === null ? null : localePath(`/team/${String(team.id)}/${to}`);
}

export function TeamOverviewRoute() {
  const { team, shareUrl } = useTeamTarget();
  return (
    <Stack gap="lg">
      <TeamOverview team={team} shareUrl={shareUrl} />
      <TeamJars teamId={team.id} />
    </Stack>
  );
}

export function TeamPlayersRoute() {
  const { team, isLeader } = useTeamTarget();
  return <TeamRoster team={team} isLeader={isLeader} />;
}

export function TeamSettingsRoute() {
  const { team, me } = useTeamTarget();
  const queryClient = useQueryClient();
  const redirect = useRedirect('settings');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const countries = useQuery(countryChoicesQueryOptions());
  if (redirect !== null) return <Navigate to={redirect} replace />;
  const choices = (countries.data ?? []).map((choice) => ({
    value: choice.value,
    label: choice.display_name,
  }));
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <TeamEditForm team={team} countries={choices} />
          <ShareEditor
            key={team.players
              .map((p) => `${String(p.player_id.id)}:${String(p.prize_percentage)}`)
              .join()}
            team={team}
          />
          <TeamDeletePanel
            team={team}
            onDeleted={() => void navigate(localePath('/profile/me/teams'), { replace: true })}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <InvitePlayers team={team} />
          <JoinRequests teamId={team.id} />
          <TeamJarsManager teamId={team.id} userId={me.id} />
          <TeamBannerPicker
            teamId={team.id}
            userId={me.id}
            shownIds={team.team_banners.map((banner) => banner.id)}
            manageHref={localePath('/profile/me/banners')}
            onChanged={() => void refreshTeams(queryClient)}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function TeamVotingRoute() {
  const { team, vote, countdown, isMember } = useTeamTarget();
  const redirect = useRedirect('voting');
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <VotePanel team={team} vote={vote} countdown={countdown} canVote={isMember} />;
}
