// Teams (packages/contract/src/teams.ts): one team, the search by name, a user's teams, creating,
// editing, deleting, leaving, kicking, handing over the leadership and the prize shares. Every change
// refreshes everything under TEAMS_QUERY_KEY, since one action changes the team, its lists and votes.
import { TEAMS_PER_PAGE, teamsEndpoints, type Team, type TeamCreate } from '@clutch/contract/teams';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { askConfirmation } from '../../../lib/confirm-dialog';
import { FIRST_PAGE } from '../../../lib/paged-list';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';
import type { TeamDraft } from '../team-changes';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const TEAMS_QUERY_KEY = [...SESSION_QUERY_KEY, 'teams'] as const;

export function teamQueryOptions(teamId: number) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'team', teamId],
    queryFn: () => call(teamsEndpoints.get, { params: { id: teamId } }),
  });
}

export function teamSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'search', search],
    queryFn: () =>
      call(teamsEndpoints.list, { query: { search, page: FIRST_PAGE, per_page: TEAMS_PER_PAGE } }),
    staleTime: 0,
  });
}

export function profileTeamsQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: [...TEAMS_QUERY_KEY, 'of-profile', userId, page],
    queryFn: () =>
      call(teamsEndpoints.ofProfile, {
        params: { id: userId },
        query: { page, per_page: TEAMS_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function refreshTeams(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
}

/**
 * A mutation whose end (success, or failure: what is shown may be stale) refreshes the teams.
 * `onSuccess` runs before that refresh and even if the refresh unmounts the caller (a deleted team,
 * a form keyed by what it saved), which the per-call callbacks of `mutate` would not.
 */
export function useTeamsMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  return useRefreshingMutation(TEAMS_QUERY_KEY, run, onSuccess);
}

export function useCreateTeam(onCreated: (team: Team) => void) {
  return useTeamsMutation(
    (input: TeamCreate) => call(teamsEndpoints.create, { body: input }, { quiet: true }),
    onCreated,
  );
}

export function useEditTeam(teamId: number, onSaved: () => void) {
  return useTeamsMutation(
    (changes: Partial<TeamDraft> & { avatar?: string }) =>
      call(teamsEndpoints.patch, { params: { id: teamId }, body: changes }, { quiet: true }),
    onSaved,
  );
}

/** Asks first (confirm_delete_team); false when the question was declined. */
export function useDeleteTeam(onDeleted: () => void) {
  return useTeamsMutation(async (team: { id: number; name: string }) => {
    const isConfirmed = await askConfirmation('confirm_delete_team', { name: team.name }).catch(
      () => false,
    );
    if (!isConfirmed) return false;
    await call(teamsEndpoints.remove, { params: { id: team.id } });
    return true;
  }, whenDone(onDeleted));
}

export function useLeaveTeam(onLeft: () => void) {
  return useTeamsMutation(async (team: { id: number; name: string }) => {
    const isConfirmed = await askConfirmation('confirm_leave_team', { name: team.name }).catch(
      () => false,
    );
    if (!isConfirmed) return false;
    await call(teamsEndpoints.leave, { params: { id: team.id } });
    return true;
  }, whenDone(onLeft));
}

/** Runs `then` only when the confirm question was answered yes and the change was made. */
function whenDone(then: () => void): (isDone: boolean) => void {
  return (isDone) => {
    if (isDone) then();
  };
}

export interface PlayerRef {
  teamId: number;
  user: { id: number; username: string };
}

export function useKickPlayer() {
  return useTeamsMutation(async ({ teamId, user }: PlayerRef) => {
    const isConfirmed = await askConfirmation('confirm_kick_player', {
      name: user.username,
    }).catch(() => false);
    if (!isConfirmed) return false;
    await call(teamsEndpoints.kick, { params: { id: teamId, userId: user.id } });
    return true;
  });
}

export function useTransferAuthority() {
  return useTeamsMutation(async ({ teamId, user }: PlayerRef) => {
    const isConfirmed = await askConfirmation('confirm_transfer_leader', {
      name: user.username,
    }).catch(() => false);
    if (!isConfirmed) return false;
    await call(teamsEndpoints.transferAuthority, {
      params: { id: teamId },
      query: { user_id: user.id },
    });
    return true;
  });
}

export function useChangePercentages(teamId: number, onSaved: () => void) {
  return useTeamsMutation(
    (body: { players: { player_id: number; prize_percentage: number }[] }) =>
      call(teamsEndpoints.changePercentage, { params: { id: teamId }, body }),
    onSaved,
  );
}
