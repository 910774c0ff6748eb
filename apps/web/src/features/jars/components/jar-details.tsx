// The top of a jar's page: its picture, type and status, title, creator, description and how full
// it is (a ring for a jar with a target), with the creator's buttons beside the title.
import {
  Anchor,
  Grid,
  Group,
  Paper,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDate } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-navigation';
import { jarProgress } from '../jar-progress';
import { JarBadges } from './jar-badges';
import { JarPicture } from './jar-picture';
import { JarProgressBar } from './jar-progress-bar';

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
      <Text fz="lg" fw={800} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function Ring({ jar }: { jar: Jar }) {
  const { t } = useTranslation();
  const progress = jarProgress(jar);
  if (progress.percent === null) return null;
  return (
    <RingProgress
      size={120}
      thickness={12}
      roundCaps
      sections={[{ value: progress.percent, color: jar.status === 'open' ? 'clutch' : 'teal' }]}
      label={
        <Text
          ta="center"
          fw={900}
          fz="xl"
          aria-label={t('jars.progressLabel', { percent: progress.percent })}
        >
          {`${String(progress.percent)}%`}
        </Text>
      }
    />
  );
}

export function JarDetails({ jar, actions }: { jar: Jar; actions?: ReactNode }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const localePath = useLocalePath();
  const description = jar.description.trim();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="dark.6">
      <Grid gutter="lg" align="stretch">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <JarPicture src={jar.image} height={240} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="sm" h="100%">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <JarBadges jar={jar} />
                <Title
                  order={1}
                  fz={{ base: 24, sm: 32 }}
                  lh={1.15}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {jar.title.trim() === '' ? t('jars.untitled') : jar.title}
                </Title>
                <Group gap={6} wrap="nowrap">
                  <UserAvatar
                    username={jar.created_by.username}
                    src={jar.created_by.avatar_url}
                    size={22}
                  />
                  <Text fz="sm" c="dimmed">
                    {t('jars.createdBy')}{' '}
                    <Anchor
                      component={Link}
                      to={localePath(`/profile/${String(jar.created_by.id)}/info`)}
                      c="white"
                      fw={600}
                      data-testid="jar-creator"
                    >
                      {jar.created_by.username}
                    </Anchor>
                    {` · ${formatDate(jar.created_at)}`}
                  </Text>
                </Group>
              </Stack>
              <Ring jar={jar} />
            </Group>
            <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {description === '' ? t('jars.noDescription') : description}
            </Text>
            <div style={{ marginTop: 'auto' }}>
              <JarProgressBar jar={jar} size="lg" />
            </div>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              <Stat
                label={t('jars.stats.inJar')}
                value={crystals(jar.current_amount)}
                testId="jar-current"
              />
              <Stat
                label={t('jars.stats.target')}
                value={jar.target_amount === null ? '∞' : crystals(jar.target_amount)}
              />
              <Stat label={t('jars.stats.donations')} value={String(jar.donations_count)} />
            </SimpleGrid>
            {actions}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
