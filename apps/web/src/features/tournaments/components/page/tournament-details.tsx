// The top of a tournament's page (spec 2 screen 2): picture, game, format, status, the name and
// description in the viewer's locale, the organiser, rating stars, likes and dislikes, the start
// with its countdown, and whatever actions the viewer has (the organiser's edit and delete).
import { Anchor, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { useLocalePath, useRouteLocale } from '../../../../lib/locale-navigation';
import { localDescription, localName } from '../../tournament-labels';
import { RatingStars } from '../community/rating-stars';
import { ReactionCounts } from './reaction-counts';
import { StartCountdown } from '../list/start-countdown';
import { TournamentBadges } from '../list/tournament-badges';
import { TournamentPicture } from '../list/tournament-picture';

function Organiser({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const creator = tournament.created_by;
  return (
    <Group gap={6} wrap="nowrap">
      <UserAvatar username={creator.username} src={creator.avatar_url} size={22} />
      <Text fz="sm" c="dimmed">
        {t('tournaments.page.organisedBy')}{' '}
        <Anchor
          component={Link}
          to={localePath(`/profile/${String(creator.id)}/info`)}
          c="white"
          fw={600}
          data-testid="tournament-creator"
        >
          {creator.username}
        </Anchor>
      </Text>
    </Group>
  );
}

export function TournamentDetails({
  tournament,
  actions,
}: {
  tournament: Tournament;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const lines = localDescription(tournament.translations, locale);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="dark.6">
      <Grid gutter="lg" align="stretch">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TournamentPicture tournament={tournament} height={220} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="sm" h="100%">
            <TournamentBadges tournament={tournament} />
            <Title
              order={1}
              fz={{ base: 24, sm: 32 }}
              lh={1.15}
              style={{ overflowWrap: 'anywhere' }}
            >
              {localName(tournament.translations, locale)}
            </Title>
            <Organiser tournament={tournament} />
            <Group gap="lg" wrap="wrap">
              <RatingStars rating={tournament.tournament_rating} count={tournament.ratings_count} />
              <ReactionCounts likes={tournament.likes_count} dislikes={tournament.dislikes_count} />
            </Group>
            <Stack gap={2} data-testid="tournament-description">
              {lines.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t('tournaments.page.noDescription')}
                </Text>
              ) : (
                lines.map((line, index) => (
                  <Text key={index} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line === '' ? '\u00a0' : line}
                  </Text>
                ))
              )}
            </Stack>
            <div style={{ marginTop: 'auto' }}>
              <StartCountdown tournament={tournament} size="lg" />
            </div>
            {actions}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
