// The header's actions for the viewer: a member who does not lead may leave; anyone outside the team
// may ask to join (once; a pending request shows as sent); any member may start a change of captain
// when no vote is open, after which an info message explains what happens next; a member opens the
// team's chat (the page hands in how, since the chat is another feature).
import { Button } from '@mantine/core';
import type { Team } from '@clutch/contract/teams';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showInfo } from '../../../lib/info-dialog';
import { myInvitationsQueryOptions, useRequestToJoin } from '../api/invitations';
import { useLeaveTeam } from '../api/teams';
import { useStartVote } from '../api/votes';

export interface TeamActionsProps {
  team: Team;
  isLeader: boolean;
  isMember: boolean;
  isVoteActive: boolean;
  /** After leaving, the page goes elsewhere (the team no longer lists the user). */
  onLeft: () => void;
  /** Opens the team's chat; members only. */
  onOpenChat?: () => void;
}

function JoinButton({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const mine = useQuery(myInvitationsQueryOptions('joinRequests'));
  const join = useRequestToJoin();
  const isRequested =
    join.isSuccess || (mine.data?.results ?? []).some((request) => request.team.id === teamId);
  if (isRequested)
    return (
      <Button variant="light" color="teal" disabled>
        {t('teams.actions.joinRequested')}
      </Button>
    );
  return (
    <Button loading={join.isPending} onClick={() => join.mutate(teamId)}>
      {t('teams.actions.join')}
    </Button>
  );
}

export function TeamActions({
  team,
  isLeader,
  isMember,
  isVoteActive,
  onLeft,
  onOpenChat,
}: TeamActionsProps) {
  const { t } = useTranslation();
  const leave = useLeaveTeam(onLeft);
  const startVote = useStartVote(team.id, () =>
    showInfo({ title: t('teams.voteStarted.title'), message: t('teams.voteStarted.text') }),
  );
  if (!isMember) return <JoinButton teamId={team.id} />;
  return (
    <>
      {onOpenChat === undefined ? null : (
        <Button variant="light" onClick={onOpenChat}>
          {t('teams.actions.chat')}
        </Button>
      )}
      {isVoteActive ? null : (
        <Button variant="default" loading={startVote.isPending} onClick={() => startVote.mutate()}>
          {t('teams.actions.changeCaptain')}
        </Button>
      )}
      {isLeader ? null : (
        <Button
          variant="light"
          color="red"
          loading={leave.isPending}
          onClick={() => leave.mutate(team)}
        >
          {t('teams.actions.leave')}
        </Button>
      )}
    </>
  );
}
