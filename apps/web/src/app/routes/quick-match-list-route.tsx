// /quick-matches: the lobby list with its filters (the viewer's current game first) beside the
// players looking for a game; /quick-matches/create: the lobby form on a page of its own, whose new
// lobby opens once it exists; /match without an id leads to the list. Quick matches are played from
// an account, so a visitor is asked to log in.
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { BoltIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { useMe } from '../../features/profile/api/me';
import { CreateLobby } from '../../features/quickmatch/components/form/create-lobby';
import { LobbyBrowser } from '../../features/quickmatch/components/list/lobby-browser';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import { PageLoading } from './page-states';

const gameOf = (game: number | undefined) => (game === 2 ? 2 : 1);

export function SignInToPlay() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<BoltIcon size={30} />}
      title={t('quickmatch.form.signInTitle')}
      text={t('quickmatch.form.signInText')}
    >
      <Button component={Link} to={localePath('/login')}>
        {t('header.logIn')}
      </Button>
    </StatusPanel>
  );
}

export function QuickMatchIndexRedirect() {
  const localePath = useLocalePath();
  return <Navigate to={localePath('/quick-matches')} replace />;
}

export function QuickMatchListRoute() {
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  if (!isSignedIn) return <SignInToPlay />;
  if (me === undefined) return <PageLoading />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <LobbyBrowser currentGame={gameOf(me.current_game)} />
    </Container>
  );
}

export function QuickMatchCreateRoute() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  const navigate = useNavigate();
  const localePath = useLocalePath();
  if (!isSignedIn) return <SignInToPlay />;
  if (me === undefined) return <PageLoading />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={localePath('/quick-matches')} fz="sm" c="dimmed">
          {`← ${t('quickmatch.form.back')}`}
        </Anchor>
        <Stack gap={2}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('quickmatch.form.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('quickmatch.form.subtitle')}
          </Text>
        </Stack>
        <CreateLobby
          initialGame={gameOf(me.current_game)}
          onCreated={(id) => void navigate(localePath(`/match/${String(id)}`))}
        />
      </Stack>
    </Container>
  );
}
