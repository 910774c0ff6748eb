// The tournament's rating: five stars filled to the average (0 to 5, fractions shown as part of a
// star), with the number and how many rated it.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { starFill } from '../../tournament-labels';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

function Star({ fill, size }: { fill: number; size: number }) {
  // Each star clips a filled copy over an empty one at its own share of the rating.
  const width = `${String(Math.round(fill * 100))}%`;
  return (
    <span style={{ position: 'relative', display: 'inline-block', width: size, height: size }}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
        <path d={STAR_PATH} fill="var(--mantine-color-dark-4)" />
      </svg>
      <span style={{ position: 'absolute', inset: 0, width, overflow: 'hidden' }}>
        <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR_PATH} fill="var(--mantine-color-yellow-5)" />
        </svg>
      </span>
    </span>
  );
}

export function RatingStars({
  rating,
  count,
  size = 18,
}: {
  rating: number;
  count: number;
  size?: number;
}) {
  const { t } = useTranslation();
  const shown = Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={t('tournaments.page.ratingLabel', { rating: shown, count })}
      data-testid="rating"
    >
      <Group gap={1} wrap="nowrap">
        {[0, 1, 2, 3, 4].map((index) => (
          <Star key={index} fill={starFill(shown, index)} size={size} />
        ))}
      </Group>
      <Text fz="sm" fw={700}>
        {shown.toFixed(1)}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('tournaments.page.ratings', { count })}
      </Text>
    </Group>
  );
}
