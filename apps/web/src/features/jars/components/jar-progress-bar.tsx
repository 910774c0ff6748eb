// How full a jar is: a bar with "collected / target", or, for an unlimited jar, what it collected.
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import { useTranslation } from 'react-i18next';
import { useFormatCrystals } from '../../../lib/crystals';
import { jarProgress } from '../jar-progress';

export function JarProgressBar({ jar, size = 'md' }: { jar: Jar; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const progress = jarProgress(jar);
  const collected = crystals(jar.collected_amount);
  if (progress.percent === null || jar.target_amount === null)
    return (
      <Stack gap={4}>
        <Progress value={100} size={size} color="grape" striped aria-hidden="true" />
        <Group justify="space-between" gap="xs">
          <Text fz="sm" fw={700}>
            {t('jars.collected', { amount: collected })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('jars.unlimited')}
          </Text>
        </Group>
      </Stack>
    );
  return (
    <Stack gap={4}>
      <Progress
        value={progress.percent}
        size={size}
        color={jar.status === 'open' ? 'clutch' : 'teal'}
        aria-label={t('jars.progressLabel', { percent: progress.percent })}
      />
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={700}>
          {t('jars.ofTarget', { amount: collected, target: crystals(jar.target_amount) })}
        </Text>
        <Text fz="xs" c="dimmed">
          {`${String(progress.percent)}%`}
        </Text>
      </Group>
    </Stack>
  );
}
