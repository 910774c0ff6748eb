// A form's picture that is sent with the form (a jar's, a banner's): a file (PNG, JPEG, GIF or WebP
// up to 10 MB) is cropped square in the shared dialog and kept as a webp file until the form is
// sent; until then the current picture (an address) shows. Texts come translated from the caller.
import { Image, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { cropToWebp } from '../../lib/image-crop';
import type { CropTexts } from '../ui/image-crop-dialog';
import { ImageChooser } from './image-chooser';

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
  const preview = usePreview(value);
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {texts.label}
      </Text>
      <ImageChooser
        picture={
          preview === null ? (
            placeholder
          ) : (
            <Image src={preview} alt="" w={72} h={72} radius="md" fit="cover" />
          )
        }
        chooseLabel={preview === null ? texts.choose : texts.change}
        formats={texts.formats}
        layout={{ kind: 'form', basis: 160, nowrap: true }}
        onSave={async (image, square) => onChange(await cropToWebp(image, square, size))}
        texts={texts}
      />
    </Stack>
  );
}
