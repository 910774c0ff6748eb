// The lower part of both authentication dialogs: Steam sign-in and the switch to the other dialog.
import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SteamLoginButton } from './steam-login-button';

interface OtherWaysInProps {
  question: string;
  switchLabel: string;
  onSwitch: () => void;
}

export function OtherWaysIn({ question, switchLabel, onSwitch }: OtherWaysInProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Divider label={t('auth.or')} labelPosition="center" />
      <SteamLoginButton />
      <Text ta="center" fz="sm" c="dimmed">
        {question}{' '}
        <Anchor component="button" type="button" fz="sm" onClick={onSwitch}>
          {switchLabel}
        </Anchor>
      </Text>
    </Stack>
  );
}
