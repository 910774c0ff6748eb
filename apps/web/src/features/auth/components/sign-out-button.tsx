// "Log out": revokes the session on the server, then forgets the tokens, the profile and the live
// connections. An icon button in the header, a full-width button in the phone menu.
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '../../../components/ui/icons';
import { useSignOut } from '../api/sign-out';

export function SignOutButton({
  compact = false,
  onDone,
}: {
  compact?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const leave = () => signOut.mutate(undefined, { onSettled: () => onDone?.() });
  if (compact) {
    return (
      <Tooltip label={t('header.logOut')} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('header.logOut')}
          loading={signOut.isPending}
          onClick={leave}
        >
          <LogoutIcon size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<LogoutIcon size={16} />}
      loading={signOut.isPending}
      onClick={leave}
    >
      {t('header.logOut')}
    </Button>
  );
}
