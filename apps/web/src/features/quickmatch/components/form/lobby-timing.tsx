// When the lobby starts: as soon as every seat is taken (snap_game), or at a set time (timed): a day,
// then one of that day's free periods, which the runners' capacity decides (POST bots/periods/).
import { Alert, Chip, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { GAME_TIME_TYPES } from '@clutch/contract/quickmatch';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { freePeriodsQueryOptions } from '../../api/lobbies';
import { DateField } from '../../../../components/ui/date-fields';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';

/** The start of today in the viewer's own time zone: the first day the picker offers. */
function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function Periods({ draft, change, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const periods = useQuery(freePeriodsQueryOptions(draft));
  const now = Date.now();
  const free = (periods.data?.free_periods ?? []).filter(
    (period) => new Date(period.start).getTime() > now,
  );
  if (draft.date === '') return null;
  if (periods.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (periods.isError)
    return (
      <Alert color="red" variant="light">
        {describeError(periods.error) ?? t('common.loadFailed')}
      </Alert>
    );
  if (free.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('quickmatch.form.noPeriods')}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {t('quickmatch.form.period')}
      </Text>
      <Chip.Group
        value={draft.gameTime ?? ''}
        onChange={(value) =>
          change({ gameTime: typeof value === 'string' && value !== '' ? value : null })
        }
      >
        <Group gap={6}>
          {free.map((period) => (
            <Chip key={period.start} value={period.start} size="sm" variant="outline">
              {formatDateTime(period.start)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text fz="xs" c={errorOf('game_time') === undefined ? 'dimmed' : 'red'}>
        {errorOf('game_time') ?? t('quickmatch.form.periodHint')}
      </Text>
    </Stack>
  );
}

export function LobbyTiming(props: SectionProps) {
  const { t } = useTranslation();
  const { draft, change, errorOf } = props;
  return (
    <FormSection title={t('quickmatch.form.timingTitle')}>
      <SegmentedControl
        fullWidth
        aria-label={t('quickmatch.form.timingTitle')}
        value={draft.gameTimeType}
        onChange={(value) =>
          change({ gameTimeType: GAME_TIME_TYPES.find((type) => type === value) ?? 'snap_game' })
        }
        data={GAME_TIME_TYPES.map((value) => ({
          value,
          label: t(`quickmatch.gameTimeTypes.${value}`),
        }))}
      />
      {draft.gameTimeType === 'snap_game' ? (
        <Text fz="sm" c="dimmed">
          {t('quickmatch.form.snapHint')}
        </Text>
      ) : (
        <>
          <DateField
            label={t('quickmatch.form.date')}
            value={draft.date}
            minDate={startOfToday()}
            onChange={(date) => change({ date, gameTime: null })}
            withAsterisk
            error={draft.date === '' ? errorOf('game_time') : undefined}
            maw={260}
          />
          <Periods {...props} />
        </>
      )}
    </FormSection>
  );
}
