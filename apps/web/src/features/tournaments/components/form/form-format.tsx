// Who plays and where: 1x1 or 5x5, the bracket's levels (2^grid slots), the level limits, the
// server (Dota 2 only: a CS2 tournament's server is the match runner's choice), the demo book and
// whether registrations wait for the organiser's answer.
import { Input, SegmentedControl, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  GRID_MAX,
  GRID_MIN,
  SERVER_CHOICES,
  TOURNAMENT_TYPES,
  TYPE_DISPLAY,
} from '@clutch/contract/tournament-options';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_KEYS } from '../../option-keys';
import { digitsOnly } from '../../tournament-draft';
import { slotsOf } from '../../tournament-labels';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';

const GRIDS = Array.from({ length: GRID_MAX - GRID_MIN + 1 }, (_, i) => GRID_MIN + i);
const NO_SERVER = 'none';

/** The five regions the spec offers map onto three servers; the pick keeps which one was chosen. */
function ServerSelect({ draft, change, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const firstOf = SERVER_CHOICES.findIndex((choice) => choice.value === draft.server);
  const [picked, setPicked] = useState(firstOf);
  const index = SERVER_CHOICES[picked]?.value === draft.server ? picked : firstOf;
  return (
    <Select
      label={t('tournaments.form.server')}
      data={[
        { value: NO_SERVER, label: t('tournaments.form.anyServer') },
        ...REGION_KEYS.map((key, i) => ({
          value: String(i),
          label: t(`tournaments.regions.${key}`),
        })),
      ]}
      value={index < 0 ? NO_SERVER : String(index)}
      onChange={(value) => {
        const choice = value === null ? undefined : SERVER_CHOICES[Number(value)];
        setPicked(choice === undefined ? -1 : Number(value));
        change({ server: choice?.value ?? null });
      }}
      allowDeselect={false}
      error={errorOf('server')}
    />
  );
}

export function FormFormat(props: SectionProps & { isNew: boolean }) {
  const { draft, change, errorOf, isNew } = props;
  const { t } = useTranslation();
  return (
    <FormSection title={t('tournaments.form.formatTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Input.Wrapper label={t('tournaments.form.type')} error={errorOf('type')}>
          <SegmentedControl
            fullWidth
            aria-label={t('tournaments.form.type')}
            value={draft.type}
            onChange={(value) =>
              change({ type: TOURNAMENT_TYPES.find((type) => type === value) ?? '1_1' })
            }
            data={TOURNAMENT_TYPES.map((type) => ({
              value: type,
              label: `${TYPE_DISPLAY[type]} · ${t(`tournaments.types.${type}`)}`,
            }))}
          />
        </Input.Wrapper>
        <Select
          label={t('tournaments.form.grid')}
          description={t('tournaments.form.gridHint')}
          data={GRIDS.map((grid) => ({
            value: String(grid),
            label: t('tournaments.form.gridChoice', { levels: grid, count: slotsOf(grid) }),
          }))}
          value={String(draft.grid)}
          onChange={(value) => change({ grid: Number(value ?? draft.grid) })}
          allowDeselect={false}
          error={errorOf('grid')}
        />
        <TextInput
          label={t('tournaments.form.minLvl')}
          inputMode="numeric"
          value={draft.minLvl}
          onChange={(event) => change({ minLvl: digitsOnly(event.currentTarget.value) })}
          maxLength={3}
          error={errorOf('min_lvl')}
        />
        <TextInput
          label={t('tournaments.form.maxLvl')}
          inputMode="numeric"
          value={draft.maxLvl}
          onChange={(event) => change({ maxLvl: digitsOnly(event.currentTarget.value) })}
          maxLength={3}
          error={errorOf('max_lvl')}
        />
        {draft.game === 1 ? <ServerSelect {...props} /> : null}
      </SimpleGrid>
      <Switch
        label={t('tournaments.form.isDemo')}
        description={t('tournaments.form.isDemoHint')}
        checked={draft.isDemo}
        disabled={!isNew}
        onChange={(event) => change({ isDemo: event.currentTarget.checked })}
        error={errorOf('is_demo')}
      />
      <Switch
        label={t('tournaments.form.applications')}
        description={t('tournaments.form.applicationsHint')}
        checked={draft.applications}
        onChange={(event) => change({ applications: event.currentTarget.checked })}
        error={errorOf('applications')}
      />
    </FormSection>
  );
}
