// An amount of crystals: the gem and the number with up to two decimals, in the reader's notation.
import { Group, Text, type MantineFontSize } from '@mantine/core';
import { GemIcon } from '../../../components/ui/icons';
import { formatCrystals } from '../../../lib/crystals';
import { useRouteLocale } from '../../../lib/locale-navigation';

export function CrystalAmount({
  value,
  size = 'md',
  iconSize = 16,
  colour,
}: {
  value: number;
  size?: MantineFontSize | number;
  iconSize?: number;
  colour?: string;
}) {
  const locale = useRouteLocale();
  return (
    <Group gap={6} wrap="nowrap" c={colour}>
      <GemIcon size={iconSize} />
      <Text fz={size} fw={800} lh={1.1} c={colour} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCrystals(value, locale)}
      </Text>
    </Group>
  );
}
