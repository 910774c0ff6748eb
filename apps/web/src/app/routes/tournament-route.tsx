// /tournaments/{id}: the tournament's page. This part shows its details (terms, game settings) and
// the organiser's passwords, edit and delete, then a player's live lobby, taking part (join-panel),
// its banner and jars, the organiser's panel, the bracket with what the viewer may do with each
// match, and the reviews as their own sections. An invitation named in the query (a notification
// or an invite link leads here) opens in the invite modal on top.
import { Anchor, Container, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useOpenRoom } from '../../features/chat/api/rooms';
import { useMe } from '../../features/profile/api/me';
import { castingQueryOptions } from '../../features/tournaments/api/matches';
import { tournamentQueryOptions } from '../../features/tournaments/api/tournaments';
import { BracketGrid } from '../../features/tournaments/components/bracket/bracket-grid';
import { GameDetailsPanel } from '../../features/tournaments/components/page/game-details';
import { InviteModal } from '../../features/tournaments/components/community/invite-modal';
import { JoinPanel } from '../../features/tournaments/components/page/join-panel';
import { LobbyPanel } from '../../features/tournaments/components/page/lobby-panel';
import { OrganiserPanel } from '../../features/tournaments/components/organiser/organiser-panel';
import { OwnerActions } from '../../features/tournaments/components/page/owner-actions';
import { PasswordsPanel } from '../../features/tournaments/components/page/passwords-panel';
import { ReviewsPanel } from '../../features/tournaments/components/community/reviews-panel';
import { TournamentDetails } from '../../features/tournaments/components/page/tournament-details';
import { TournamentFacts } from '../../features/tournaments/components/page/tournament-facts';
import { TournamentShowcase } from '../../features/tournaments/components/page/tournament-showcase';
import {
  inviteTargetOf,
  withoutInvite,
} from '../../features/tournaments/components/community/invite-target';
import { viewerOf } from '../../features/tournaments/components/bracket/match-actions';
import { ApiError } from '../../lib/api-error';
import { useLocalePath } from '../../lib/locale-navigation';
import { TournamentReportEntry } from './report-entries';
import { TournamentFailed, TournamentLoading } from './tournament-states';

function TournamentInvite({ tournamentId, meId }: { tournamentId: number; meId: number }) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [query, setQuery] = useSearchParams();
  const invite = inviteTargetOf(query);
  if (invite === null) return null;
  return (
    <InviteModal
      tournamentId={tournamentId}
      target={invite}
      meId={meId}
      onClose={(to) =>
        to === 'home'
          ? void navigate(localePath('/'), { replace: true })
          : setQuery(withoutInvite(query), { replace: true })
      }
    />
  );
}

export function TournamentRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const tournamentId = Number(id);
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const me = useMe().data;
  const tournament = useQuery(tournamentQueryOptions(tournamentId));
  const casting = useQuery({ ...castingQueryOptions(tournamentId), enabled: me !== undefined });
  const openRoom = useOpenRoom();
  if (tournament.isError) {
    const isMissing = tournament.error instanceof ApiError && tournament.error.status === 404;
    return <TournamentFailed isMissing={isMissing} onRetry={() => void tournament.refetch()} />;
  }
  if (tournament.isPending) return <TournamentLoading />;
  const data = tournament.data;
  const isCreator = me !== undefined && data.created_by.id === me.id;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={localePath('/tournaments')} fz="sm" c="dimmed">
          {`← ${t('tournaments.page.back')}`}
        </Anchor>
        <TournamentDetails
          tournament={data}
          actions={
            isCreator ? (
              <OwnerActions
                tournament={data}
                onDeleted={() => void navigate(localePath('/tournaments'), { replace: true })}
              />
            ) : me === undefined ? null : (
              <TournamentReportEntry tournament={data} meId={me.id} />
            )
          }
        />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <TournamentFacts tournament={data} />
              <GameDetailsPanel details={data.game_details} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <LobbyPanel tournament={data} />
              <JoinPanel tournament={data} meId={me?.id} />
              {isCreator ? <PasswordsPanel tournament={data} /> : null}
            </Stack>
          </Grid.Col>
        </Grid>
        <TournamentShowcase tournament={data} />
        {isCreator ? <OrganiserPanel tournament={data} /> : null}
        <BracketGrid
          tournamentId={tournamentId}
          viewer={viewerOf(data, me?.id, casting.data)}
          onOpenMatchChat={(matchId) => openRoom.mutate({ kind: 'tournament-match', id: matchId })}
        />
        <ReviewsPanel tournament={data} isSignedIn={me !== undefined} />
      </Stack>
      {me === undefined ? null : <TournamentInvite tournamentId={tournamentId} meId={me.id} />}
    </Container>
  );
}
