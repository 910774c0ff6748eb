// The frame every invitation in the invite modal shares: what is offered, a failure line, and
// Accept / Decline; an invitation that cannot be answered any more says so instead, with a way to
// the tournament.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-error';
import type { InviteAnswer as AnswerStatus } from '../api/invites';

export function InviteLoading() {
  const { t } = useTranslation();
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}

/** An invitation that is missing (gone, or not the caller's) or already answered. */
export function InviteGone({
  isMissing,
  onToTournament,
}: {
  isMissing: boolean;
  onToTournament: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text data-testid="invite-gone">
        {isMissing
          ? t('tournamentOrganiser.invite.gone')
          : t('tournamentOrganiser.invite.answered')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onToTournament}>
          {t('tournamentOrganiser.invite.toTournament')}
        </Button>
      </Group>
    </Stack>
  );
}

export function InviteAnswer({
  children,
  error,
  isPending,
  canAccept = true,
  onAccept,
  onDecline,
}: {
  children: ReactNode;
  error: unknown;
  isPending: boolean;
  canAccept?: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const failure =
    error === null ? null : (describeError(error) ?? t('tournamentOrganiser.invite.gone'));
  return (
    <Stack gap="md">
      {children}
      {failure === null ? null : (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDecline} disabled={isPending}>
          {t('tournamentOrganiser.invite.decline')}
        </Button>
        <Button onClick={onAccept} loading={isPending} disabled={!canAccept}>
          {t('tournamentOrganiser.invite.accept')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Accept and Decline as the spec's response status: 2 and 3. */
export function StatusAnswer({
  answer,
  children,
}: {
  answer: { error: unknown; isPending: boolean; mutate: (status: AnswerStatus) => void };
  children: ReactNode;
}) {
  return (
    <InviteAnswer
      error={answer.error}
      isPending={answer.isPending}
      onAccept={() => answer.mutate(2)}
      onDecline={() => answer.mutate(3)}
    >
      {children}
    </InviteAnswer>
  );
}
