// The aside's action list: copy the invitation link (a "copied" notice; a browser that refuses the
// clipboard is ignored), a new link, add friends, leave, and in a private chat ban or unban the
// other person. Which of them show is asideActions' choice; the dialogs they open are the aside's.
import { Button, Stack } from '@mantine/core';
import type { ChatInfo } from '@clutch/contract/messenger';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockIcon, TickIcon, UserPlusIcon } from '../../../components/ui/action-icons';
import { LogoutIcon } from '../../../components/ui/icons';
import { showToast } from '../../../lib/toast';
import { usePrivateBan, useRegenerateInvite } from './api/chat-actions';
import { LinkIcon, RefreshIcon } from './manage-icons';
import { asideActions, invitationLink, otherParty, type AsideAction } from './member-options';

export type AsideDialog = 'add-friends' | 'leave';

function copyText(text: string): Promise<void> {
  // Older browsers and insecure origins have no clipboard; the spec ignores the failure.
  if (typeof navigator === 'undefined' || navigator.clipboard === undefined)
    return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

interface ActionSpec {
  icon: ReactNode;
  label: string;
  color?: string;
  loading?: boolean;
  run: () => void;
}

function ActionButton({
  icon,
  color,
  loading,
  onClick,
  children,
}: {
  icon: ReactNode;
  color?: string;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      color={color ?? 'gray'}
      justify="flex-start"
      leftSection={icon}
      fullWidth
      loading={loading}
      onClick={onClick}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      h="auto"
      mih={36}
      py={6}
    >
      {children}
    </Button>
  );
}

export function ChatAsideActions({
  chat,
  onOpen,
}: {
  chat: ChatInfo;
  onOpen: (dialog: AsideDialog) => void;
}) {
  const { t } = useTranslation();
  const regenerate = useRegenerateInvite(chat);
  const privateBan = usePrivateBan(chat);
  const other = otherParty(chat);
  const copy = () => {
    if (chat.invitation === null) return;
    copyText(invitationLink(window.location.origin, chat.invitation.token)).then(
      () => showToast(t('chatManage.actions.copied'), 'success'),
      () => undefined,
    );
  };
  const setBanned = (isBanned: boolean) => {
    if (other === null) return;
    privateBan.mutate(
      { user: other.id, isBanned },
      {
        onSuccess: () =>
          showToast(
            t(isBanned ? 'chatManage.actions.banned' : 'chatManage.actions.unbanned', {
              name: other.username,
            }),
            'success',
          ),
      },
    );
  };
  const name = other?.username ?? '';
  /** What each action's button shows and does. */
  const buttons: Record<AsideAction, ActionSpec> = {
    'copy-link': {
      icon: <LinkIcon size={18} />,
      label: t('chatManage.actions.copyLink'),
      run: copy,
    },
    'regenerate-link': {
      icon: <RefreshIcon size={18} />,
      label: t('chatManage.actions.regenerate'),
      loading: regenerate.isPending,
      run: () =>
        regenerate.mutate(undefined, {
          onSuccess: () => showToast(t('chatManage.actions.regenerated'), 'success'),
        }),
    },
    'add-friends': {
      icon: <UserPlusIcon size={18} />,
      label: t('chatManage.actions.addFriends'),
      run: () => onOpen('add-friends'),
    },
    leave: {
      icon: <LogoutIcon size={18} />,
      label:
        chat.chat_type === 'channel'
          ? t('chatManage.actions.leaveChannel')
          : t('chatManage.actions.leaveGroup'),
      color: 'red',
      run: () => onOpen('leave'),
    },
    'ban-other': {
      icon: <BlockIcon size={18} />,
      label: t('chatManage.actions.ban', { name }),
      color: 'red',
      loading: privateBan.isPending,
      run: () => setBanned(true),
    },
    'unban-other': {
      icon: <TickIcon size={18} />,
      label: t('chatManage.actions.unban', { name }),
      loading: privateBan.isPending,
      run: () => setBanned(false),
    },
  };
  const actions = asideActions(chat);
  if (actions.length === 0) return null;
  return (
    <Stack gap={2} role="group" aria-label={t('chatManage.actions.label')}>
      {actions.map((action) => {
        const { icon, label, color, loading, run } = buttons[action];
        return (
          <ActionButton key={action} icon={icon} color={color} loading={loading} onClick={run}>
            {label}
          </ActionButton>
        );
      })}
    </Stack>
  );
}
