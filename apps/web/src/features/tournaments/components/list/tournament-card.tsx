// The tournament lobby card (spec 2 screen 6): name in the viewer's locale, game and 1x1 or 5x5, the
// prize pool in crystals, "started" while it runs or else the start and a countdown, how full it
// is, and a button to the tournament.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GemIcon, UsersIcon } from '../../../../components/ui/icons';
import { useFormatCrystals } from '../../../../lib/crystals';
import { useLocalePath, useRouteLocale } from '../../../../lib/locale-navigation';
import { localName } from '../../tournament-labels';
import { StartCountdown } from './start-countdown';
import { TournamentBadges } from './tournament-badges';
import { TournamentPicture } from './tournament-picture';

export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const localePath = useLocalePath();
  const crystals = useFormatCrystals();
  const name = localName(tournament.translations, locale);
  return (
    <Card
      component="article"
      aria-label={name}
      withBorder
      radius="lg"
      padding="md"
      bg="dark.6"
      data-testid="tournament-card"
    >
      <Card.Section>
        <TournamentPicture tournament={tournament} height={120} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <TournamentBadges tournament={tournament} />
        <Title order={3} fz="lg" fw={800} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Group justify="space-between" gap="xs">
          <Group gap={6} wrap="nowrap">
            <GemIcon size={16} />
            <Text fw={800} c="clutch.4" data-testid="prize-pool">
              {crystals(tournament.prize_pool)}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('tournaments.card.prizePool')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <UsersIcon size={14} />
            <Text fz="xs" c="dimmed">
              {t('tournaments.card.slots', {
                count: tournament.participants_count,
                max: tournament.max_participants,
              })}
            </Text>
          </Group>
        </Group>
        <div style={{ marginTop: 'auto' }}>
          <StartCountdown tournament={tournament} />
        </div>
        <Button
          component={Link}
          to={localePath(`/tournaments/${String(tournament.id)}`)}
          variant="light"
          fullWidth
          aria-label={t('tournaments.card.openNamed', { name })}
        >
          {t('tournaments.card.open')}
        </Button>
      </Stack>
    </Card>
  );
}
