// A player or watcher invitation (GET invite_link/?invite_token): who invites, to which tournament,
// as what and when it starts; a 5_5 player invitation picks one of the teams the user leads.
// Accepting registers through the join call with the invitation's token (a player confirms a calendar
// clash first); declining spends it.
import { Select, Stack, Text } from '@mantine/core';
import { IS_OPENED } from '@clutch/contract/tournament-options';
import type { InviteInfo } from '@clutch/contract/tournament-registration';
import { USER_TYPES } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClashConfirm } from '../../../../components/clashes/clash-confirm';
import { useAttemptKeys } from '../../../../lib/attempt-key';
import { useRouteLocale } from '../../../../lib/locale-navigation';
import { showToast } from '../../../../lib/toast';
import { inviteInfoQueryOptions, useDeclineInvite } from '../../api/invites';
import { useJoinTournament } from '../../api/registration';
import { buildJoinBody, formatJoinCookie } from '../page/join-payload';
import { localName } from '../../tournament-labels';
import { InviteAnswer, InviteGone, InviteLoading, InviteSummary } from './invite-answer';
import type { InviteClose } from './invite-target';

function InviteText({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const params = {
    name: info.invited_by.username,
    tournament: localName(info.tournament.translations, locale),
  };
  return (
    <Stack gap="sm">
      <InviteSummary
        tournament={params.tournament}
        from={info.invited_by}
        startsAt={info.start_time}
        badge={
          info.invation_type === USER_TYPES.watcher
            ? t('tournamentOrganiser.roles.watcher')
            : t('tournamentOrganiser.roles.player')
        }
      />
      <Text>
        {info.invation_type === USER_TYPES.watcher
          ? t('tournamentOrganiser.invite.watcherText', params)
          : t('tournamentOrganiser.invite.playerText', params)}
      </Text>
      {info.invited_team === null ? null : (
        <Text fz="sm">
          {t('tournamentOrganiser.invite.teamText', { team: info.invited_team.name })}
        </Text>
      )}
    </Stack>
  );
}

function AnswerInvite({
  info,
  token,
  meId,
  onClose,
}: {
  info: InviteInfo;
  token: string;
  meId: number;
  onClose: InviteClose;
}) {
  const { t } = useTranslation();
  const keys = useAttemptKeys();
  const isWatcher = info.invation_type === USER_TYPES.watcher;
  const needsTeam = !isWatcher && info.tournament.type === '5_5';
  const [teamId, setTeamId] = useState<number | null>(info.invited_team?.id ?? null);
  const [confirmClashes, clashModal] = useClashConfirm();
  const join = useJoinTournament(
    info.tournament.id,
    () => {
      keys.finish();
      document.cookie = formatJoinCookie(info.tournament.id);
      showToast(t('tournamentOrganiser.invite.accepted'), 'success');
      onClose('tournament');
    },
    confirmClashes,
  );
  // Declining spends the token; the modal closes whatever the server answers.
  const decline = useDeclineInvite(token, () => onClose('tournament'));
  const accept = () => {
    // The token stands in for the password: an invited user is never asked for one.
    const body = buildJoinBody(
      {
        role: isWatcher ? 'watcher' : 'player',
        type: info.tournament.type,
        meId,
        teamId,
        password: '',
        token,
      },
      IS_OPENED.open,
    );
    join.mutate({ body, idempotencyKey: keys.keyFor(JSON.stringify(body)) });
  };
  return (
    <InviteAnswer
      error={join.error}
      isPending={join.isPending || decline.isPending}
      canAccept={!needsTeam || teamId !== null}
      onAccept={accept}
      onDecline={() => decline.mutate(undefined, { onError: () => onClose('tournament') })}
    >
      <InviteText info={info} />
      {needsTeam ? (
        info.teams.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('tournamentOrganiser.invite.noTeams')}
          </Text>
        ) : (
          <Select
            label={t('tournamentOrganiser.invite.team')}
            data={info.teams.map((team) => ({ value: String(team.id), label: team.name }))}
            value={teamId === null ? null : String(teamId)}
            onChange={(next) => setTeamId(next === null ? null : Number(next))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
        )
      ) : null}
      {clashModal}
    </InviteAnswer>
  );
}

export function PlayerInvite({
  token,
  meId,
  onClose,
}: {
  token: string;
  meId: number;
  onClose: InviteClose;
}) {
  const info = useQuery(inviteInfoQueryOptions(token));
  if (info.isPending) return <InviteLoading />;
  if (info.isError || info.data.status !== 'pending')
    return <InviteGone isMissing={info.isError} onToTournament={() => onClose('tournament')} />;
  return <AnswerInvite info={info.data} token={token} meId={meId} onClose={onClose} />;
}
