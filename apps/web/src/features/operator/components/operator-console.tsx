// The operator console at /operator/<section>: the caller's gate (staff only), the navigation of the
// sections their roles open, and the section itself. Sections come from two helpers' files; the
// shell only knows their names.
import type { ConsoleSection } from '@clutch/contract/operator';
import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLocalePath } from '../../../lib/locale-navigation';
import { useOperatorAccess, useOperatorMe } from '../api/operator-me';
import { chooseSection } from '../section-nav';
import { AuditSection } from '../sections/audit-section';
import { ContentSection } from '../sections/content-section';
import { FinanceSection } from '../sections/finance-section';
import { GamesSection } from '../sections/games-section';
import { InfrastructureSection } from '../sections/infrastructure-section';
import { ReportsSection } from '../sections/reports-section';
import { StaffSection } from '../sections/staff-section';
import { TournamentsSection } from '../sections/tournaments-section';
import { UsersSection } from '../sections/users-section';
import { SectionNavMenu } from './section-nav-menu';
import { StaffOnly } from './staff-only';

const SECTION_VIEWS: Record<ConsoleSection, ComponentType> = {
  content: ContentSection,
  games: GamesSection,
  users: UsersSection,
  reports: ReportsSection,
  finance: FinanceSection,
  tournaments: TournamentsSection,
  infrastructure: InfrastructureSection,
  staff: StaffSection,
  audit: AuditSection,
};

function WhoIsSignedIn() {
  const { t } = useTranslation();
  const me = useOperatorMe().data;
  if (me === undefined) return null;
  const roles = me.roles.map((role) => t(`operator.roles.${role}`)).join(', ');
  return (
    <Text c="dimmed" fz="sm">
      {t('operator.signedInAs', { username: me.username, roles })}
    </Text>
  );
}

export function OperatorConsole({ asked }: { asked: ConsoleSection | undefined }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const access = useOperatorAccess();
  if (access.state === 'loading')
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (access.state === 'denied') return <StaffOnly />;
  if (access.state === 'failed')
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('operator.title')}>
          <Stack gap="sm" align="flex-start">
            <Text>{t('operator.loadFailed')}</Text>
            <Button onClick={access.retry}>{t('common.retry')}</Button>
          </Stack>
        </Alert>
      </Container>
    );
  const choice = chooseSection(asked, access.sections);
  if (choice.kind === 'redirect')
    return <Navigate to={localePath(`/operator/${choice.section}`)} replace />;
  const Section = choice.kind === 'show' ? SECTION_VIEWS[choice.section] : null;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('operator.title')}</Title>
          <WhoIsSignedIn />
        </Stack>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, sm: 3, lg: 2 }}>
            <SectionNavMenu
              sections={access.sections}
              current={choice.kind === 'show' ? choice.section : null}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9, lg: 10 }}>
            <Box component="section" miw={0}>
              {Section === null ? (
                <Alert color="orange">{t('operator.notYourSection')}</Alert>
              ) : (
                <Section />
              )}
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
