// The inviteQM toasts (spec 2 screen 7): who invites the signed-in user to which lobby, with Accept,
// which takes a seat (with the closed lobby's token when the invitation carries one) and opens the
// lobby, and a way to dismiss. Hidden on phones, as the spec asks; the notification stays in the list.
import {
  Anchor,
  Button,
  Group,
  Notification,
  Portal,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import type { QuickMatchInvitePush } from '@clutch/contract/quickmatch-live';
import { TOURNAMENT_TYPES, TYPE_DISPLAY } from '@clutch/contract/tournament-options';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useClashConfirm } from '../../../../components/clashes/clash-confirm';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { useExternalStore } from '../../../../lib/external-store';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { joinLobby, joinMutationKey, writeJoinedLobby } from '../../api/lobby';
import { dismissInvite, inviteStore } from '../../invite-store';
import { gameName } from '../../quickmatch-labels';

function InviteToast({ invite }: { invite: QuickMatchInvitePush }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  // The pushed link keeps a closed lobby's token, so a refused seat can be taken again there.
  const lobbyPath = invite.link.startsWith('/match/')
    ? invite.link
    : `/match/${String(invite.match_id)}`;
  const [confirmClashes, clashModal] = useClashConfirm();
  const accept = useMutation({
    mutationKey: joinMutationKey(invite.match_id),
    mutationFn: () =>
      joinLobby(
        invite.match_id,
        invite.token === null ? {} : { token: invite.token },
        confirmClashes,
      ),
    onSuccess: (lobby) => writeJoinedLobby(queryClient, lobby),
    // A refused seat (the lobby filled up) still opens the lobby, where the reason shows; so does
    // a seat declined for a calendar clash, where the person may still take it.
    onSettled: () => {
      dismissInvite(invite.match_id);
      void navigate(localePath(lobbyPath));
    },
  });
  const from = invite.from.username;
  const type = TOURNAMENT_TYPES.find((known) => known === invite.type);
  return (
    <Notification
      withBorder
      color="clutch"
      title={t('quickmatch.inviteToast.title')}
      onClose={() => dismissInvite(invite.match_id)}
      closeButtonProps={{ 'aria-label': t('common.dismiss') }}
      data-testid="invite-toast"
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar username={from} src={invite.from.avatar_url} size={32} />
          <Stack gap={0} miw={0}>
            <Anchor
              component={Link}
              to={localePath(`/profile/${String(invite.from.id)}/info`)}
              fw={700}
              truncate
            >
              {from}
            </Anchor>
            <Text fz="xs" c="dimmed">
              {`${gameName(invite.game)} · ${type === undefined ? invite.type : TYPE_DISPLAY[type]}`}
            </Text>
          </Stack>
        </Group>
        <Anchor component={Link} to={localePath(lobbyPath)} fz="sm">
          {invite.name}
        </Anchor>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => dismissInvite(invite.match_id)}>
            {t('quickmatch.inviteToast.later')}
          </Button>
          <Button size="xs" loading={accept.isPending} onClick={() => accept.mutate()}>
            {t('quickmatch.inviteToast.accept')}
          </Button>
        </Group>
      </Stack>
      {clashModal}
    </Notification>
  );
}

export function InviteToasts() {
  const theme = useMantineTheme();
  const invites = useExternalStore(inviteStore);
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, false);
  if (!isWide || invites.length === 0) return null;
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        bottom={16}
        left={16}
        w={360}
        style={{ zIndex: 1000 }}
        aria-live="polite"
      >
        {invites.map((invite) => (
          <InviteToast key={invite.match_id} invite={invite} />
        ))}
      </Stack>
    </Portal>
  );
}
