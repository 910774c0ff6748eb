// "Log out": revokes the session on the server, then forgets the tokens.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../api/sign-out';

export function SignOutButton({
  fullWidth = false,
  onDone,
}: {
  fullWidth?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Button
      variant="default"
      fullWidth={fullWidth}
      loading={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSettled: () => onDone?.() })}
    >
      {t('header.logOut')}
    </Button>
  );
}
