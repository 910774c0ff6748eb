// The Steam section: real quick matches seat players on our game servers by their Steam account, so
// an account without one linked gets the button that links it (a round trip through Steam).
import { Button, Group, Text } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useTranslation } from 'react-i18next';
import { CheckIcon, SteamIcon } from '../../../../components/ui/icons';
import { useLinkSteam } from '../../api/steam-link';
import { SettingsSection } from './settings-section';

export function SteamSettings({ me }: { me: Me }) {
  const { t } = useTranslation();
  const link = useLinkSteam();
  return (
    <SettingsSection title={t('settings.steam.title')} description={t('settings.steam.text')}>
      {me.steam_id === null ? (
        <Group>
          <Button
            leftSection={<SteamIcon />}
            loading={link.isPending}
            onClick={() => link.mutate()}
          >
            {t('settings.steam.link')}
          </Button>
        </Group>
      ) : (
        <Group gap="xs" c="teal.4">
          <CheckIcon size={18} />
          <Text fz="sm">{t('settings.steam.linked')}</Text>
        </Group>
      )}
    </SettingsSection>
  );
}
