// The tournament list (spec 2 screen 6, /tournaments): filters, lobby cards 8 a page, pages below,
// and "Create tournament" for a signed-in viewer.
import { Button, Center, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TOURNAMENTS_PER_PAGE } from '@clutch/contract/tournament-options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../../components/ui/list-status';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { FIRST_PAGE } from '../../../../lib/paged-list';
import {
  tournamentListQueryOptions,
  type TournamentFilters as Filters,
} from '../../api/tournaments';
import { TournamentCard } from './tournament-card';
import {
  NO_TOURNAMENT_FILTERS,
  TournamentFilters,
  type TournamentFilterValues,
} from './tournament-filters';

function toQuery(values: TournamentFilterValues, viewerId: number | null): Filters {
  return {
    game: values.game ?? undefined,
    status: values.status ?? undefined,
    type: values.type ?? undefined,
    isOpened: values.isOpened ?? undefined,
    isDemo: values.isDemo ?? undefined,
    server: values.server ?? undefined,
    grid: values.grid ?? undefined,
    freeToEnter: values.freeToEnter ?? undefined,
    createdBy: values.isMine && viewerId !== null ? viewerId : undefined,
  };
}

export function TournamentsBrowser({ viewerId }: { viewerId: number | null }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [values, setValues] = useState(NO_TOURNAMENT_FILTERS);
  const [page, setPage] = useState(FIRST_PAGE);
  const list = useQuery(tournamentListQueryOptions(toQuery(values, viewerId), page));
  const items = list.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / TOURNAMENTS_PER_PAGE));
  const filter = (next: TournamentFilterValues) => {
    setValues(next);
    setPage(FIRST_PAGE);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('tournaments.list.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('tournaments.list.subtitle')}
          </Text>
        </Stack>
        {viewerId === null ? null : (
          <Button component={Link} to={localePath('/tournaments/create')}>
            {t('tournaments.list.create')}
          </Button>
        )}
      </Group>
      <TournamentFilters values={values} onChange={filter} withMine={viewerId !== null} />
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={items.length === 0}
        emptyText={t('tournaments.list.empty')}
        onRetry={() => void list.refetch()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md">
          {items.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </SimpleGrid>
      </ListStatus>
      {pages > 1 ? (
        <Center>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
            })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
