// Creating a group (name, description, private flag, friends picked in the friend dialog) or a
// channel (name and description), as spec 2 item 9 lists them. Create sends it; Back closes.
import { Avatar, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import type { UserBrief } from '@clutch/contract/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlusIcon } from '../../../components/ui/action-icons';
import { FormError } from '../../../components/ui/form-error';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { describeError } from '../../../lib/api-error';
import { useChatViewer } from '../chat-viewer';
import { useCreateChat } from './api/create-chat';
import { ChatFields } from './chat-fields';
import { channelRequest, groupRequest, isDraftComplete, type ChatDraft } from './chat-forms';
import { FriendPickerDialog } from './friend-picker-dialog';

const EMPTY: ChatDraft = { name: '', description: '', isPrivate: false };
/** Chosen friends shown as faces before the rest are counted. */
const FACES = 5;

function ChosenFriends({
  friends,
  onChoose,
}: {
  friends: readonly UserBrief[];
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        {t('chatManage.create.friends')}
      </Text>
      <Group gap="sm" justify="space-between">
        {friends.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('chatManage.create.noFriendsChosen')}
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Avatar.Group spacing="sm">
              {friends.slice(0, FACES).map((friend) => (
                <Tooltip key={friend.id} label={friend.username} withArrow>
                  <span>
                    <UserAvatar username={friend.username} src={friend.avatar_url} size={30} />
                  </span>
                </Tooltip>
              ))}
            </Avatar.Group>
            <Text fz="sm">{t('chatManage.create.friendsChosen', { count: friends.length })}</Text>
          </Group>
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<UserPlusIcon size={14} />}
          onClick={onChoose}
        >
          {t('chatManage.create.chooseFriends')}
        </Button>
      </Group>
    </Stack>
  );
}

function CreateBody({ type, onBack }: { type: 'group' | 'channel'; onBack: () => void }) {
  const { t } = useTranslation();
  const viewer = useChatViewer();
  const [draft, setDraft] = useState<ChatDraft>(EMPTY);
  const [friends, setFriends] = useState<readonly UserBrief[]>([]);
  const [isPicking, setPicking] = useState(false);
  const create = useCreateChat(onBack);
  const submit = () =>
    create.mutate(
      type === 'group'
        ? groupRequest(
            draft,
            friends.map((friend) => friend.id),
          )
        : channelRequest(draft),
    );
  return (
    <Stack gap="md">
      <ChatFields draft={draft} onChange={setDraft} withPrivate={type === 'group'} />
      {type === 'group' ? (
        <ChosenFriends friends={friends} onChoose={() => setPicking(true)} />
      ) : null}
      <FormError
        message={create.isError ? (describeError(create.error) ?? t('common.loadFailed')) : null}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('chatManage.create.back')}
        </Button>
        <Button disabled={!isDraftComplete(draft)} loading={create.isPending} onClick={submit}>
          {t('chatManage.create.create')}
        </Button>
      </Group>
      <FriendPickerDialog
        opened={isPicking}
        viewerId={viewer.id}
        mode="many"
        title={t('chatManage.friends.title')}
        initial={friends.map((friend) => friend.id)}
        onBack={() => setPicking(false)}
        onConfirm={(chosen) => {
          setFriends(chosen);
          setPicking(false);
        }}
      />
    </Stack>
  );
}

export function CreateGroupDialog({
  type,
  onBack,
}: {
  /** The dialog is open while a type is given. */
  type: 'group' | 'channel' | null;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={type !== null}
      onClose={onBack}
      title={
        type === 'channel' ? t('chatManage.create.channelTitle') : t('chatManage.create.groupTitle')
      }
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {type === null ? null : <CreateBody key={type} type={type} onBack={onBack} />}
    </Modal>
  );
}
