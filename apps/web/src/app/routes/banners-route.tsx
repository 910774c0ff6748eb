// The profile's banners tab (own profile only): the user's banners to create, edit and delete, which
// the team settings' banner picker then shows on a team. Another user's address says it is private.
import { Button, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon } from '../../components/ui/action-icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { BannerManager } from '../../features/banners/components/banner-manager';
import { BannersHowTo } from '../../features/banners/components/banners-how-to';
import { useLocalePath } from '../../lib/locale-navigation';
import { useProfileTarget } from './profile-target';

function NotYourBanners({ username }: { username: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<LockIcon size={30} />}
      level={2}
      title={t('banners.page.notYoursTitle')}
      text={t('banners.page.notYoursText', { name: username })}
    >
      <Button component={Link} to={localePath('/profile/me/banners')} variant="light">
        {t('banners.page.toOwn')}
      </Button>
    </StatusPanel>
  );
}

export function ProfileBannersRoute() {
  const { me, profile, isOwn } = useProfileTarget();
  if (!isOwn) return <NotYourBanners username={profile.username} />;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <BannerManager userId={me.id} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <BannersHowTo />
      </Grid.Col>
    </Grid>
  );
}
