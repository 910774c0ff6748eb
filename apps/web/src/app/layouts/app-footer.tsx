// The footer: brand and contacts, platform links (the games link leads a guest to sign in first),
// information pages, and the map. On phones each column folds (footer-section.tsx).
import { Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { LanguageSelect } from '../../components/ui/language-select';
import { Logo } from '../../components/ui/logo';
import { useAuthDialogs } from '../../features/auth/components/auth-dialogs-context';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import classes from './app-footer.module.css';
import { FooterMap } from './footer-map';
import { FooterSection, useFooterSections, type FooterSectionId } from './footer-section';
import { GAME_PAGE } from './nav-links';

export const CONTACT_PHONE = '+380 44 555 01 22';
export const CONTACT_EMAIL = 'support@clutch.gg';

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={classes.link}>
      {children}
    </Link>
  );
}

/** Games, teams and statistics need an account: a guest is asked to sign in instead. */
function MembersLink({ to, children }: { to: string; children: ReactNode }) {
  const localePath = useLocalePath();
  const isSignedIn = useIsSignedIn();
  const dialogs = useAuthDialogs();
  if (isSignedIn) return <FooterLink to={localePath(to)}>{children}</FooterLink>;
  return (
    <button type="button" className={classes.link} onClick={dialogs.openSignIn}>
      {children}
    </button>
  );
}

function Contacts() {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      <Text fz="sm" c="dark.1">
        {t('footer.address')}
      </Text>
      <Group gap={8} wrap="nowrap">
        <PhoneIcon size={14} />
        <a className={classes.link} href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}>
          {t('footer.phone', { phone: CONTACT_PHONE })}
        </a>
      </Group>
      <Group gap={8} wrap="nowrap">
        <MailIcon size={14} />
        <a className={classes.link} href={`mailto:${CONTACT_EMAIL}`}>
          {t('footer.email', { email: CONTACT_EMAIL })}
        </a>
      </Group>
    </Stack>
  );
}

export function AppFooter() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [open, setOpen] = useFooterSections();
  const toggle = (id: FooterSectionId) => setOpen({ ...open, [id]: open[id] !== true });
  const section = (id: FooterSectionId, title: string, children: ReactNode) => (
    <FooterSection id={id} title={title} isOpen={open[id] === true} onToggle={toggle}>
      {children}
    </FooterSection>
  );
  return (
    <Box component="footer" className={classes.footer} pt={48} pb="xl">
      <Container size="lg">
        <Stack gap="xs" mb="xl">
          <Logo name={t('brand.name')} />
          <Text fz="sm" c="dimmed" maw={420}>
            {t('brand.tagline')}
          </Text>
          <Text fz="sm" c="dimmed" maw={420} mt={-6}>
            {t('footer.about')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 4 }} spacing={{ base: 0, md: 'xl' }}>
          {section('contacts', t('footer.contacts'), <Contacts />)}
          {section(
            'platform',
            t('footer.platform'),
            <>
              <FooterLink to={localePath('/tournaments')}>{t('footer.tournaments')}</FooterLink>
              <MembersLink to={GAME_PAGE}>{t('footer.games')}</MembersLink>
              <MembersLink to="/team">{t('footer.teams')}</MembersLink>
              <MembersLink to="/statistics">{t('footer.statistics')}</MembersLink>
            </>,
          )}
          {section(
            'information',
            t('footer.information'),
            <>
              <FooterLink to={localePath('/static-page/about')}>{t('footer.aboutUs')}</FooterLink>
              <FooterLink to={localePath('/static-page/faq')}>{t('footer.faq')}</FooterLink>
              <FooterLink to={localePath('/static-page/privacy')}>{t('footer.privacy')}</FooterLink>
              <FooterLink to={localePath('/static-page/terms')}>{t('footer.terms')}</FooterLink>
              <FooterLink to={localePath('/news')}>{t('content.news.title')}</FooterLink>
            </>,
          )}
          {section('map', t('footer.findUs'), <FooterMap address={t('footer.address')} />)}
        </SimpleGrid>
        <Group justify="space-between" mt={40} gap="md">
          <Text fz="xs" c="dimmed">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <LanguageSelect />
        </Group>
      </Container>
    </Box>
  );
}
