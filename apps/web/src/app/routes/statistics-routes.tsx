// /statistics: the signed-in user's ratings per game and book and their match history (10 a page),
// each match leading to its statistics or its tournament. /statistics/{id}: one quick match's
// statistics, where a live match-end message sends its players.
import { Anchor, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMe } from '../../features/profile/api/me';
import { matchStatisticsQueryOptions } from '../../features/quickmatch/api/statistics';
import { MatchHistory } from '../../features/quickmatch/components/stats/match-history';
import { MatchStatisticsView } from '../../features/quickmatch/components/stats/match-statistics';
import { RatingsPanel } from '../../features/quickmatch/components/stats/ratings-panel';
import { ApiError } from '../../lib/api-error';
import { useLocalePath } from '../../lib/locale-navigation';
import { PageFailed, PageLoading } from './page-states';
import { MatchReportEntry } from './report-entries';

export function StatisticsRoute() {
  const { t } = useTranslation();
  const me = useMe().data;
  if (me === undefined) return <PageLoading />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('quickmatch.statsPage.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('quickmatch.statsPage.subtitle')}
          </Text>
        </Stack>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <RatingsPanel userId={me.id} title={t('quickmatch.ratings.title')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <MatchHistory userId={me.id} title={t('quickmatch.history.title')} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export function MatchStatisticsRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const localePath = useLocalePath();
  const me = useMe().data;
  const stats = useQuery(matchStatisticsQueryOptions(Number(id)));
  if (stats.isError)
    return (
      <PageFailed
        isMissing={stats.error instanceof ApiError && stats.error.status === 404}
        onRetry={() => void stats.refetch()}
        failedTitle={t('quickmatch.stats.loadFailedTitle')}
        missing={{
          title: t('quickmatch.stats.notFoundTitle'),
          text: t('quickmatch.stats.notFoundText'),
          to: '/quick-matches',
          action: t('quickmatch.stats.toList'),
        }}
      />
    );
  if (stats.isPending || me === undefined) return <PageLoading />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={localePath('/statistics')} fz="sm" c="dimmed">
          {`← ${t('quickmatch.statsPage.title')}`}
        </Anchor>
        <Group justify="space-between">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('quickmatch.stats.title')}
          </Title>
          <MatchReportEntry stats={stats.data} meId={me.id} />
        </Group>
        <MatchStatisticsView stats={stats.data} viewerId={me.id} />
      </Stack>
    </Container>
  );
}
