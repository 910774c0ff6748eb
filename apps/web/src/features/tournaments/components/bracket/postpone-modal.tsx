// Moving a match that has not started later: a day from today on and a time of day in 24 h, only
// times still ahead, in the viewer's own clock. The server tells its players.
import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/ui/date-fields';
import { FormError } from '../../../../components/ui/form-error';
import { describeError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { usePostponeMatch } from '../../api/matches';
import { fromLocalInput, laterTimes, toLocalInput } from '../../start-time';

export function PostponeModal({ match, onClose }: { match: GridMatch; onClose: () => void }) {
  const { t } = useTranslation();
  const now = new Date();
  const [day, setDay] = useState(toLocalInput(new Date(match.start_time)).slice(0, 10));
  const [time, setTime] = useState<string | null>(null);
  const times = laterTimes(day, now);
  const postpone = usePostponeMatch(match.id, () => {
    showToast(t('tournaments.match.postponed'), 'success');
    onClose();
  });
  const chosen = time === null ? null : fromLocalInput(`${day}T${time}`);
  return (
    <Modal opened onClose={onClose} title={t('tournaments.match.postponeTitle')} centered>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <DateField
            label={t('tournaments.match.day')}
            minDate={new Date(now.getFullYear(), now.getMonth(), now.getDate())}
            value={day}
            onChange={(next) => {
              setDay(next);
              setTime(null);
            }}
          />
          <Select
            label={t('tournaments.match.time')}
            data={times}
            value={time !== null && times.includes(time) ? time : null}
            onChange={setTime}
            searchable
            allowDeselect={false}
          />
        </SimpleGrid>
        <FormError message={describeError(postpone.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => chosen !== null && postpone.mutate(chosen)}
            loading={postpone.isPending}
            disabled={chosen === null}
          >
            {t('tournaments.match.postpone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
