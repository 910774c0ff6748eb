// A user's ratings (GET profile/{id}/ratings/): per game and book, the level it gives, the rating
// itself (mu - 3 sigma, what levels read), and matches played and won.
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../../components/ui/list-status';
import { Panel } from '../../../../components/ui/panel';
import { ratingsQueryOptions } from '../../api/statistics';
import { gameName } from '../../quickmatch-labels';
import { formatRating } from '../../stats-view';

export function RatingsPanel({ userId, title }: { userId: number; title: string }) {
  const { t } = useTranslation();
  const ratings = useQuery(ratingsQueryOptions(userId));
  const items = ratings.data ?? [];
  return (
    <Panel title={title} text={t('quickmatch.ratings.text')}>
      <ListStatus
        isPending={ratings.isPending}
        isError={ratings.isError}
        isEmpty={items.length === 0}
        emptyText={t('quickmatch.ratings.empty')}
        onRetry={() => void ratings.refetch()}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {items.map((rating) => (
            <Paper
              key={`${String(rating.game)}:${rating.book}`}
              withBorder
              radius="md"
              p="sm"
              bg="dark.7"
              data-testid="rating-card"
            >
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={800}>{gameName(rating.game)}</Text>
                  <Badge variant="light" color={rating.book === 'demo' ? 'gray' : 'clutch'}>
                    {t(`quickmatch.ratings.books.${rating.book}`)}
                  </Badge>
                </Group>
                <Group gap="lg" align="flex-end">
                  <Stack gap={0}>
                    <Text fz="xs" c="dimmed">
                      {t('quickmatch.ratings.level')}
                    </Text>
                    <Text fz={28} fw={900} lh={1} c="clutch.4">
                      {rating.level}
                    </Text>
                  </Stack>
                  <Stack gap={0}>
                    <Text fz="xs" c="dimmed">
                      {t('quickmatch.ratings.rating')}
                    </Text>
                    <Text fw={700}>{formatRating(rating.ordinal)}</Text>
                  </Stack>
                </Group>
                <Text fz="xs" c="dimmed">
                  {t('quickmatch.ratings.record', { matches: rating.matches, wins: rating.wins })}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </ListStatus>
    </Panel>
  );
}
