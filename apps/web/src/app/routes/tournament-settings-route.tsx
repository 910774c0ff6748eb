// /tournaments/{id}/settings: the organiser edits the tournament until registration closes; others
// are pointed back to its page.
import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMe } from '../../features/profile/api/me';
import { tournamentQueryOptions } from '../../features/tournaments/api/tournaments';
import { EditTournament } from '../../features/tournaments/components/form/edit-tournament';
import { canEditTournament } from '../../features/tournaments/components/page/owner-actions';
import { ApiError } from '../../lib/api-error';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import { NotTheOrganiser, TournamentFailed, TournamentLoading } from './tournament-states';

export function TournamentSettingsRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const tournamentId = Number(id);
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  const tournament = useQuery(tournamentQueryOptions(tournamentId));
  const pagePath = localePath(`/tournaments/${String(tournamentId)}`);
  if (tournament.isError) {
    const isMissing = tournament.error instanceof ApiError && tournament.error.status === 404;
    return <TournamentFailed isMissing={isMissing} onRetry={() => void tournament.refetch()} />;
  }
  if (tournament.isPending || (isSignedIn && me === undefined)) return <TournamentLoading />;
  if (me === undefined || tournament.data.created_by.id !== me.id)
    return <NotTheOrganiser tournamentPath={pagePath} />;
  const toPage = () => void navigate(pagePath);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={pagePath} fz="sm" c="dimmed">
          {`← ${t('tournaments.settings.back')}`}
        </Anchor>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('tournaments.settings.title')}
        </Title>
        {canEditTournament(tournament.data) ? (
          <EditTournament
            tournament={tournament.data}
            viewerId={me.id}
            onSaved={toPage}
            onCancel={toPage}
          />
        ) : (
          <Alert color="yellow" variant="light">
            {t('tournaments.settings.closed')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
