// One hero or map of the pick-and-ban pool: its picture and name; banned ones greyed with the side
// that banned them (an hourglass when the clock played it), picked ones outlined. Only an item the
// caller may choose now is a button.
import { Badge, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { VetoSide } from '@clutch/contract/quickmatch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrossIcon, TickIcon } from '../../../../components/ui/action-icons';
import { HourglassIcon } from '../../../../components/ui/icons';
import type { VetoItem } from '../../veto-view';

export interface VetoPicture {
  name: string;
  image: string;
}

function Frame({
  isClickable,
  label,
  onChoose,
  children,
}: {
  isClickable: boolean;
  label: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  if (!isClickable)
    return (
      <div aria-label={label} role="img" style={{ position: 'relative' }}>
        {children}
      </div>
    );
  return (
    <UnstyledButton
      onClick={onChoose}
      aria-label={label}
      style={{
        position: 'relative',
        borderRadius: 8,
        outline: '2px solid var(--mantine-color-clutch-7)',
      }}
      data-testid="veto-choice"
    >
      {children}
    </UnstyledButton>
  );
}

export function VetoTile({
  item,
  picture,
  sideName,
  isClickable,
  onChoose,
}: {
  item: VetoItem;
  picture: VetoPicture;
  sideName: (side: VetoSide) => string;
  isClickable: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const by = item.by === null ? null : sideName(item.by);
  const state =
    item.status === 'banned' && by !== null
      ? t('quickmatch.veto.bannedBy', { side: by })
      : item.status === 'picked' && by !== null
        ? t('quickmatch.veto.pickedBy', { side: by })
        : null;
  const said = item.isRandom && state !== null ? `${state}, ${t('quickmatch.veto.random')}` : state;
  return (
    <Frame
      isClickable={isClickable}
      label={said === null ? picture.name : `${picture.name}: ${said}`}
      onChoose={onChoose}
    >
      <Stack
        gap={0}
        style={{
          borderRadius: 8,
          overflow: 'hidden',
          filter: item.status === 'banned' ? 'grayscale(1)' : undefined,
          opacity: item.status === 'banned' ? 0.45 : 1,
          outline: item.status === 'picked' ? '2px solid var(--mantine-color-teal-5)' : undefined,
        }}
      >
        <Image src={picture.image} alt="" h={56} fit="cover" />
        <Text fz="xs" fw={600} ta="center" truncate px={4} py={2} bg="dark.7">
          {picture.name}
        </Text>
      </Stack>
      {/* A tile is narrow (three a row on a phone): the mark names the side, the label says all. */}
      {by === null || item.status === 'available' ? null : (
        <Badge
          size="xs"
          tt="none"
          color={item.status === 'banned' ? 'red' : 'teal'}
          leftSection={
            item.isRandom ? (
              <HourglassIcon size={10} />
            ) : item.status === 'banned' ? (
              <CrossIcon size={10} />
            ) : (
              <TickIcon size={10} />
            )
          }
          title={said ?? undefined}
          style={{ position: 'absolute', top: 4, left: 4, maxWidth: 'calc(100% - 8px)' }}
        >
          {by}
        </Badge>
      )}
    </Frame>
  );
}
