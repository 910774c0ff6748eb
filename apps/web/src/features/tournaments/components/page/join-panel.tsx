// Taking part, on the tournament's page (spec 2 sections 4 and 6): "Join" (or "Apply" when the
// organiser confirms applications) for players and "Watch" for watchers, the entry fee, leaving for
// participants and cancelling an application. The join question is skipped when this browser
// joined the tournament before (its 30-day cookie) and nothing needs typing or choosing; a player
// whose matches would overlap matches they already play confirms that first.
import { Anchor, Button, Group, Text } from '@mantine/core';
import type { JoinResult } from '@clutch/contract/tournament-registration';
import { USER_TYPES, type Tournament } from '@clutch/contract/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useClashConfirm } from '../../../../components/clashes/clash-confirm';
import { Panel } from '../../../../components/ui/panel';
import { useAttemptKeys } from '../../../../lib/attempt-key';
import { askConfirmation } from '../../../../lib/confirm-dialog';
import { useFormatCrystals } from '../../../../lib/crystals';
import { useLocalePath, useRouteLocale } from '../../../../lib/locale-navigation';
import { showToast } from '../../../../lib/toast';
import {
  useCancelApplication,
  useJoinTournament,
  useLeaveTournament,
} from '../../api/registration';
import {
  buildJoinBody,
  formatJoinCookie,
  hasJoinCookie,
  needsPassword,
  type JoinRole,
} from './join-payload';
import { localName } from '../../tournament-labels';
import { JoinModal, type JoinFields } from './join-modal';

function isOpenForJoining(tournament: Tournament, now: number): boolean {
  return (
    tournament.status === 'registration' && Date.parse(tournament.registration_closes_at) > now
  );
}

function needsInput(tournament: Tournament, role: JoinRole): boolean {
  return (
    (role === 'player' && tournament.type === '5_5') || needsPassword(tournament.is_opened, role)
  );
}

function useJoinFlow(tournament: Tournament, meId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const keys = useAttemptKeys();
  const [role, setRole] = useState<JoinRole | null>(null);
  const onJoined = (result: JoinResult) => {
    keys.finish();
    document.cookie = formatJoinCookie(tournament.id);
    setRole(null);
    if (result.status === 'applied') {
      showToast(t('tournaments.join.applied'), 'success');
    }
    // The spec sends a successful join to the page; here it already is, so no new history entry.
    void navigate(localePath(`/tournaments/${String(tournament.id)}`), { replace: true });
  };
  const [confirmClashes, clashModal] = useClashConfirm();
  const join = useJoinTournament(tournament.id, onJoined, confirmClashes);
  const send = (chosen: JoinRole, fields: JoinFields) => {
    const body = buildJoinBody(
      {
        role: chosen,
        type: tournament.type,
        meId,
        teamId: fields.teamId,
        password: fields.password,
      },
      tournament.is_opened,
    );
    join.mutate({ body, idempotencyKey: keys.keyFor(JSON.stringify(body)) });
  };
  const start = (chosen: JoinRole) => {
    join.reset();
    if (hasJoinCookie(document.cookie, tournament.id) && !needsInput(tournament, chosen))
      return send(chosen, { teamId: null, password: '' });
    setRole(chosen);
  };
  return { join, role, setRole, send, start, clashModal };
}

export function JoinPanel({
  tournament,
  meId,
}: {
  tournament: Tournament;
  meId: number | undefined;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const formatCrystals = useFormatCrystals();
  const playersLink = (
    <Anchor
      component={Link}
      to={localePath(`/tournaments/${String(tournament.id)}/players`)}
      fz="sm"
    >
      {t('tournaments.join.players')}
    </Anchor>
  );
  return (
    <Panel title={t('tournaments.join.title')} controls={playersLink}>
      <Text fz="sm" c="dimmed" data-testid="join-entry-fee">
        {tournament.entry_fee > 0
          ? t('tournaments.join.entryFee', { fee: formatCrystals(tournament.entry_fee) })
          : t('tournaments.join.freeEntry')}
      </Text>
      {meId === undefined ? (
        // A played or cancelled cup takes nobody: a guest is not asked to sign in for nothing.
        <Text fz="sm">
          {tournament.status === 'finished' || tournament.status === 'cancelled'
            ? t('tournaments.join.closed')
            : t('tournaments.join.signIn')}
        </Text>
      ) : (
        <JoinActions tournament={tournament} meId={meId} />
      )}
    </Panel>
  );
}

function ParticipantStatus({ tournament, userType }: { tournament: Tournament; userType: number }) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const leave = useLeaveTournament(tournament.id);
  const askLeave = () =>
    askConfirmation('confirm_leave_tournament', {
      name: localName(tournament.translations, locale),
    }).then(
      () => leave.mutate(),
      () => undefined,
    );
  return (
    <Group gap="sm" justify="space-between">
      <Text fz="sm" data-testid="join-status">
        {userType === USER_TYPES.watcher
          ? t('tournaments.join.watching')
          : t('tournaments.join.registered')}
      </Text>
      {tournament.status === 'registration' ? (
        <Button
          variant="default"
          color="red"
          onClick={() => void askLeave()}
          loading={leave.isPending}
          data-testid="leave"
        >
          {t('tournaments.join.leave')}
        </Button>
      ) : null}
    </Group>
  );
}

function JoinActions({ tournament, meId }: { tournament: Tournament; meId: number }) {
  if (tournament.participation !== null)
    return (
      <ParticipantStatus tournament={tournament} userType={tournament.participation.user_type} />
    );
  if (!isOpenForJoining(tournament, Date.now())) return <JoinClosed />;
  return <JoinButtons tournament={tournament} meId={meId} />;
}

function JoinClosed() {
  const { t } = useTranslation();
  return <Text fz="sm">{t('tournaments.join.closed')}</Text>;
}

/** A pending application holds the caller's place until the organiser decides: only cancelling. */
function PendingApplication({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const cancel = useCancelApplication(tournamentId);
  return (
    <Group gap="sm" justify="space-between">
      <Text fz="sm" data-testid="join-status">
        {t('tournaments.join.applied')}
      </Text>
      <Button
        variant="default"
        color="red"
        onClick={() => cancel.mutate()}
        loading={cancel.isPending}
        data-testid="cancel-application"
      >
        {t('tournaments.join.cancelApplication')}
      </Button>
    </Group>
  );
}

function JoinButtons({ tournament, meId }: { tournament: Tournament; meId: number }) {
  const { t } = useTranslation();
  const flow = useJoinFlow(tournament, meId);
  // The answer names the caller's latest application; a pending one may be cancelled.
  if (tournament.application?.status === 'pending')
    return <PendingApplication tournamentId={tournament.id} />;
  // The organiser may watch their own tournament but never play in it (the server refuses too).
  const isCreator = tournament.created_by.id === meId;
  return (
    <>
      <Group gap="sm">
        {isCreator ? null : (
          <Button
            onClick={() => flow.start('player')}
            loading={flow.join.isPending && flow.role === null}
            data-testid="join"
          >
            {tournament.applications ? t('tournaments.join.apply') : t('tournaments.join.join')}
          </Button>
        )}
        <Button variant="light" onClick={() => flow.start('watcher')} data-testid="watch">
          {tournament.applications ? t('tournaments.join.applyWatch') : t('tournaments.join.watch')}
        </Button>
      </Group>
      {flow.role === null ? null : (
        <JoinModal
          tournament={tournament}
          role={flow.role}
          meId={meId}
          isPending={flow.join.isPending}
          error={flow.join.error}
          onSubmit={(fields) => {
            if (flow.role !== null) flow.send(flow.role, fields);
          }}
          onClose={() => flow.setRole(null)}
        />
      )}
      {flow.clashModal}
    </>
  );
}
