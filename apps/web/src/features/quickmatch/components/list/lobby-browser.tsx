// The quick-match list (spec 2 screen 5, /quick-matches): filters, lobby cards 4 a page with pages
// below, "Create lobby", and beside them the players looking for a game.
import { Button, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QUICK_MATCHES_PER_PAGE } from '@clutch/contract/quickmatch';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../../components/ui/list-status';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { FIRST_PAGE } from '../../../../lib/paged-list';
import {
  lobbyListQueryOptions,
  type GameId,
  type LobbyFilters as Filters,
} from '../../api/lobbies';
import { PageButtons } from '../page-buttons';
import { LobbyCard } from './lobby-card';
import { LobbyFilters } from './lobby-filters';
import { LookingForGame } from './looking-for-game';

function Lobbies({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_PAGE);
  const list = useQuery(lobbyListQueryOptions(filters, page));
  const items = list.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / QUICK_MATCHES_PER_PAGE));
  return (
    <Stack gap="md">
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={items.length === 0}
        emptyText={t('quickmatch.list.empty')}
        onRetry={() => void list.refetch()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {items.map((lobby) => (
            <LobbyCard key={lobby.id} lobby={lobby} />
          ))}
        </SimpleGrid>
      </ListStatus>
      <PageButtons page={page} total={pages} onChange={setPage} />
    </Stack>
  );
}

export function LobbyBrowser({ currentGame }: { currentGame: GameId }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [filters, setFilters] = useState<Filters>({
    game: currentGame,
    type: '1_1',
    isOpened: null,
    gameTimeType: null,
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('quickmatch.list.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('quickmatch.list.subtitle')}
          </Text>
        </Stack>
        <Button component={Link} to={localePath('/quick-matches/create')}>
          {t('quickmatch.list.create')}
        </Button>
      </Group>
      <LobbyFilters values={filters} onChange={setFilters} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {/* A new filter starts again from the first page. */}
          <Lobbies key={JSON.stringify(filters)} filters={filters} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <LookingForGame game={filters.game} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
