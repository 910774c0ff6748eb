// /match/{id} and /match/{id}/{token}: a quick-match lobby, live through quick-match-updates (the
// match's end opens its statistics). The token of an invitation link lets the viewer take a seat in
// a closed lobby. Leaving goes back to the list. Its players and creator open the match's chat room.
import { Anchor, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useOpenRoom } from '../../features/chat/api/rooms';
import { useMe } from '../../features/profile/api/me';
import { lobbyQueryOptions } from '../../features/quickmatch/api/lobby';
import { LobbyView } from '../../features/quickmatch/components/lobby/lobby-view';
import { useLobbyUpdates } from '../../features/quickmatch/components/lobby/use-lobby-updates';
import { ApiError } from '../../lib/api-error';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import { PageFailed, PageLoading } from './page-states';
import { SignInToPlay } from './quick-match-list-route';

export function QuickMatchRoute() {
  return useIsSignedIn() ? <SignedInLobby /> : <SignInToPlay />;
}

function SignedInLobby() {
  const { t } = useTranslation();
  const { id, token } = useParams();
  const lobbyId = Number(id);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const me = useMe().data;
  const lobby = useQuery(lobbyQueryOptions(lobbyId));
  const openStatistics = useCallback(
    (matchId: number) => void navigate(localePath(`/statistics/${String(matchId)}`)),
    [navigate, localePath],
  );
  useLobbyUpdates(lobby.isSuccess ? lobbyId : null, openStatistics);
  const openRoom = useOpenRoom();
  if (lobby.isError)
    return (
      <PageFailed
        isMissing={lobby.error instanceof ApiError && lobby.error.status === 404}
        onRetry={() => void lobby.refetch()}
        failedTitle={t('quickmatch.lobby.loadFailedTitle')}
        missing={{
          title: t('quickmatch.lobby.notFoundTitle'),
          text: t('quickmatch.lobby.notFoundText'),
          to: '/quick-matches',
          action: t('quickmatch.lobby.toList'),
        }}
      />
    );
  if (lobby.isPending || me === undefined) return <PageLoading />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={localePath('/quick-matches')} fz="sm" c="dimmed">
          {`← ${t('quickmatch.lobby.back')}`}
        </Anchor>
        <LobbyView
          key={lobbyId}
          lobby={lobby.data}
          viewerId={me.id}
          token={token}
          onLeft={() => void navigate(localePath('/quick-matches'))}
          onOpenChat={() => openRoom.mutate({ kind: 'quickmatch', id: lobbyId })}
        />
      </Stack>
    </Container>
  );
}
