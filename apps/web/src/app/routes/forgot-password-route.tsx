// /forgot-password/:token?: without a token ask for the e-mail, with the link's token set a new password.
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { PasswordResetRequest } from '../../features/auth/components/password-reset-request';

export function ForgotPasswordRoute() {
  const { token } = useParams();
  return (
    <Container size="lg">
      {token === undefined ? (
        <PasswordResetRequest />
      ) : (
        <NewPasswordForm key={token} token={token} />
      )}
    </Container>
  );
}
