// A jar's picture, or a gem on the accent gradient when it has none.
import { Center, Image } from '@mantine/core';
import { GemIcon } from '../../../components/ui/icons';

export function JarPicture({
  src,
  height,
  radius = 'md',
}: {
  src: string | null;
  height: number | string;
  radius?: 'md' | 'lg' | 0;
}) {
  if (src !== null && src !== '')
    return <Image src={src} alt="" h={height} w="100%" fit="cover" radius={radius} />;
  return (
    <Center
      h={height}
      w="100%"
      style={{
        borderRadius: radius === 0 ? 0 : `var(--mantine-radius-${radius})`,
        background:
          'linear-gradient(135deg, var(--mantine-color-clutch-8), var(--mantine-color-grape-9))',
        color: 'rgb(255 255 255 / 85%)',
      }}
      aria-hidden="true"
    >
      <GemIcon size={40} />
    </Center>
  );
}
