// The tournament list's filters (spec 2 section 3): game, status, format and, for a signed-in
// viewer, only their own; behind "More filters" access, demo, server, bracket size and entry fee.
import {
  Button,
  Collapse,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import {
  GRID_MAX,
  GRID_MIN,
  SERVERS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
  TYPE_DISPLAY,
  type Server,
  type TournamentStatus,
  type TournamentType,
} from '@clutch/contract/tournament-options';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { ACCESS_MODES } from '../../option-keys';
import { slotsOf } from '../../tournament-labels';
import type { GameId } from '../../tournament-draft';

export interface TournamentFilterValues {
  isMine: boolean;
  game: GameId | null;
  status: TournamentStatus | null;
  type: TournamentType | null;
  isOpened: number | null;
  isDemo: boolean | null;
  server: Server | null;
  grid: number | null;
  freeToEnter: boolean | null;
}

export const NO_TOURNAMENT_FILTERS: TournamentFilterValues = {
  isMine: false,
  game: null,
  status: null,
  type: null,
  isOpened: null,
  isDemo: null,
  server: null,
  grid: null,
  freeToEnter: null,
};

const ANY = 'any';
const GRIDS = Array.from({ length: GRID_MAX - GRID_MIN + 1 }, (_, i) => GRID_MIN + i);

function pick<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((choice) => choice === value) ?? null;
}
const flagOf = (value: string | null) => (value === 'yes' ? true : value === 'no' ? false : null);
const flagValue = (value: boolean | null) => (value === null ? ANY : value ? 'yes' : 'no');
const numberOf = (value: string | null) => (value === null || value === ANY ? null : Number(value));

function useAny() {
  const { t } = useTranslation();
  return { value: ANY, label: t('tournaments.filters.any') };
}

function MainFilters({ values, change }: FilterProps) {
  const { t } = useTranslation();
  const any = useAny();
  return (
    <>
      <Select
        label={t('tournaments.filters.game')}
        data={[any, { value: '1', label: 'Dota 2' }, { value: '2', label: 'Counter-Strike 2' }]}
        value={values.game === null ? ANY : String(values.game)}
        onChange={(value) => change({ game: value === '1' ? 1 : value === '2' ? 2 : null })}
        allowDeselect={false}
      />
      <Select
        label={t('tournaments.filters.status')}
        data={[
          any,
          ...TOURNAMENT_STATUSES.map((s) => ({ value: s, label: t(`tournaments.statuses.${s}`) })),
        ]}
        value={values.status ?? ANY}
        onChange={(value) => change({ status: pick(TOURNAMENT_STATUSES, value) })}
        allowDeselect={false}
      />
      <Select
        label={t('tournaments.filters.type')}
        data={[any, ...TOURNAMENT_TYPES.map((v) => ({ value: v, label: TYPE_DISPLAY[v] }))]}
        value={values.type ?? ANY}
        onChange={(value) => change({ type: pick(TOURNAMENT_TYPES, value) })}
        allowDeselect={false}
      />
      <Select
        label={t('tournaments.filters.entry')}
        data={[
          any,
          { value: 'yes', label: t('tournaments.filters.free') },
          { value: 'no', label: t('tournaments.filters.paid') },
        ]}
        value={flagValue(values.freeToEnter)}
        onChange={(value) => change({ freeToEnter: flagOf(value) })}
        allowDeselect={false}
      />
    </>
  );
}

function MoreFilters({ values, change }: FilterProps) {
  const { t } = useTranslation();
  const any = useAny();
  return (
    <>
      <Select
        label={t('tournaments.filters.access')}
        data={[
          any,
          ...ACCESS_MODES.map((v) => ({ value: String(v), label: t(`tournaments.access.${v}`) })),
        ]}
        value={values.isOpened === null ? ANY : String(values.isOpened)}
        onChange={(value) => change({ isOpened: numberOf(value) })}
        allowDeselect={false}
      />
      <Select
        label={t('tournaments.filters.book')}
        data={[
          any,
          { value: 'no', label: t('tournaments.filters.real') },
          { value: 'yes', label: t('tournaments.filters.demo') },
        ]}
        value={flagValue(values.isDemo)}
        onChange={(value) => change({ isDemo: flagOf(value) })}
        allowDeselect={false}
      />
      <Select
        label={t('tournaments.filters.server')}
        data={[any, ...SERVERS.map((v) => ({ value: v, label: t(`tournaments.servers.${v}`) }))]}
        value={values.server ?? ANY}
        onChange={(value) => change({ server: pick(SERVERS, value) })}
        allowDeselect={false}
      />
      <Select
        label={t('tournaments.filters.grid')}
        data={[
          any,
          ...GRIDS.map((g) => ({
            value: String(g),
            label: t('tournaments.slots', { count: slotsOf(g) }),
          })),
        ]}
        value={values.grid === null ? ANY : String(values.grid)}
        onChange={(value) => change({ grid: numberOf(value) })}
        allowDeselect={false}
      />
    </>
  );
}

interface FilterProps {
  values: TournamentFilterValues;
  change: (changes: Partial<TournamentFilterValues>) => void;
}

export function TournamentFilters({
  values,
  onChange,
  withMine,
}: {
  values: TournamentFilterValues;
  onChange: (values: TournamentFilterValues) => void;
  withMine: boolean;
}) {
  const { t } = useTranslation();
  const [isMoreOpen, setMoreOpen] = useState(false);
  const change = (changes: Partial<TournamentFilterValues>) => onChange({ ...values, ...changes });
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        {withMine ? (
          <SegmentedControl
            aria-label={t('tournaments.filters.scope')}
            value={values.isMine ? 'mine' : 'all'}
            onChange={(scope) => change({ isMine: scope === 'mine' })}
            data={[
              { value: 'all', label: t('tournaments.filters.all') },
              { value: 'mine', label: t('tournaments.filters.mine') },
            ]}
          />
        ) : (
          <span />
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={isMoreOpen}
          rightSection={<ChevronDownIcon size={14} />}
          onClick={() => setMoreOpen((open) => !open)}
        >
          {isMoreOpen ? t('tournaments.filters.fewer') : t('tournaments.filters.more')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <MainFilters values={values} change={change} />
      </SimpleGrid>
      <Collapse in={isMoreOpen}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <MoreFilters values={values} change={change} />
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
