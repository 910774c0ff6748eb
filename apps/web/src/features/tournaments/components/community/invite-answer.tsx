// The frame every invitation in the invite modal shares: what is offered, a failure line, and
// Accept / Decline; an invitation that cannot be answered any more says so instead, with a way to
// the tournament. Each invitation leads with a card: the tournament, who asks, and when it starts.
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { UserBrief } from '@clutch/contract/common';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from '../../../../components/ui/icons';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { describeError } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import type { InviteAnswer as AnswerStatus } from '../../api/invites';

export function InviteSummary({
  tournament,
  from,
  startsAt,
  badge,
}: {
  tournament: string;
  from: UserBrief;
  startsAt: string;
  badge?: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper radius="md" p="md" bg="dark.7" withBorder>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Center
          w={44}
          h={44}
          style={{ flexShrink: 0, borderRadius: 12, background: 'var(--mantine-color-clutch-9)' }}
          c="clutch.2"
        >
          <TrophyIcon size={24} />
        </Center>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={800} fz="lg" lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {tournament}
          </Text>
          <Group gap={6} wrap="nowrap">
            <UserAvatar username={from.username} src={from.avatar_url} size={20} />
            <Text fz="sm" c="dimmed" truncate>
              {from.username}
            </Text>
          </Group>
          <Group gap={6}>
            {badge === undefined ? null : (
              <Badge variant="filled" size="sm">
                {badge}
              </Badge>
            )}
            <Badge variant="light" color="gray" size="sm">
              {t('tournamentOrganiser.invite.startsAt', { time: formatDateTime(startsAt) })}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

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
