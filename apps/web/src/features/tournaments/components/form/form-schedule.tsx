// When it happens: the start (picked as dd/mm/yyyy hh:mm, from now on, in the viewer's own time), when registration closes before it, and how long each round gets.
import { Select, SimpleGrid } from '@mantine/core';
import type { TournamentOptions } from '@clutch/contract/tournament-options';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../../components/ui/date-fields';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';

export function FormSchedule({
  draft,
  change,
  errorOf,
  options,
}: SectionProps & { options: TournamentOptions | undefined }) {
  const { t } = useTranslation();
  const minutes = (choices: TournamentOptions['freeze_time'] | undefined, current: number) => {
    const values = new Set([...(choices ?? []).map((choice) => choice.value), current]);
    return [...values]
      .sort((a, b) => a - b)
      .map((value) => ({
        value: String(value),
        label: t('tournaments.minutes', { count: value }),
      }));
  };
  return (
    <FormSection title={t('tournaments.form.scheduleTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <DateTimeField
          label={t('tournaments.form.startTime')}
          description={t('tournaments.form.startTimeHint')}
          value={draft.startTime}
          minDate={new Date()}
          onChange={(startTime) => change({ startTime })}
          withAsterisk
          error={errorOf('start_time')}
        />
        <Select
          label={t('tournaments.form.freezeTime')}
          description={t('tournaments.form.freezeTimeHint')}
          data={minutes(options?.freeze_time, draft.freezeTime)}
          value={String(draft.freezeTime)}
          onChange={(value) => change({ freezeTime: Number(value ?? draft.freezeTime) })}
          allowDeselect={false}
          error={errorOf('freeze_time')}
        />
        <Select
          label={t('tournaments.form.matchDuration')}
          description={t('tournaments.form.matchDurationHint')}
          data={minutes(options?.match_duration, draft.matchDuration)}
          value={String(draft.matchDuration)}
          onChange={(value) => change({ matchDuration: Number(value ?? draft.matchDuration) })}
          allowDeselect={false}
          error={errorOf('match_duration')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
