// The info tab's side card: country, contact handle and linked game accounts, and when the player
// joined. Empty fields say so rather than disappear, so the card reads the same for everyone.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicProfile } from '@clutch/contract/profile';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { CountryFlag } from '../../../components/ui/country-flag';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={700} lts="0.05em">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function ProfileAbout({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const headingId = useId();
  const notSet = (
    <Text component="span" c="dimmed" fz="sm">
      {t('profile.notSet')}
    </Text>
  );
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="lg"
      bg="dark.6"
    >
      <Title order={2} fz="h4" id={headingId} mb="md">
        {t('profile.about')}
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        <Fact label={t('profile.country')}>
          {profile.country === null ? notSet : <CountryFlag code={profile.country} />}
        </Fact>
        <Fact label={t('profile.contact')}>{profile.discord ?? notSet}</Fact>
        <Fact label={t('profile.steam')}>
          {profile.steam_id === null ? notSet : t('profile.linked')}
        </Fact>
        <Fact label={t('profile.twitch')}>{profile.twitch ?? notSet}</Fact>
        <Fact label={t('profile.joined')}>{formatDate(profile.created)}</Fact>
      </Stack>
    </Paper>
  );
}
