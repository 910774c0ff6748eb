// /tournaments/create: the create form on a page of its own (it is long), for signed-in users; the
// new tournament's page opens once it is made.
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../features/profile/api/me';
import { CreateTournament } from '../../features/tournaments/components/form/create-tournament';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import { SignInToCreate, TournamentLoading } from './tournament-states';

export function TournamentCreateRoute() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  const navigate = useNavigate();
  const localePath = useLocalePath();
  if (!isSignedIn) return <SignInToCreate />;
  if (me === undefined) return <TournamentLoading />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={localePath('/tournaments')} fz="sm" c="dimmed">
          {`← ${t('tournaments.page.back')}`}
        </Anchor>
        <Stack gap={2}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('tournaments.create.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('tournaments.create.subtitle')}
          </Text>
        </Stack>
        <CreateTournament
          viewerId={me.id}
          onCreated={(id) => void navigate(localePath(`/tournaments/${String(id)}`))}
        />
      </Stack>
    </Container>
  );
}
