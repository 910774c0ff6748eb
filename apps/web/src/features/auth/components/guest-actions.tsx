// The guest's "Log in" and "Sign up" buttons (header on wide screens, the burger menu on phones).
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthDialogs } from './auth-dialogs-context';

export function GuestActions({
  stacked = false,
  onChoose,
}: {
  stacked?: boolean;
  onChoose?: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const buttons = (
    <>
      <Button
        variant="default"
        fullWidth={stacked}
        onClick={() => {
          onChoose?.();
          dialogs.openSignIn();
        }}
      >
        {t('header.logIn')}
      </Button>
      <Button
        fullWidth={stacked}
        onClick={() => {
          onChoose?.();
          dialogs.openSignUp();
        }}
      >
        {t('header.signUp')}
      </Button>
    </>
  );
  return stacked ? (
    <Stack gap="sm">{buttons}</Stack>
  ) : (
    <Group gap="xs" wrap="nowrap">
      {buttons}
    </Group>
  );
}
