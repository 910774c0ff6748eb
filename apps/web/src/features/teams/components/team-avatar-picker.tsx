// Choosing a team's picture: a file (PNG, JPEG, GIF or WebP up to 10 MB) is cropped in the shared
// dialog and uploaded at once; the form keeps the URL it gets back and sends it with the team.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon } from '../../../components/ui/action-icons';
import { FormError } from '../../../components/ui/form-error';
import { ImageCropDialog } from '../../../components/ui/image-crop-dialog';
import type { CropSquare } from '../../../lib/image-crop';
import {
  ACCEPTED_IMAGE_TYPES,
  isImageTooLarge,
  loadImageFile,
  MAX_IMAGE_MB,
  type LoadedImage,
} from '../../../lib/image-file';
import { useUploadTeamAvatar } from '../api/team-avatar';

export function TeamAvatarPicker({
  url,
  current,
  name,
  onChange,
}: {
  /** The uploaded picture waiting to be sent, or null. */
  url: string | null;
  /** The team's picture today (edit form), shown while nothing new is chosen. */
  current: string | null;
  name: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadTeamAvatar();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // The picture's object URL lives as long as the dialog shows it.
    if (image === null) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  const choose = (file: File | null) => {
    setProblem(null);
    upload.reset();
    if (file === null) return;
    if (isImageTooLarge(file)) {
      setProblem(t('imageCrop.tooLarge', { mb: MAX_IMAGE_MB }));
      return;
    }
    loadImageFile(file).then(setImage, () => setProblem(t('imageCrop.unreadable')));
  };
  const save = async (square: CropSquare) => {
    if (image === null) return;
    onChange(await upload.mutateAsync({ image: image.element, square }));
  };

  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {t('teams.avatar.label')}
      </Text>
      <Group gap="md" align="center">
        <Avatar src={url ?? current} alt="" radius={9999} size={64} color="clutch" variant="filled">
          {name.trim().slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} align="flex-start" style={{ flex: '1 1 200px', minWidth: 0 }}>
          <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<CameraIcon size={14} />}>
                {url === null ? t('teams.avatar.choose') : t('teams.avatar.change')}
              </Button>
            )}
          </FileButton>
          <Text fz="xs" c="dimmed">
            {t('teams.avatar.formats')}
          </Text>
        </Stack>
      </Group>
      <FormError message={problem} />
      <ImageCropDialog
        image={image}
        onClose={() => setImage(null)}
        onSave={save}
        saving={upload.isPending}
        error={upload.error}
      />
    </Stack>
  );
}
