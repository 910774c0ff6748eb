// The chat info panel beside a conversation (spec 2 item 10): close and edit buttons, the header, the
// action list and the members with their management dialog, plus the dialogs the actions open (add
// friends, leave, edit). Placed by the chat modal, inside its viewer context.
import { ActionIcon, Divider, Group, Stack } from '@mantine/core';
import type { ChatInfo } from '@clutch/contract/messenger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrossIcon, PencilIcon } from '../../../components/ui/action-icons';
import { showToast } from '../../../lib/toast';
import { useChatViewer } from '../chat-viewer';
import { AboveChatModal } from './above-chat-modal';
import { useAddFriends } from './api/chat-actions';
import { ChatAsideActions, type AsideDialog } from './chat-aside-actions';
import { ChatAsideHeader } from './chat-aside-header';
import { ChatMembers } from './chat-members';
import { EditChatDialog } from './edit-chat-dialog';
import { FriendPickerDialog } from './friend-picker-dialog';
import { LeaveChatDialog } from './leave-chat-dialog';

export function ChatAside({
  chat,
  onClose,
  onLeft,
}: {
  chat: ChatInfo;
  onClose: () => void;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const viewer = useChatViewer();
  const [dialog, setDialog] = useState<AsideDialog | 'edit' | null>(null);
  const addFriends = useAddFriends(chat);
  const closeDialog = () => setDialog(null);
  return (
    <AboveChatModal>
      <Stack component="section" aria-label={t('chatManage.aside.label')} gap="md" p="md">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('chatManage.aside.close')}
            onClick={onClose}
          >
            <CrossIcon size={18} />
          </ActionIcon>
          {chat.can_edit && chat.chat_type !== 'private' ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('chatManage.aside.edit')}
              onClick={() => setDialog('edit')}
            >
              <PencilIcon size={18} />
            </ActionIcon>
          ) : null}
        </Group>
        <ChatAsideHeader chat={chat} />
        <ChatAsideActions chat={chat} onOpen={setDialog} />
        <Divider />
        <ChatMembers chat={chat} viewerId={viewer.id} />
        <FriendPickerDialog
          opened={dialog === 'add-friends'}
          viewerId={viewer.id}
          mode="many"
          title={t('chatManage.friends.title')}
          exclude={chat.members}
          busy={addFriends.isPending}
          onBack={closeDialog}
          onConfirm={(friends) =>
            addFriends.mutate(
              friends.map((friend) => friend.id),
              {
                onSuccess: ({ added }) => {
                  showToast(t('chatManage.actions.added', { count: added.length }), 'success');
                  closeDialog();
                },
              },
            )
          }
        />
        <LeaveChatDialog
          chat={chat}
          opened={dialog === 'leave'}
          onBack={closeDialog}
          onLeft={() => {
            closeDialog();
            onLeft();
          }}
        />
        <EditChatDialog chat={chat} opened={dialog === 'edit'} onBack={closeDialog} />
      </Stack>
    </AboveChatModal>
  );
}
