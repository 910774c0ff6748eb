// Creating a banner, or editing one, in a modal over the banners section.
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useSaveBanner } from '../api/banners';
import type { BannerDraft } from '../banner-draft';
import { BannerForm } from './banner-form';

/** `draft` is null while closed; its id says whether it creates or edits. */
export function BannerFormModal({
  draft,
  onClose,
}: {
  draft: BannerDraft | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isNew = draft?.id === null;
  const save = useSaveBanner(() => {
    showToast(isNew ? t('banners.form.created') : t('banners.form.saved'), 'success');
    onClose();
  });
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal
      opened={draft !== null}
      onClose={close}
      title={isNew ? t('banners.form.createTitle') : t('banners.form.editTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {draft === null ? null : (
        <BannerForm
          initial={draft}
          submitLabel={isNew ? t('banners.form.create') : t('banners.form.save')}
          pending={save.isPending}
          error={save.error}
          onSubmit={(next) => save.mutate(next)}
          onCancel={close}
        />
      )}
    </Modal>
  );
}
