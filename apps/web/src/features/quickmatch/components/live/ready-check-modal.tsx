// The ready check (the spec's readyCheck modal), over every page while profile/me's ready_check is
// set: a countdown to its deadline, how many have confirmed ("4/10"), and the Ready button, which
// turns into "waiting for the others" once the caller confirmed. It closes when the ready check ends
// (the profile push clears it); after the deadline it may be closed by hand.
import { Button, Modal, Progress, Stack, Text } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { READY_CHECK_SECONDS } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSecondsLeft } from '../../../../components/ui/use-time-left';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { useToggleReady } from '../../api/lobby';

type ReadyCheck = NonNullable<Me['ready_check']>;

function ReadyCheckBody({ check, onClose }: { check: ReadyCheck; onClose: () => void }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const seconds = useSecondsLeft(check.deadline) ?? 0;
  const ready = useToggleReady(check.match_id);
  const answer = ready.data?.ready_check ?? null;
  const isReady = check.is_ready || ready.data?.is_ready === true;
  // The answer to the caller's own confirmation can be newer than the profile shown.
  const count = answer !== null && answer.ready > check.ready ? answer : check;
  return (
    <Stack gap="md">
      <Text>{t('quickmatch.readyCheck.text')}</Text>
      <Stack gap={4}>
        <Text fz={32} fw={900} ta="center" ff="monospace" data-testid="ready-check-seconds">
          {t('quickmatch.veto.seconds', { seconds })}
        </Text>
        <Progress
          value={(seconds / READY_CHECK_SECONDS) * 100}
          color={seconds <= 10 ? 'red' : 'clutch'}
          aria-hidden="true"
        />
      </Stack>
      <Text ta="center" fw={700} data-testid="ready-check-count">
        {t('quickmatch.readyCheck.count', { ready: count.ready, total: count.total })}
      </Text>
      {isReady ? (
        <Button disabled size="lg" data-testid="ready-check-waiting">
          {t('quickmatch.readyCheck.waiting')}
        </Button>
      ) : (
        <Button
          size="lg"
          loading={ready.isPending}
          disabled={seconds === 0}
          onClick={() => ready.mutate()}
          data-testid="ready-check-ready"
        >
          {t('quickmatch.readyCheck.ready')}
        </Button>
      )}
      <Button
        variant="subtle"
        component={Link}
        to={localePath(`/match/${String(check.match_id)}`)}
        onClick={seconds === 0 ? onClose : undefined}
      >
        {t('quickmatch.readyCheck.toLobby')}
      </Button>
    </Stack>
  );
}

export function ReadyCheckModal({
  check,
  onClose,
}: {
  /** profile/me's ready_check; null closes the modal. */
  check: Me['ready_check'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(check?.deadline ?? null);
  const isOver = seconds === 0;
  return (
    <Modal
      opened={check !== null}
      onClose={onClose}
      centered
      title={t('quickmatch.readyCheck.title')}
      withCloseButton={isOver}
      closeOnClickOutside={isOver}
      closeOnEscape={isOver}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {check === null ? null : (
        <ReadyCheckBody
          key={`${String(check.match_id)}:${check.deadline}`}
          check={check}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
