// The list header's "new chat" menu (spec 2 item 9): a private chat with a friend picked in the friend
// dialog, a group, or a channel. A created chat joins the list and opens.
import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon, UsersIcon } from '../../../components/ui/icons';
import { useChatViewer } from '../chat-viewer';
import { AboveChatModal } from './above-chat-modal';
import { useStartPrivateChat } from './api/create-chat';
import { CreateGroupDialog } from './create-group-dialog';
import { FriendPickerDialog } from './friend-picker-dialog';
import { MegaphoneIcon, PlusIcon } from './manage-icons';

type Creating = 'private' | 'group' | 'channel';

export function CreateChatMenu() {
  const { t } = useTranslation();
  const viewer = useChatViewer();
  const [creating, setCreating] = useState<Creating | null>(null);
  const close = () => setCreating(null);
  const startPrivate = useStartPrivateChat(close);
  return (
    <AboveChatModal>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={36}
            radius="xl"
            variant="light"
            aria-label={t('chatManage.create.menu')}
            title={t('chatManage.create.menu')}
          >
            <PlusIcon size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<UserIcon size={16} />} onClick={() => setCreating('private')}>
            {t('chatManage.create.private')}
          </Menu.Item>
          <Menu.Item leftSection={<UsersIcon size={16} />} onClick={() => setCreating('group')}>
            {t('chatManage.create.group')}
          </Menu.Item>
          <Menu.Item
            leftSection={<MegaphoneIcon size={16} />}
            onClick={() => setCreating('channel')}
          >
            {t('chatManage.create.channel')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FriendPickerDialog
        opened={creating === 'private'}
        viewerId={viewer.id}
        mode="one"
        title={t('chatManage.friends.privateTitle')}
        busy={startPrivate.isPending}
        onBack={close}
        onConfirm={([friend]) => {
          if (friend === undefined) return;
          // A failure is shown by the API client's error catalogue.
          startPrivate.mutate(friend);
        }}
      />
      <CreateGroupDialog
        type={creating === 'group' || creating === 'channel' ? creating : null}
        onBack={close}
      />
    </AboveChatModal>
  );
}
