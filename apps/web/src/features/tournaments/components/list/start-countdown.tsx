// When a tournament starts (spec 2 screen 6): "started" while it runs; before that the start date
// (dd/mm/yyyy hh:mm) and a live countdown; afterwards its status.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '../../../../components/ui/icons';
import { useTimeLeft } from '../../../../components/ui/use-time-left';
import { formatDateTime } from '../../../../lib/format';

export function StartCountdown({
  tournament,
  size = 'sm',
}: {
  tournament: Pick<Tournament, 'start_time' | 'status'>;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation();
  const isUpcoming = tournament.status === 'registration';
  const left = useTimeLeft(tournament.start_time, isUpcoming, t('tournaments.countdown.days'));
  if (tournament.status === 'running')
    return (
      <Badge
        color="clutch"
        variant="filled"
        size={size === 'lg' ? 'lg' : 'md'}
        data-testid="started"
      >
        {t('tournaments.card.started')}
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <CalendarIcon size={size === 'lg' ? 18 : 14} />
        <Text fz={size === 'lg' ? 'md' : 'sm'} fw={600} data-testid="start-time">
          {formatDateTime(tournament.start_time)}
        </Text>
      </Group>
      {left === null ? null : (
        <Text fz={size === 'lg' ? 'xl' : 'sm'} fw={800} c="clutch.4">
          <Text span fz="xs" fw={600} c="dimmed" mr={6}>
            {t('tournaments.countdown.startsIn')}
          </Text>
          <Text span inherit ff="monospace" data-testid="countdown">
            {left}
          </Text>
        </Text>
      )}
    </Stack>
  );
}
