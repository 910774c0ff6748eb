// A yes/no question before a console action that takes no reason (revoking a role), with the
// server's refusal shown inside it rather than in a toast, so it reads beside what was asked.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';

interface ConfirmActionProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isPending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmAction(props: ConfirmActionProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{props.text}</Text>
        <FormError message={props.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('operator.reason.cancel')}
          </Button>
          <Button color="red" loading={props.isPending} onClick={props.onConfirm} data-autofocus>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
