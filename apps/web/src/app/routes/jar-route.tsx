// /jar/{id}: one jar's page: what it is and how full, the donate form (with the viewer's real
// balance), the donations, and the creator's edit, delete and break buttons. A visitor is asked to
// sign in, since jars are shown to members only.
import { Anchor, Button, Container, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { GemIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { jarQueryOptions } from '../../features/jars/api/jars';
import { DonateForm } from '../../features/jars/components/donate-form';
import { DonationsList } from '../../features/jars/components/donations-list';
import { JarDetails } from '../../features/jars/components/jar-details';
import { JarOwnerActions } from '../../features/jars/components/jar-owner-actions';
import { useMe } from '../../features/profile/api/me';
import { ApiError } from '../../lib/api-error';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import { PageFailed, PageLoading } from './page-states';

const OWN_JARS = '/profile/me/jars';

function JarFailed({ isMissing, onRetry }: { isMissing: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageFailed
      isMissing={isMissing}
      onRetry={onRetry}
      failedTitle={t('jars.page.loadFailedTitle')}
      missing={{
        title: t('jars.page.notFoundTitle'),
        text: t('jars.page.notFoundText'),
        to: OWN_JARS,
        action: t('jars.page.toJars'),
      }}
    />
  );
}

function SignInFirst() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <StatusPanel
      icon={<GemIcon size={30} />}
      title={t('jars.page.signInTitle')}
      text={t('jars.page.signInText')}
    >
      <Button component={Link} to={localePath('/login')}>
        {t('header.logIn')}
      </Button>
    </StatusPanel>
  );
}

export function JarRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const jarId = Number(id);
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const me = useMe().data;
  const jar = useQuery({ ...jarQueryOptions(jarId), enabled: isSignedIn });
  if (!isSignedIn) return <SignInFirst />;
  if (jar.isError) {
    const isMissing = jar.error instanceof ApiError && jar.error.status === 404;
    return <JarFailed isMissing={isMissing} onRetry={() => void jar.refetch()} />;
  }
  if (me === undefined || jar.isPending) return <PageLoading />;
  const isCreator = jar.data.created_by.id === me.id;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={localePath(OWN_JARS)} fz="sm" c="dimmed">
          {`← ${t('jars.page.back')}`}
        </Anchor>
        <JarDetails
          jar={jar.data}
          actions={
            isCreator ? (
              <JarOwnerActions
                jar={jar.data}
                onDeleted={() => void navigate(localePath(OWN_JARS), { replace: true })}
              />
            ) : null
          }
        />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DonateForm jar={jar.data} balance={me.balance} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <DonationsList jarId={jar.data.id} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
