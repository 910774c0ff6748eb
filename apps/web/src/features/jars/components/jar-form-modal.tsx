// Creating a jar, or editing one the viewer made, in a modal over the page they are on.
import { Modal } from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useCreateJar, useEditJar } from '../api/jars';
import { draftOf, EMPTY_JAR_DRAFT } from '../jar-draft';
import { JarForm } from './jar-form';

export function CreateJarModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (jar: Jar) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateJar((jar) => {
    showToast(t('jars.form.created'), 'success');
    onCreated(jar);
  });
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('jars.form.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <JarForm
        initial={EMPTY_JAR_DRAFT}
        isNew
        submitLabel={t('jars.form.create')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(draft) => create.mutate(draft)}
        onCancel={close}
      />
    </Modal>
  );
}

export function EditJarModal({
  jar,
  opened,
  onClose,
}: {
  jar: Jar;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const edit = useEditJar(jar.id, () => {
    showToast(t('jars.form.saved'), 'success');
    onClose();
  });
  const close = () => {
    edit.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('jars.form.editTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? (
        <JarForm
          initial={draftOf(jar)}
          isNew={false}
          submitLabel={t('jars.form.save')}
          pending={edit.isPending}
          error={edit.error}
          onSubmit={(draft) => edit.mutate(draft)}
          onCancel={close}
        />
      ) : null}
    </Modal>
  );
}
