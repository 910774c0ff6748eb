// /tournaments: the tournament list with its filters; a signed-in viewer may filter their own and
// create one.
import { Container } from '@mantine/core';
import { TournamentsBrowser } from '../../features/tournaments/components/list/tournaments-browser';
import { useMe } from '../../features/profile/api/me';

export function TournamentListRoute() {
  const me = useMe().data;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <TournamentsBrowser viewerId={me?.id ?? null} />
    </Container>
  );
}
