// The avatar section: the current picture, choosing a new one (PNG, JPEG, GIF or WebP up to 10 MB),
// which opens the crop dialog, and removing it.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon, TrashIcon } from '../../../../components/ui/action-icons';
import { FormError } from '../../../../components/ui/form-error';
import { ImageCropDialog } from '../../../../components/ui/image-crop-dialog';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import type { CropSquare } from '../../../../lib/image-crop';
import {
  ACCEPTED_IMAGE_TYPES,
  isImageTooLarge,
  loadImageFile,
  MAX_IMAGE_MB,
  type LoadedImage,
} from '../../../../lib/image-file';
import { useSaveAvatar } from '../../api/avatar';
import { useSetAvatarUrl } from '../../api/profile-edits';
import { SettingsSection } from './settings-section';

export function AvatarSettings({ me }: { me: Me }) {
  const { t } = useTranslation();
  const remove = useSetAvatarUrl();
  const save = useSaveAvatar();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // The picture's object URL lives as long as the dialog shows it.
    if (image === null) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  const choose = (file: File | null) => {
    setProblem(null);
    // Each picture starts without the last one's failure, as when the dialog owned the mutation.
    save.reset();
    if (file === null) return;
    if (isImageTooLarge(file)) {
      setProblem(t('imageCrop.tooLarge', { mb: MAX_IMAGE_MB }));
      return;
    }
    loadImageFile(file).then(setImage, () => setProblem(t('imageCrop.unreadable')));
  };
  const saveSquare = async (square: CropSquare) => {
    if (image === null) return;
    await save.mutateAsync({ image: image.element, square });
  };

  return (
    <SettingsSection title={t('settings.avatar.title')} description={t('settings.avatar.text')}>
      <Group gap="lg" align="center">
        <UserAvatar username={me.username} src={me.avatar_url} size={88} />
        <Stack gap="xs" align="flex-start" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES}>
            {(props) => (
              <Button
                {...props}
                leftSection={<CameraIcon size={16} />}
                maw="100%"
                h="auto"
                mih={36}
                py={6}
                styles={{ label: { whiteSpace: 'normal' } }}
              >
                {t('settings.avatar.choose')}
              </Button>
            )}
          </FileButton>
          {me.avatar_url === null ? null : (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<TrashIcon size={14} />}
              loading={remove.isPending}
              onClick={() => remove.mutate(null)}
            >
              {t('settings.avatar.remove')}
            </Button>
          )}
          <Text fz="xs" c="dimmed">
            {t('settings.avatar.formats')}
          </Text>
        </Stack>
      </Group>
      <FormError message={problem} />
      <ImageCropDialog
        image={image}
        onClose={() => setImage(null)}
        onSave={saveSquare}
        saving={save.isPending}
        error={save.error}
      />
    </SettingsSection>
  );
}
