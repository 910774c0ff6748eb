// /email/confirm/:token: the link from the confirmation e-mail.
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { EmailConfirmation } from '../../features/auth/components/email-confirmation';

export function EmailConfirmRoute() {
  const { token } = useParams();
  return (
    <Container size="lg">
      <EmailConfirmation key={token} token={token} />
    </Container>
  );
}
