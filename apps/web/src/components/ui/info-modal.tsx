// The info modal: shows whatever message was put up with showInfo(), until it is acknowledged.
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExternalStore } from '../../lib/external-store';
import { closeInfo, infoStore } from '../../lib/info-dialog';

export function InfoModal() {
  const { t } = useTranslation();
  const info = useExternalStore(infoStore);
  return (
    <Modal
      opened={info !== null}
      onClose={closeInfo}
      title={info?.title ?? t('shell.info')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Text style={{ whiteSpace: 'pre-line' }}>{info?.message}</Text>
        <Button onClick={closeInfo} data-autofocus>
          {t('common.ok')}
        </Button>
      </Stack>
    </Modal>
  );
}
