// The lobby list's filters (spec 2 section 3): the game (the viewer's current one to begin with),
// 1x1 or 5x5, open or closed lobbies, and how they start.
import { SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { GAME_TIME_TYPES } from '@clutch/contract/quickmatch';
import { TOURNAMENT_TYPES, TYPE_DISPLAY } from '@clutch/contract/tournament-options';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyFilters as Filters } from '../../api/lobbies';
import { GAME_NAMES } from '../../quickmatch-labels';

const ANY = 'any';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function LobbyFilters({
  values,
  onChange,
}: {
  values: Filters;
  onChange: (values: Filters) => void;
}) {
  const { t } = useTranslation();
  const change = (changes: Partial<Filters>) => onChange({ ...values, ...changes });
  const any = { value: ANY, label: t('quickmatch.filters.any') };
  return (
    // Side by side only where "Counter-Strike 2" fits beside the format.
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      <Labelled label={t('quickmatch.filters.game')}>
        <SegmentedControl
          fullWidth
          aria-label={t('quickmatch.filters.game')}
          value={String(values.game)}
          onChange={(game) => change({ game: game === '2' ? 2 : 1 })}
          data={[1, 2].map((game) => ({ value: String(game), label: GAME_NAMES[game] ?? '' }))}
        />
      </Labelled>
      <Labelled label={t('quickmatch.filters.type')}>
        <SegmentedControl
          fullWidth
          aria-label={t('quickmatch.filters.type')}
          value={values.type}
          onChange={(type) => change({ type: type === '5_5' ? '5_5' : '1_1' })}
          data={TOURNAMENT_TYPES.map((type) => ({ value: type, label: TYPE_DISPLAY[type] }))}
        />
      </Labelled>
      <Select
        label={t('quickmatch.filters.access')}
        data={[
          any,
          { value: 'open', label: t('quickmatch.filters.open') },
          { value: 'closed', label: t('quickmatch.filters.closed') },
        ]}
        value={values.isOpened === null ? ANY : values.isOpened ? 'open' : 'closed'}
        onChange={(value) =>
          change({ isOpened: value === 'open' ? true : value === 'closed' ? false : null })
        }
        allowDeselect={false}
      />
      <Select
        label={t('quickmatch.filters.timing')}
        data={[
          any,
          ...GAME_TIME_TYPES.map((value) => ({
            value,
            label: t(`quickmatch.gameTimeTypes.${value}`),
          })),
        ]}
        value={values.gameTimeType ?? ANY}
        onChange={(value) =>
          change({ gameTimeType: GAME_TIME_TYPES.find((type) => type === value) ?? null })
        }
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
