// /auth, the authentication page (bare layout): the sign-in form on its own, with the logo and the
// language select, for links that want a whole page rather than a dialog.
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSelect } from '../../components/ui/language-select';
import { Logo } from '../../components/ui/logo';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useLocalePath } from '../../lib/locale-navigation';
import classes from './auth-route.module.css';

export function AuthRoute() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  return (
    <div className={classes.backdrop}>
      <Container size="xs" py={{ base: 24, sm: 64 }}>
        <Group justify="space-between" mb="xl">
          <Link
            to={localePath('/')}
            aria-label={t('brand.name')}
            style={{ textDecoration: 'none' }}
          >
            <Logo name={t('brand.name')} />
          </Link>
          <LanguageSelect />
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} bg="dark.6">
          <Stack gap="lg">
            <div>
              <Title order={1} fz={28}>
                {t('auth.authPageTitle')}
              </Title>
              <Text c="dimmed" fz="sm" mt={4}>
                {t('auth.authPageText')}
              </Text>
            </div>
            <SignInForm onSignedIn={() => void navigate(localePath('/'), { replace: true })} />
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}
