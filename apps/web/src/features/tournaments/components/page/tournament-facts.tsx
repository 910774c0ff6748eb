// The tournament's terms at a glance: prizes, fees, levels, bracket size and how full it is, the
// server, registration close, round length and who may join.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/panel';
import { useFormatCrystals } from '../../../../lib/crystals';
import { formatDateTime } from '../../../../lib/format';
import { accessModeOf } from '../../option-keys';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }} bg="dark.7">
      <Text
        fz="xs"
        c="dimmed"
        tt="uppercase"
        fw={700}
        lts={0.4}
        style={{ overflowWrap: 'anywhere' }}
      >
        {label}
      </Text>
      <Text
        fz={{ base: 'sm', sm: 'md' }}
        fw={800}
        data-testid={testId}
        style={{ overflowWrap: 'break-word' }}
      >
        {value}
      </Text>
    </Paper>
  );
}

export function TournamentFacts({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const money = (value: number) => (value === 0 ? t('tournaments.page.free') : crystals(value));
  return (
    <Panel title={t('tournaments.page.factsTitle')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
        <Fact
          label={t('tournaments.page.prizePool')}
          value={crystals(tournament.prize_pool)}
          testId="fact-prize-pool"
        />
        <Fact
          label={t('tournaments.page.firstPrize')}
          value={crystals(tournament.first_place_prize)}
        />
        <Fact
          label={t('tournaments.page.secondPrize')}
          value={crystals(tournament.second_place_prize)}
        />
        <Fact
          label={t('tournaments.page.thirdPrize')}
          value={crystals(tournament.third_place_prize)}
        />
        <Fact
          label={t('tournaments.page.entryFee')}
          value={money(tournament.entry_fee)}
          testId="fact-entry-fee"
        />
        <Fact
          label={t('tournaments.page.watcherFee')}
          value={money(tournament.watcher_entry_fee)}
        />
        <Fact
          label={t('tournaments.page.levels')}
          value={`${String(tournament.min_lvl)}–${String(tournament.max_lvl)}`}
        />
        <Fact
          label={t('tournaments.page.participants')}
          value={`${String(tournament.participants_count)} / ${String(tournament.max_participants)}`}
          testId="fact-participants"
        />
        <Fact
          label={t('tournaments.page.server')}
          value={
            tournament.server === null
              ? t('tournaments.page.anyServer')
              : t(`tournaments.servers.${tournament.server}`)
          }
        />
        <Fact
          label={t('tournaments.page.registrationCloses')}
          value={formatDateTime(tournament.registration_closes_at)}
        />
        <Fact
          label={t('tournaments.page.matchDuration')}
          value={t('tournaments.minutes', { count: tournament.match_duration })}
        />
        <Fact
          label={t('tournaments.page.access')}
          value={t(`tournaments.access.${accessModeOf(tournament.is_opened)}`)}
        />
      </SimpleGrid>
    </Panel>
  );
}
