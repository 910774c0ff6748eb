// /steam-login: where Steam sends the browser back after OpenID sign-in.
import { Container } from '@mantine/core';
import { SteamCallback } from '../../features/auth/components/steam-callback';

export function SteamLoginRoute() {
  return (
    <Container size="lg">
      <SteamCallback />
    </Container>
  );
}
