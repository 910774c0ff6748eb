// The profile's banners tab (own profile only): the user's banners to create, edit and delete, which
// the team settings' banner picker then shows on a team. Another user's address says it is private.
import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BannerManager } from '../../features/banners/components/banner-manager';
import { BannersHowTo } from '../../features/banners/components/banners-how-to';
import { PrivateTab } from './private-tab';
import { useProfileTarget } from './profile-target';

export function ProfileBannersRoute() {
  const { me, profile, isOwn } = useProfileTarget();
  const { t } = useTranslation();
  if (!isOwn)
    return (
      <PrivateTab
        tab="banners"
        title={t('banners.page.notYoursTitle')}
        text={t('banners.page.notYoursText', { name: profile.username })}
        action={t('banners.page.toOwn')}
      />
    );
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
