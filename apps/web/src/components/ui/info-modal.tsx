// The info modal: shows whatever message was put up with showInfo(), until it is acknowledged or its
// link is followed.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExternalStore } from '../../lib/external-store';
import { closeInfo, infoStore } from '../../lib/info-dialog';

export function InfoModal() {
  const { t } = useTranslation();
  const info = useExternalStore(infoStore);
  const link = info?.link;
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
        {link === undefined ? (
          <Button onClick={closeInfo} data-autofocus>
            {t('common.ok')}
          </Button>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={closeInfo}>
              {t('common.ok')}
            </Button>
            <Button component={Link} to={link.to} onClick={closeInfo} data-autofocus>
              {link.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
