// The leave confirmation (spec 2 item 14): "are you sure", Confirm and Back. Leaving closes the panel.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ChatInfo } from '@clutch/contract/messenger';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useLeaveChat } from './api/chat-actions';

export function LeaveChatDialog({
  chat,
  opened,
  onBack,
  onLeft,
}: {
  chat: ChatInfo;
  opened: boolean;
  onBack: () => void;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const leave = useLeaveChat(chat);
  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        showToast(t('chatManage.leave.left', { name: chat.name }), 'success');
        onLeft();
      },
    });
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={t('chatManage.leave.title')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Text>{t('chatManage.leave.text', { name: chat.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('chatManage.leave.back')}
          </Button>
          <Button color="red" loading={leave.isPending} onClick={confirm} data-autofocus>
            {t('chatManage.leave.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
