// A form's picture that is sent with the form (a jar's, a banner's): a file (PNG, JPEG, GIF or WebP
// up to 10 MB) is cropped square in the shared dialog and kept as a webp file until the form is
// sent; until then the current picture (an address) shows. Texts come translated from the caller.
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cropToWebp, type CropSquare } from '../../lib/image-crop';
import {
  ACCEPTED_IMAGE_TYPES,
  isImageTooLarge,
  loadImageFile,
  MAX_IMAGE_MB,
  type LoadedImage,
} from '../../lib/image-file';
import { CameraIcon } from './action-icons';
import { FormError } from './form-error';
import { ImageCropDialog, type CropTexts } from './image-crop-dialog';

export interface PictureFieldTexts extends CropTexts {
  label: string;
  choose: string;
  change: string;
  formats: string;
}

/** The address a picture shows at: the chosen file's object URL, or the current address. */
function usePreview(value: File | string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(value instanceof Blob)) return;
    const objectUrl = URL.createObjectURL(value);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [value]);
  if (value instanceof Blob) return url;
  return value === '' ? null : value;
}

export function PictureField({
  value,
  onChange,
  size,
  texts,
  placeholder,
}: {
  value: File | string | null;
  onChange: (file: File) => void;
  /** Side of the square kept, in pixels. */
  size: number;
  texts: PictureFieldTexts;
  /** Shown while there is no picture. */
  placeholder: ReactNode;
}) {
  const { t } = useTranslation();
  const preview = usePreview(value);
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
    if (isImageTooLarge(file)) {
      setProblem(t('imageCrop.tooLarge', { mb: MAX_IMAGE_MB }));
      return;
    }
    loadImageFile(file).then(setImage, () => setProblem(t('imageCrop.unreadable')));
  };
  const save = async (square: CropSquare) => {
    if (image === null) return;
    onChange(await cropToWebp(image.element, square, size));
  };

  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {texts.label}
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        {preview === null ? (
          placeholder
        ) : (
          <Image src={preview} alt="" w={72} h={72} radius="md" fit="cover" />
        )}
        <Stack gap={4} align="flex-start" style={{ flex: '1 1 160px', minWidth: 0 }}>
          <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<CameraIcon size={14} />}>
                {preview === null ? texts.choose : texts.change}
              </Button>
            )}
          </FileButton>
          <Text fz="xs" c="dimmed">
            {texts.formats}
          </Text>
        </Stack>
      </Group>
      <FormError message={problem} />
      <ImageCropDialog
        image={image}
        onClose={() => setImage(null)}
        onSave={save}
        saving={false}
        error={null}
        texts={texts}
      />
    </Stack>
  );
}
