// One event, opened from the calendar (spec 2, screen 8 "view from calendar"): its title, round,
// the viewer's roles, start and end in the viewer's time zone, status; a link to the tournament or
// the quick match, 'cancel application' while an application waits, and hiding it from the
// calendar after a confirm that says the viewer stays in the tournament or lobby.
import type { CalendarEvent } from '@clutch/contract/calendar';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WarningIcon } from '../../../components/ui/icons';
import { useLocalePath } from '../../../lib/locale-navigation';
import { showToast } from '../../../lib/toast';
import { useCancelApplication, useDeleteCalendarEvent } from '../api/event-actions';
import { canCancelApplication, eventPath, knownStatus, rolesOf } from '../event-details';
import { formatEventSpan } from '../event-time';

function StatusText({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (status === null) return null;
  const known = knownStatus(status);
  return <>{known === null ? status : t(`calendar.statuses.${known}`)}</>;
}

function EventFacts({ event, timeZone }: { event: CalendarEvent; timeZone: string }) {
  const { t } = useTranslation();
  const round =
    event.round_label === null
      ? null
      : event.round_label === '1'
        ? t('calendar.final')
        : t('calendar.round', { label: event.round_label });
  return (
    <Stack gap="xs">
      <Group gap={6}>
        <Badge variant="outline" color="gray">
          {t(`calendar.kinds.${event.kind}`)}
        </Badge>
        {round === null ? null : (
          <Badge variant="light" data-testid="calendar-event-round">
            {round}
          </Badge>
        )}
        {rolesOf(event).map((role) => (
          <Badge key={role} color={event.color} data-testid={`calendar-event-role-${role}`}>
            {t(`calendar.roles.${role}`)}
          </Badge>
        ))}
      </Group>
      <Text size="sm">
        <Text span c="dimmed">
          {t('calendar.time')}:{' '}
        </Text>
        <span data-testid="calendar-event-time">
          {formatEventSpan(event.match.start_time, event.display_end, timeZone)}
        </span>
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          {t('calendar.status')}:{' '}
        </Text>
        <StatusText status={event.match.status} />
        {event.player_status === null ? null : (
          <>
            {' · '}
            <Text span c="dimmed">
              {t('calendar.yourStatus')}:{' '}
            </Text>
            <StatusText status={event.player_status} />
          </>
        )}
      </Text>
      {event.is_conflict ? (
        <Alert color="red" variant="light" icon={<WarningIcon size={16} />} p="xs">
          {t('calendar.conflict')}
        </Alert>
      ) : null}
    </Stack>
  );
}

function DeleteConfirm({
  isPending,
  onConfirm,
  onBack,
}: {
  isPending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="calendar-delete-confirm">
      <Text size="sm">{t('calendar.deleteConfirm')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('calendar.back')}
        </Button>
        <Button
          color="red"
          loading={isPending}
          onClick={onConfirm}
          data-testid="calendar-delete-confirm-yes"
        >
          {t('calendar.deleteYes')}
        </Button>
      </Group>
    </Stack>
  );
}

function EventActions({
  event,
  timeZone,
  onClose,
}: {
  event: CalendarEvent;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [isConfirming, setConfirming] = useState(false);
  const remove = useDeleteCalendarEvent(timeZone);
  const cancel = useCancelApplication(event.id);
  const target = eventPath(event);
  if (isConfirming) {
    const confirm = () =>
      remove.mutate(event.id, {
        onSuccess: () => {
          showToast(t('calendar.deleted'), 'success');
          onClose();
        },
      });
    return (
      <DeleteConfirm
        isPending={remove.isPending}
        onConfirm={confirm}
        onBack={() => setConfirming(false)}
      />
    );
  }
  return (
    <Group gap="sm" wrap="wrap">
      {target === null ? null : (
        <Button component={Link} to={localePath(target.path)} data-testid="calendar-event-link">
          {target.kind === 'tournament' ? t('calendar.toTournament') : t('calendar.toMatch')}
        </Button>
      )}
      {canCancelApplication(event) && event.tournament !== null ? (
        <Button
          variant="light"
          loading={cancel.isPending}
          data-testid="calendar-event-cancel-application"
          onClick={() => {
            if (event.tournament !== null)
              cancel.mutate(event.tournament.id, { onSettled: onClose });
          }}
        >
          {t('calendar.cancelApplication')}
        </Button>
      ) : null}
      <Button
        variant="default"
        color="red"
        data-testid="calendar-event-delete"
        onClick={() => setConfirming(true)}
      >
        {t('calendar.delete')}
      </Button>
    </Group>
  );
}

export function EventModal({
  event,
  timeZone,
  onClose,
}: {
  event: CalendarEvent | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event?.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {event === null ? null : (
        <Stack gap="md" data-testid="calendar-event-modal" data-event-id={event.id}>
          <EventFacts event={event} timeZone={timeZone} />
          {/* A new event starts without the confirm open. */}
          <EventActions key={event.id} event={event} timeZone={timeZone} onClose={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
