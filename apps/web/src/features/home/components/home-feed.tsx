// The signed-in home: the person's next match, the tournaments being played now, their teams and
// their recent results. The route hands in what it loaded; each section says when it is empty.
import type { CalendarEvent } from '@clutch/contract/calendar';
import type { MatchHistoryItem } from '@clutch/contract/quickmatch';
import type { Team } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { nextMatchPath, resultPath, tournamentName } from '../home-feed';

/** A section's data: still loading, failed, or here. */
export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

export interface HomeFeedProps {
  username: string;
  locale: string;
  /** Prefixes a path with the page's language. */
  pathTo: (path: string) => string;
  nextMatch: Loaded<CalendarEvent | null>;
  live: Loaded<readonly Tournament[]>;
  teams: Loaded<readonly Team[]>;
  results: Loaded<readonly MatchHistoryItem[]>;
  userId: number;
}

function Section<T>({
  id,
  title,
  loaded,
  children,
  footer,
}: {
  id: string;
  title: string;
  loaded: Loaded<T>;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby={id} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title id={id} order={2} fz="h4">
          {title}
        </Title>
        {loaded.state === 'loading' ? <Loader size="sm" /> : null}
        {loaded.state === 'failed' ? <Text c="red">{t('homeFeed.loadFailed')}</Text> : null}
        {loaded.state === 'ready' ? children(loaded.data) : null}
        {footer}
      </Stack>
    </Card>
  );
}

function NextMatch({
  event,
  pathTo,
}: {
  event: CalendarEvent | null;
  pathTo: HomeFeedProps['pathTo'];
}) {
  const { t } = useTranslation();
  if (event === null)
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">{t('homeFeed.noNextMatch')}</Text>
        <Button component={Link} to={pathTo('/tournaments')} variant="light">
          {t('homeFeed.findTournament')}
        </Button>
      </Stack>
    );
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="home-next-match">
      <Stack gap={2}>
        <Text fw={700}>{event.title}</Text>
        <Text size="sm" c="dimmed">
          {event.round_label === null
            ? null
            : `${t('homeFeed.round', { round: event.round_label })} · `}
          {t('homeFeed.startsAt', { time: formatDateTime(event.match.start_time) })}
        </Text>
      </Stack>
      <Button component={Link} to={pathTo(nextMatchPath(event))}>
        {t('homeFeed.openMatch')}
      </Button>
    </Group>
  );
}

export function HomeFeed(props: HomeFeedProps) {
  const { t } = useTranslation();
  const { pathTo, locale } = props;
  return (
    <Container size="lg" py={40}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('homeFeed.title', { username: props.username })}</Title>
          <Text c="dimmed">{t('homeFeed.subtitle')}</Text>
        </div>
        <Section
          id="home-next-match-title"
          title={t('homeFeed.nextMatch')}
          loaded={props.nextMatch}
        >
          {(event) => <NextMatch event={event} pathTo={pathTo} />}
        </Section>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Section
            id="home-live-title"
            title={t('homeFeed.live')}
            loaded={props.live}
            footer={
              <Anchor component={Link} to={pathTo('/tournaments')} size="sm">
                {t('homeFeed.allTournaments')}
              </Anchor>
            }
          >
            {(live) =>
              live.length === 0 ? (
                <Text c="dimmed">{t('homeFeed.noLive')}</Text>
              ) : (
                <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {live.map((tournament) => (
                    <li key={tournament.id}>
                      <Anchor component={Link} to={pathTo(`/tournaments/${String(tournament.id)}`)}>
                        {tournamentName(tournament, locale)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {tournament.game_display} ·{' '}
                        {t('homeFeed.players', { count: tournament.participants_count })}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )
            }
          </Section>
          <Section
            id="home-teams-title"
            title={t('homeFeed.teams')}
            loaded={props.teams}
            footer={
              <Anchor component={Link} to={pathTo('/profile/teams')} size="sm">
                {t('homeFeed.createTeam')}
              </Anchor>
            }
          >
            {(teams) =>
              teams.length === 0 ? (
                <Text c="dimmed">{t('homeFeed.noTeams')}</Text>
              ) : (
                <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {teams.map((team) => (
                    <li key={team.id}>
                      <Group gap="xs">
                        <Anchor component={Link} to={pathTo(`/team/${String(team.id)}`)}>
                          {team.name}
                        </Anchor>
                        {team.leader_id.id === props.userId ? (
                          <Badge size="xs" variant="light">
                            {t('homeFeed.captain')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('homeFeed.players', { count: team.players.length })}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )
            }
          </Section>
          <Section
            id="home-results-title"
            title={t('homeFeed.results')}
            loaded={props.results}
            footer={
              <Anchor component={Link} to={pathTo('/profile/statistics')} size="sm">
                {t('homeFeed.allResults')}
              </Anchor>
            }
          >
            {(results) =>
              results.length === 0 ? (
                <Text c="dimmed">{t('homeFeed.noResults')}</Text>
              ) : (
                <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {results.map((result) => (
                    <ResultLine
                      key={`${result.kind}-${String(result.id)}`}
                      result={result}
                      pathTo={pathTo}
                    />
                  ))}
                </Stack>
              )
            }
          </Section>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function ResultLine({
  result,
  pathTo,
}: {
  result: MatchHistoryItem;
  pathTo: HomeFeedProps['pathTo'];
}) {
  const { t } = useTranslation();
  const path = resultPath(result);
  const label = t(`homeFeed.kinds.${result.kind}`);
  return (
    <li>
      <Group gap="xs" wrap="nowrap">
        {result.outcome === null ? null : (
          <Badge color={result.outcome === 'win' ? 'green' : 'red'} variant="light" size="sm">
            {t(`homeFeed.${result.outcome}`)}
          </Badge>
        )}
        {path === null ? (
          <Text size="sm">{label}</Text>
        ) : (
          <Anchor component={Link} to={pathTo(path)} size="sm">
            {label}
          </Anchor>
        )}
        <Text size="sm" fw={700}>
          {result.score_a}:{result.score_b}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {formatDateTime(result.start_time)}
      </Text>
    </li>
  );
}
