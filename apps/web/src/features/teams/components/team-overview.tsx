// The overview tab: what the team is (country, leader, how full the roster is, the description), the
// banners its leader shows (only those allowed to show) and the link to share.
import { Anchor, AspectRatio, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { TEAM_MAX_MEMBERS, type Team } from '@clutch/contract/teams';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountryFlag } from '../../../components/ui/country-flag';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLocalePath } from '../../../lib/locale-navigation';
import { Panel } from '../../../components/ui/panel';
import { ShareLink } from './share-link';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={4}>
      <Text component="dt" c="dimmed" fz="sm">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** A banner: its picture at a fixed ratio with its name beneath; a link opens in a new tab. */
function TeamBanner({ banner, label }: { banner: Team['team_banners'][number]; label: string }) {
  const body = (
    <Card withBorder radius="md" padding={0} h="100%">
      <AspectRatio ratio={16 / 9}>
        <Image src={banner.image} alt="" fit="cover" />
      </AspectRatio>
      {banner.name === '' ? null : (
        <Text fz="sm" fw={600} px="sm" py={8} truncate>
          {banner.name}
        </Text>
      )}
    </Card>
  );
  if (banner.link === '') return body;
  return (
    <Anchor
      href={banner.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      underline="never"
      c="inherit"
    >
      {body}
    </Anchor>
  );
}

export function TeamBanners({ banners }: { banners: Team['team_banners'] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <Panel title={t('teams.banners')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {banners.map((banner, index) => (
          <TeamBanner
            key={banner.id}
            banner={banner}
            label={banner.name === '' ? t('teams.bannerLink', { index: index + 1 }) : banner.name}
          />
        ))}
      </SimpleGrid>
    </Panel>
  );
}

export function TeamOverview({ team, shareUrl }: { team: Team; shareUrl: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const description = team.description.trim();
  return (
    <Stack gap="lg">
      <Panel title={t('teams.about')}>
        <Stack component="dl" gap={0} m={0}>
          <Fact label={t('teams.leader')}>
            <Group gap={6} component="span" wrap="nowrap" justify="flex-end">
              <UserAvatar
                username={team.leader_id.username}
                src={team.leader_id.avatar_url}
                size={22}
              />
              <Anchor
                component={Link}
                to={localePath(`/profile/${String(team.leader_id.id)}/info`)}
                c="white"
                fw={600}
                data-testid="team-leader"
              >
                {team.leader_id.username}
              </Anchor>
            </Group>
          </Fact>
          <Fact label={t('teams.country')}>
            {team.country === null ? '-' : <CountryFlag code={team.country} size="xs" />}
          </Fact>
          <Fact label={t('teams.members')}>
            {t('teams.membersValue', { count: team.players.length, max: TEAM_MAX_MEMBERS })}
          </Fact>
        </Stack>
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {description === '' ? t('teams.noDescription') : description}
        </Text>
        <ShareLink url={shareUrl} />
      </Panel>
      <TeamBanners banners={team.team_banners} />
    </Stack>
  );
}
