// The profile's game pages, composed from the quick-match feature: statistics (the user's match
// history), and under "game" the ratings per game with their level and the quick matches (the own
// current lobby, then the quick matches of the history), with links between the game pages.
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { CurrentLobby } from '../../features/quickmatch/components/lobby/current-lobby';
import { MatchHistory } from '../../features/quickmatch/components/stats/match-history';
import { RatingsPanel } from '../../features/quickmatch/components/stats/ratings-panel';
import { useLocalePath } from '../../lib/locale-navigation';
import { useProfileTarget } from './profile-target';

const GAME_PAGES = [
  ['game', 'game'],
  ['quick-matches', 'quickMatches'],
  ['tournaments', 'tournaments'],
] as const;

/** The game pages' own row of links: game, quick matches, tournaments. */
export function GamePagesNav() {
  const { t } = useTranslation();
  const { segment } = useProfileTarget();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('quickmatch.profile.gameSections')} gap={6}>
      {GAME_PAGES.map(([path, key]) => {
        const to = localePath(`/profile/${segment}/game/${path}`);
        const isActive = pathname === to || pathname === `${to}/`;
        return (
          <Button
            key={path}
            component={Link}
            to={to}
            size="xs"
            radius="xl"
            variant={isActive ? 'filled' : 'default'}
            aria-current={isActive ? 'page' : undefined}
          >
            {t(`quickmatch.profile.${key}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/** /profile/{id}/game opens its first page, so the profile's game tab stays lit on all three. */
export function ProfileGameIndexRedirect() {
  const { segment } = useProfileTarget();
  const localePath = useLocalePath();
  return <Navigate to={localePath(`/profile/${segment}/game/game`)} replace />;
}

export function ProfileMatchHistoryRoute() {
  const { t } = useTranslation();
  const { profile } = useProfileTarget();
  return <MatchHistory userId={profile.id} title={t('quickmatch.history.title')} />;
}

export function ProfileGameRoute() {
  const { t } = useTranslation();
  const { profile } = useProfileTarget();
  return (
    <Stack gap="lg">
      <GamePagesNav />
      <RatingsPanel userId={profile.id} title={t('quickmatch.profile.ratingsOf')} />
    </Stack>
  );
}

export function ProfileQuickMatchesRoute() {
  const { t } = useTranslation();
  const { me, isOwn, profile } = useProfileTarget();
  return (
    <Stack gap="lg">
      <GamePagesNav />
      {isOwn ? <CurrentLobby lobbyId={me.current_quick_match?.id ?? null} /> : null}
      <MatchHistory
        userId={profile.id}
        title={t('quickmatch.history.quickTitle')}
        onlyQuickMatches
      />
    </Stack>
  );
}
