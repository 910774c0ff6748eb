// /tournaments/{id}/players: the registered teams with their players, and everyone registered as a
// player or watcher with search; the organiser removes or bans from here.
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMe } from '../../features/profile/api/me';
import { tournamentQueryOptions } from '../../features/tournaments/api/tournaments';
import { PlayersTeams } from '../../features/tournaments/components/page/players-teams';
import { PlayersUsers } from '../../features/tournaments/components/page/players-users';
import { localName } from '../../features/tournaments/tournament-labels';
import { ApiError } from '../../lib/api-error';
import { useLocalePath, useRouteLocale } from '../../lib/locale-navigation';
import { TournamentFailed, TournamentLoading } from './tournament-states';

export function TournamentPlayersRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const tournamentId = Number(id);
  const localePath = useLocalePath();
  const locale = useRouteLocale();
  const me = useMe().data;
  const tournament = useQuery(tournamentQueryOptions(tournamentId));
  if (tournament.isError) {
    const isMissing = tournament.error instanceof ApiError && tournament.error.status === 404;
    return <TournamentFailed isMissing={isMissing} onRetry={() => void tournament.refetch()} />;
  }
  if (tournament.isPending) return <TournamentLoading />;
  const isCreator = me !== undefined && tournament.data.created_by.id === me.id;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor
          component={Link}
          to={localePath(`/tournaments/${String(tournamentId)}`)}
          fz="sm"
          c="dimmed"
        >
          {`← ${t('tournaments.players.back')}`}
        </Anchor>
        <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {`${t('tournaments.players.title')}: ${localName(tournament.data.translations, locale)}`}
        </Title>
        <PlayersTeams tournamentId={tournamentId} />
        <PlayersUsers tournamentId={tournamentId} isCreator={isCreator} />
      </Stack>
    </Container>
  );
}
