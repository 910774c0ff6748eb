// The home page's opening banner: what Clutch is, a call to sign up (guests) and to the tournaments.
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoltIcon, GemIcon, TrophyIcon } from '../../../components/ui/icons';
import classes from './hero-section.module.css';

interface HeroSectionProps {
  /** Absent for a signed-in user, who needs no sign-up button. */
  onSignUp?: () => void;
  tournamentsPath: string;
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.stat}>
      <ThemeIcon size={40} radius="md" variant="light">
        {icon}
      </ThemeIcon>
      <div>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
          {label}
        </Text>
        <Text fw={800}>{value}</Text>
      </div>
    </Group>
  );
}

export function HeroSection({ onSignUp, tournamentsPath }: HeroSectionProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <Stack gap="lg" maw={680}>
          <Badge variant="light" size="lg" radius="sm" w="fit-content">
            {t('hero.eyebrow')}
          </Badge>
          <Title id="hero-title" order={1} className={classes.title}>
            {t('hero.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dark.0" maw={560}>
            {t('hero.subtitle')}
          </Text>
          <Group gap="sm">
            {onSignUp === undefined ? null : (
              <Button
                size="lg"
                className={classes.cta}
                w={{ base: '100%', sm: 'auto' }}
                onClick={onSignUp}
              >
                {t('hero.ctaSignUp')}
              </Button>
            )}
            <Button
              size="lg"
              className={classes.cta}
              w={{ base: '100%', sm: 'auto' }}
              variant="default"
              component={Link}
              to={tournamentsPath}
            >
              {t('hero.ctaTournaments')}
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt={{ base: 32, sm: 48 }} maw={760}>
          <Stat icon={<BoltIcon />} label={t('hero.statQuick')} value={t('hero.statQuickValue')} />
          <Stat
            icon={<TrophyIcon />}
            label={t('hero.statTournaments')}
            value={t('hero.statTournamentsValue')}
          />
          <Stat icon={<GemIcon />} label={t('hero.statPrizes')} value={t('hero.statPrizesValue')} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
