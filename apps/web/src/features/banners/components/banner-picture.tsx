// A banner's picture as a square thumbnail, or a placeholder while it has none.
import { Center, Image } from '@mantine/core';
import { CameraIcon } from '../../../components/ui/action-icons';

export function BannerPicture({ src, size }: { src: string | null; size: number }) {
  if (src !== null && src !== '')
    return (
      <Image src={src} alt="" w={size} h={size} radius="md" fit="cover" style={{ flex: 'none' }} />
    );
  return (
    <Center
      w={size}
      h={size}
      bg="dark.5"
      c="dark.2"
      style={{ borderRadius: 'var(--mantine-radius-md)', flex: 'none' }}
      aria-hidden="true"
    >
      <CameraIcon size={24} />
    </Center>
  );
}
