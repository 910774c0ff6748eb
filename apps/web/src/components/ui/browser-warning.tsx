// The browser warning: Safari on an Apple device (and not Chrome in disguise) is told once per tab
// session that live features work best elsewhere.
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppleSafari } from '../../lib/browser';
import { sessionStore } from '../../lib/browser-storage';

const SEEN_KEY = 'browser_warning_seen';

function shouldWarn(): boolean {
  return isAppleSafari(navigator.userAgent) && sessionStore().getItem(SEEN_KEY) === null;
}

export function BrowserWarning() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(shouldWarn);
  const close = () => {
    sessionStore().setItem(SEEN_KEY, '1');
    setIsOpen(false);
  };
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('shell.browserTitle')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Text>{t('shell.browserText')}</Text>
        <Button onClick={close} data-autofocus>
          {t('common.ok')}
        </Button>
      </Stack>
    </Modal>
  );
}
