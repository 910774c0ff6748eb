// Choosing a picture (a person's avatar, a team's, a jar's or a banner's): a file (PNG, JPEG, GIF or
// WebP up to 10 MB) opens the shared crop dialog, and the square kept goes to the caller, which
// uploads it at once or keeps it until its form is sent. Texts come translated from the caller.
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon } from '../ui/action-icons';
import { FormError } from '../ui/form-error';
import { ImageCropDialog, type CropTexts } from '../ui/image-crop-dialog';
import type { CropSquare } from '../../lib/image-crop';
import {
  ACCEPTED_IMAGE_TYPES,
  isImageTooLarge,
  loadImageFile,
  MAX_IMAGE_MB,
  type LoadedImage,
} from '../../lib/image-file';

/**
 * `settings` is the profile's large section (a primary button that may wrap its label); `form` is a
 * field inside a form (a small default button), whose column starts at `basis` pixels wide.
 */
export type ImageChooserLayout =
  { kind: 'settings' } | { kind: 'form'; basis: number; nowrap?: boolean };

export function ImageChooser({
  picture,
  chooseLabel,
  formats,
  actions,
  layout,
  onPick,
  onSave,
  saving = false,
  error = null,
  texts,
}: {
  /** The current picture (or its placeholder), beside the button. */
  picture: ReactNode;
  chooseLabel: string;
  formats: string;
  /** More buttons under the choose button (removing the picture). */
  actions?: ReactNode;
  layout: ImageChooserLayout;
  /** Called as a new file is picked, so the last save's failure goes with the last picture. */
  onPick?: () => void;
  /** Keeps the square; the dialog closes when it resolves and stays open when it rejects. */
  onSave: (image: HTMLImageElement, square: CropSquare) => Promise<void>;
  saving?: boolean;
  error?: unknown;
  /** The crop dialog's texts; the avatar's (and a round preview) unless given. */
  texts?: CropTexts;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // The picture's object URL lives as long as the dialog shows it.
    if (image === null) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  const choose = (file: File | null) => {
    setProblem(null);
    onPick?.();
    if (file === null) return;
    if (isImageTooLarge(file)) {
      setProblem(t('imageCrop.tooLarge', { mb: MAX_IMAGE_MB }));
      return;
    }
    loadImageFile(file).then(setImage, () => setProblem(t('imageCrop.unreadable')));
  };
  const save = async (square: CropSquare) => {
    if (image === null) return;
    await onSave(image.element, square);
  };

  const isSettings = layout.kind === 'settings';
  return (
    <>
      <Group
        gap={isSettings ? 'lg' : 'md'}
        align="center"
        wrap={!isSettings && layout.nowrap === true ? 'nowrap' : undefined}
      >
        {picture}
        <Stack
          gap={isSettings ? 'xs' : 4}
          align="flex-start"
          style={{ flex: `1 1 ${String(isSettings ? 240 : layout.basis)}px`, minWidth: 0 }}
        >
          <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES}>
            {(props) =>
              isSettings ? (
                <Button
                  {...props}
                  leftSection={<CameraIcon size={16} />}
                  maw="100%"
                  h="auto"
                  mih={36}
                  py={6}
                  styles={{ label: { whiteSpace: 'normal' } }}
                >
                  {chooseLabel}
                </Button>
              ) : (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<CameraIcon size={14} />}
                >
                  {chooseLabel}
                </Button>
              )
            }
          </FileButton>
          {actions}
          <Text fz="xs" c="dimmed">
            {formats}
          </Text>
        </Stack>
      </Group>
      <FormError message={problem} />
      <ImageCropDialog
        image={image}
        onClose={() => setImage(null)}
        onSave={save}
        saving={saving}
        error={error}
        texts={texts}
      />
    </>
  );
}
