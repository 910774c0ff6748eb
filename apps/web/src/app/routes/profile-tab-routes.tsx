// The profile's tab pages, each composed from its features: info (about card and posts), friends,
// and settings (own profile only: another user's settings address says so and offers no form).
import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { countryChoicesQueryOptions } from '../../features/auth/api/sign-up';
import { FriendsTab } from '../../features/friends/components/friends-tab';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { PostsSection } from '../../features/posts/components/posts-section';
import { ProfileAbout } from '../../features/profile/components/profile-about';
import { AccountSettings } from '../../features/profile/components/settings/account-settings';
import { AvatarSettings } from '../../features/profile/components/settings/avatar-settings';
import { PasswordSettings } from '../../features/profile/components/settings/password-settings';
import { PaymentSettingsForm } from '../../features/profile/components/settings/payment-settings-form';
import { SteamSettings } from '../../features/profile/components/settings/steam-settings';
import { CreateTeamForm } from '../../features/teams/components/create-team-form';
import { MyInvitations, ProfileTeamList } from '../../features/teams/components/profile-teams';
import { TeamSearch } from '../../features/teams/components/team-search';
import { useLocalePath } from '../../lib/locale-navigation';
import { PrivateTab } from './private-tab';
import { useProfileTarget } from './profile-target';

export function ProfileInfoRoute() {
  const { me, profile } = useProfileTarget();
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProfileAbout profile={profile} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <PostsSection authorId={profile.id} viewerId={me.id} />
      </Grid.Col>
    </Grid>
  );
}

export function ProfileFriendsRoute() {
  const { me, profile } = useProfileTarget();
  return <FriendsTab userId={profile.id} me={me.id} />;
}

export function ProfileSettingsRoute() {
  const { me, profile, isOwn } = useProfileTarget();
  const { t } = useTranslation();
  const countries = useQuery(countryChoicesQueryOptions());
  if (!isOwn)
    return (
      <PrivateTab
        tab="settings"
        title={t('settings.notYoursTitle')}
        text={t('settings.notYoursText', { name: profile.username })}
        action={t('settings.toOwn')}
      />
    );
  const choices = (countries.data ?? []).map((choice) => ({
    value: choice.value,
    label: choice.display_name,
  }));
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <AvatarSettings me={me} />
          <AccountSettings
            key={`${me.username}:${me.country ?? ''}:${me.discord ?? ''}`}
            me={me}
            countries={choices}
          />
          <PasswordSettings userId={me.id} />
          <SteamSettings me={me} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <PaymentSettingsForm userId={me.id} />
          <NotificationSettings />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** A user's teams; on the own profile also the invitations, creating a team and the team search. */
export function ProfileTeamsRoute() {
  const { profile, isOwn } = useProfileTarget();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const countries = useQuery({ ...countryChoicesQueryOptions(), enabled: isOwn });
  const openTeam = (teamId: number) =>
    void navigate(localePath(`/team/${String(teamId)}/overview`));
  const choices = (countries.data ?? []).map((choice) => ({
    value: choice.value,
    label: choice.display_name,
  }));
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <ProfileTeamList userId={profile.id} isOwn={isOwn} />
          {isOwn ? <MyInvitations /> : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <TeamSearch onFound={openTeam} />
          {isOwn ? <CreateTeamForm countries={choices} onCreated={openTeam} /> : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
