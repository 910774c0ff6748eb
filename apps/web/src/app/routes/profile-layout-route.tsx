// The frame of every profile page: the header (avatar, name, country, contact) with the actions for
// the viewer, the tabs, and the tab's page below. Others' profiles show sending crystals, befriend
// and block actions; the own one a way to the settings.
import { Button, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useParams } from 'react-router';
import { PencilIcon } from '../../components/ui/action-icons';
import { FriendshipActions } from '../../features/friends/components/friendship-actions';
import { useMe } from '../../features/profile/api/me';
import {
  publicProfileQueryOptions,
  useRefreshPublicProfile,
} from '../../features/profile/api/public-profile';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';
import { ReportButton } from '../../features/reports/components/report-button';
import { SendCrystalsButton } from '../../features/transfers/components/send-crystals';
import { ApiError } from '../../lib/api-error';
import { useLocalePath } from '../../lib/locale-navigation';
import { PageFailed, PageLoading } from './page-states';
import { targetUserId, type ProfileTarget } from './profile-target';

function ProfileFailed({ isMissing, onRetry }: { isMissing: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageFailed
      isMissing={isMissing}
      onRetry={onRetry}
      failedTitle={t('profile.loadFailedTitle')}
      missing={{
        title: t('profile.notFoundTitle'),
        text: t('profile.notFoundText'),
        to: '/profile/me/info',
        action: t('profile.toOwn'),
      }}
    />
  );
}

/** /profile and /profile/{id} open the info tab; no id is the own profile ("me"). */
export function ProfileIndexRedirect() {
  const { id } = useParams();
  const localePath = useLocalePath();
  return <Navigate to={localePath(`/profile/${id ?? 'me'}/info`)} replace />;
}

export function ProfileLayoutRoute() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { id } = useParams();
  const me = useMe().data;
  const refresh = useRefreshPublicProfile();
  const userId = me === undefined ? null : targetUserId(id, me);
  const profile = useQuery({
    ...publicProfileQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
  if (me === undefined || userId === null || profile.isPending) return <PageLoading />;
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && profile.error.status === 404;
    return <ProfileFailed isMissing={isMissing} onRetry={() => void profile.refetch()} />;
  }
  const isOwn = userId === me.id;
  const segment = id ?? 'me';
  const target: ProfileTarget = { me, profile: profile.data, isOwn, segment };
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={0}>
          <ProfileHeader
            profile={profile.data}
            actions={
              isOwn ? (
                <Button
                  component={Link}
                  to={localePath(`/profile/${segment}/settings`)}
                  variant="default"
                  leftSection={<PencilIcon size={16} />}
                >
                  {t('profile.edit')}
                </Button>
              ) : (
                <>
                  {profile.data.is_banned ? null : (
                    <SendCrystalsButton
                      recipient={profile.data}
                      balance={me.balance}
                      isDemo={me.is_demo}
                    />
                  )}
                  <FriendshipActions
                    profile={profile.data}
                    me={me.id}
                    onChanged={() => refresh(userId)}
                  />
                  <ReportButton request={{ candidates: [profile.data] }} />
                </>
              )
            }
          />
          <ProfileTabs profileSegment={segment} isOwn={isOwn} />
        </Stack>
        <Outlet context={target} />
      </Stack>
    </Container>
  );
}
