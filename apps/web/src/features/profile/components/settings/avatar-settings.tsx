// The avatar section: the current picture, choosing a new one (PNG, JPEG, GIF or WebP up to 10 MB),
// which opens the crop dialog, and removing it.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import type { Me } from '@clutch/contract/profile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon, TrashIcon } from '../../../../components/ui/action-icons';
import { FormError } from '../../../../components/ui/form-error';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { useSetAvatarUrl } from '../../api/profile-edits';
import { AvatarCropDialog, type LoadedImage } from './avatar-crop-dialog';
import { SettingsSection } from './settings-section';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif';

async function loadImage(file: File): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  const element = new Image();
  element.src = url;
  try {
    await element.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { element, url, width: element.naturalWidth, height: element.naturalHeight };
}

export function AvatarSettings({ me }: { me: Me }) {
  const { t } = useTranslation();
  const remove = useSetAvatarUrl();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // The picture's object URL lives as long as the dialog shows it.
    if (image === null) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  const choose = (file: File | null) => {
    setProblem(null);
    if (file === null) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setProblem(t('settings.avatar.tooLarge', { mb: MAX_IMAGE_BYTES / 1_048_576 }));
      return;
    }
    loadImage(file).then(setImage, () => setProblem(t('settings.avatar.unreadable')));
  };

  return (
    <SettingsSection title={t('settings.avatar.title')} description={t('settings.avatar.text')}>
      <Group gap="lg" align="center">
        <UserAvatar username={me.username} src={me.avatar_url} size={88} />
        <Stack gap="xs" align="flex-start" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <FileButton onChange={choose} accept={ACCEPTED}>
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
      <AvatarCropDialog image={image} onClose={() => setImage(null)} />
    </SettingsSection>
  );
}
