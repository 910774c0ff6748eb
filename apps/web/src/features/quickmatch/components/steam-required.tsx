// Said where a real lobby refused a seat (joining it, or creating one) because the account has no
// Steam account linked: our game servers let players in by it, so the way out is linking one.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SteamIcon } from '../../../components/ui/icons';
import { useLocalePath } from '../../../lib/locale-navigation';

export function SteamRequiredAlert() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<SteamIcon />}
      title={t('quickmatch.steamRequired.title')}
      data-testid="steam-required"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('quickmatch.steamRequired.text')}</Text>
        <Button
          component={Link}
          to={localePath('/profile/me/settings')}
          size="xs"
          leftSection={<SteamIcon size={14} />}
        >
          {t('quickmatch.steamRequired.action')}
        </Button>
      </Stack>
    </Alert>
  );
}
