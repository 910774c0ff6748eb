// The generic confirm modal: the question's text (HTML-light, by key, with parameters) and the
// Confirm / Decline buttons that settle the promise askConfirmation returned. Closing declines.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { confirmStore } from '../../lib/confirm-dialog';
import { useExternalStore } from '../../lib/external-store';

export function ConfirmModal() {
  const { t } = useTranslation();
  const question = useExternalStore(confirmStore);
  return (
    <Modal
      opened={question !== null}
      onClose={() => question?.decline()}
      title={t('confirm.title')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {question === null ? null : (
        <Stack gap="lg">
          <Text>
            <Trans
              i18nKey={`confirm.texts.${question.key}`}
              values={question.params}
              components={{ b: <strong /> }}
            />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={question.decline}>
              {t('confirm.decline')}
            </Button>
            <Button onClick={question.confirm} data-autofocus>
              {t('confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
