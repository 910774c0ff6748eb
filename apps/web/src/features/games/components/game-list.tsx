// The home page's game section: both games from GET games/, with loading and failure states.
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gamesQueryOptions } from '../api/games';
import { GameCard } from './game-card';

export function GameList() {
  const { t } = useTranslation();
  const games = useQuery(gamesQueryOptions());
  return (
    <Stack component="section" aria-labelledby="games-title" gap="lg">
      <div>
        <Title id="games-title" order={2} fz={{ base: 26, sm: 32 }}>
          {t('games.title')}
        </Title>
        <Text c="dimmed">{t('games.subtitle')}</Text>
      </div>
      {games.isError ? (
        <Alert color="red" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t('games.loadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void games.refetch()}>
              {t('games.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {games.data === undefined
            ? [0, 1].map((slot) => <Skeleton key={slot} height={280} radius="lg" />)
            : games.data.map((game) => <GameCard key={game.id} game={game} />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
