// What a tournament shows everyone beside its terms (spec 2 screen 2, "jar, banner"): its sponsor's
// banner, linking out, and its jars: prize jars paid to the winners at the end, then donation jars,
// each with what it holds and a way to its own page to donate.
import { Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Tournament, TournamentJar } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../../components/ui/panel';
import { useFormatCrystals } from '../../../../lib/crystals';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { tournamentJarsQueryOptions } from '../../api/showcase';
import { jarTypeName } from '../../showcase-payload';

function JarCard({ item }: { item: TournamentJar }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const localePath = useLocalePath();
  const { jar } = item;
  const amount = crystals(jar.collected_amount);
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7" data-testid="tournament-jar">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} truncate>
            {jar.title}
          </Text>
          <Badge size="sm" variant="light" color={item.role === 'prize' ? 'yellow' : 'grape'}>
            {t(`jars.types.${jarTypeName(jar.jar_type)}`)}
          </Badge>
        </Group>
        <Text fz="sm">
          {jar.target_amount === null
            ? t('jars.collected', { amount })
            : t('jars.ofTarget', { amount, target: crystals(jar.target_amount) })}
        </Text>
        <Button
          component={Link}
          to={localePath(`/jar/${String(jar.id)}`)}
          size="xs"
          variant={jar.status === 'open' ? 'filled' : 'default'}
        >
          {jar.status === 'open' ? t('tournamentShowcase.donate') : t('tournamentShowcase.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function TournamentShowcase({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const jars = useQuery(tournamentJarsQueryOptions(tournament.id)).data ?? [];
  const banner = tournament.banner;
  if (banner === null && jars.length === 0) return null;
  return (
    <Panel title={t('tournamentShowcase.title')}>
      <Stack gap="md">
        {banner === null ? null : (
          <Anchor
            href={banner.link}
            target="_blank"
            rel="noopener noreferrer sponsored"
            data-testid="tournament-banner"
          >
            <Image src={banner.image} alt={banner.name} radius="md" mah={160} fit="cover" />
          </Anchor>
        )}
        {jars.length === 0 ? null : (
          <Stack gap="xs">
            <Text fz="xs" c="dimmed">
              {t('tournamentShowcase.hint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {jars.map((item) => (
                <JarCard key={item.jar.id} item={item} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
