// The frame of every content editor: a wide modal (full screen on phones) with a save row. Saving
// keeps it open, so the operator sees the published rendering the server made of the new text.
import { Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';

interface EditorModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function EditorModal({ title, onClose, children }: EditorModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)') === true;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="80rem"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}

export function EditorLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

interface EditorFormProps {
  onSave: () => void;
  isSaving: boolean;
  /** Errors no field shows. */
  general: string | null;
  onClose: () => void;
  children: ReactNode;
}

export function EditorForm({ onSave, isSaving, general, onClose, children }: EditorFormProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="md">
        {children}
        <FormError message={general} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('operator.content.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
