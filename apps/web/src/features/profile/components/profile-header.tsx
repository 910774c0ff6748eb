// The top of every profile page: avatar, name, country with its flag, contact handle and the date
// the player joined, with the actions that fit the viewer (edit for the owner; befriend or block for
// others, which the page hands in).
import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { PublicProfile } from '@clutch/contract/profile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../components/ui/country-flag';
import { EntityHeader } from '../../../components/ui/entity-header';
import { ChatIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatDate } from '../../../lib/format';

export function ProfileHeader({
  profile,
  actions,
}: {
  profile: PublicProfile;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityHeader
      avatar={<UserAvatar username={profile.username} src={profile.avatar_url} size={96} />}
      name={profile.username}
      actions={actions}
      details={
        <Group gap="md" c="dark.1" style={{ rowGap: 4 }}>
          {profile.country === null ? null : <CountryFlag code={profile.country} />}
          {profile.discord === null ? null : (
            <Group gap={6} wrap="nowrap">
              <ChatIcon size={16} />
              <Text fz="sm" component="span">
                <VisuallyHidden>{t('profile.contact')}: </VisuallyHidden>
                {profile.discord}
              </Text>
            </Group>
          )}
          <Text fz="sm" c="dimmed">
            {t('profile.memberSince', { date: formatDate(profile.created) })}
          </Text>
        </Group>
      }
    />
  );
}
