// The chat edit dialog (spec 2 item 11): a group's picture, name, description and private flag; a
// channel's picture, name and description. The picture is cropped in the browser and drawn at
// 232 × 232 (the server keeps it at that size too); Confirm sends one multipart PATCH.
import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ChatInfo } from '@clutch/contract/messenger';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageChooser } from '../../../components/people/image-chooser';
import { FormError } from '../../../components/ui/form-error';
import { describeError } from '../../../lib/api-error';
import { cropToWebp } from '../../../lib/image-crop';
import { showToast } from '../../../lib/toast';
import { useEditChat } from './api/chat-actions';
import {
  CHAT_AVATAR_SIZE,
  draftOf,
  editChatForm,
  isDraftComplete,
  type ChatDraft,
} from './chat-forms';
import { ChatFields } from './chat-fields';

/** A cropped picture waiting to be sent, and the preview address the dialog shows it at. */
interface PendingAvatar {
  file: File;
  preview: string;
}

function EditBody({
  chat,
  chatType,
  onBack,
}: {
  chat: ChatInfo;
  chatType: 'group' | 'channel';
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ChatDraft>(() => draftOf(chat));
  const [avatar, setAvatar] = useState<PendingAvatar | null>(null);
  const edit = useEditChat(chat);
  useEffect(() => {
    if (avatar === null) return;
    return () => URL.revokeObjectURL(avatar.preview);
  }, [avatar]);
  const confirm = () =>
    edit.mutate(
      { chatType, form: editChatForm(draft, chatType, avatar?.file ?? null) },
      {
        onSuccess: () => {
          showToast(t('chatManage.edit.saved'), 'success');
          onBack();
        },
      },
    );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {t('chatManage.edit.avatar')}
        </Text>
        <ImageChooser
          picture={
            <Avatar
              src={avatar?.preview ?? chat.avatar_url}
              alt=""
              radius={9999}
              size={64}
              color="clutch"
              variant="filled"
            >
              {draft.name.trim().slice(0, 1).toUpperCase()}
            </Avatar>
          }
          chooseLabel={
            avatar === null && chat.avatar_url === null
              ? t('chatManage.edit.chooseAvatar')
              : t('chatManage.edit.changeAvatar')
          }
          formats={t('chatManage.edit.formats')}
          layout={{ kind: 'form', basis: 180 }}
          onSave={async (image, square) => {
            const file = await cropToWebp(image, square, CHAT_AVATAR_SIZE);
            setAvatar({ file, preview: URL.createObjectURL(file) });
          }}
        />
      </Stack>
      <ChatFields draft={draft} onChange={setDraft} withPrivate={chatType === 'group'} />
      <FormError
        message={edit.isError ? (describeError(edit.error) ?? t('common.loadFailed')) : null}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('chatManage.edit.back')}
        </Button>
        <Button disabled={!isDraftComplete(draft)} loading={edit.isPending} onClick={confirm}>
          {t('chatManage.edit.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export function EditChatDialog({
  chat,
  opened,
  onBack,
}: {
  chat: ChatInfo;
  opened: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const chatType = chat.chat_type === 'private' ? null : chat.chat_type;
  return (
    <Modal
      opened={opened && chatType !== null}
      onClose={onBack}
      title={
        chatType === 'channel' ? t('chatManage.edit.channelTitle') : t('chatManage.edit.groupTitle')
      }
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && chatType !== null ? (
        <EditBody chat={chat} chatType={chatType} onBack={onBack} />
      ) : null}
    </Modal>
  );
}
