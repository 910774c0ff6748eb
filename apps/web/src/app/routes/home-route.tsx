// Home: the hero and the two games. /login and /auth render it with the sign-in dialog open.
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useAuthDialogs } from '../../features/auth/components/auth-dialogs-context';
import { GameList } from '../../features/games/components/game-list';
import { HeroSection } from '../../features/home/components/hero-section';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';

export function HomeRoute({ withSignIn = false }: { withSignIn?: boolean }) {
  const dialogs = useAuthDialogs();
  const isSignedIn = useIsSignedIn();
  const localePath = useLocalePath();
  const { openSignIn } = dialogs;
  useEffect(() => {
    if (withSignIn) openSignIn();
  }, [withSignIn, openSignIn]);
  return (
    <>
      <HeroSection
        tournamentsPath={localePath('/tournaments')}
        {...(isSignedIn ? {} : { onSignUp: dialogs.openSignUp })}
      />
      <Container size="lg" py={56}>
        <GameList />
      </Container>
    </>
  );
}
