// The organiser's side of a tournament (packages/contract/src/tournament-registration.ts and
// tournament-transfers.ts): applications to confirm or decline, bans and their removal, invitations
// by user, and handing the tournament over (offers by status, withdrawing a pending one). Every
// change refreshes everything under TOURNAMENTS_QUERY_KEY.
import {
  APPLICATIONS_PER_PAGE,
  BANS_PER_PAGE,
  tournamentRegistrationEndpoints as registration,
  type Application,
} from '@clutch/contract/tournament-registration';
import {
  TRANSFERS_PER_PAGE,
  tournamentTransfersEndpoints as transfers,
} from '@clutch/contract/tournament-transfers';
import type { UserType } from '@clutch/contract/tournaments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { TOURNAMENTS_QUERY_KEY } from './tournaments';

export type ApplicationStatus = Application['status'];

/** The applications query under the spec's names; an empty search or no status is not sent. */
export function applicationsQuery(search: string, status: ApplicationStatus | null, page: number) {
  return {
    page,
    per_page: APPLICATIONS_PER_PAGE,
    ...(search === '' ? {} : { search }),
    ...(status === null ? {} : { status }),
  };
}

export function applicationsQueryOptions(
  tournamentId: number,
  search: string,
  status: ApplicationStatus | null,
  page: number,
) {
  const query = applicationsQuery(search, status, page);
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'applications', tournamentId, query],
    queryFn: () => call(registration.applications, { params: { id: tournamentId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function bansQueryOptions(tournamentId: number, page: number) {
  const query = { page, per_page: BANS_PER_PAGE };
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'bans', tournamentId, query],
    queryFn: () => call(registration.bans, { params: { id: tournamentId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function transfersQueryOptions(tournamentId: number, status: number, page: number) {
  const query = { page, per_page: TRANSFERS_PER_PAGE, status };
  return queryOptions({
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'transfers', tournamentId, query],
    queryFn: () => call(transfers.list, { params: { id: tournamentId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideApplication() {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    ({ id, action }: { id: number; action: 'confirm' | 'decline' }) =>
      call(registration.decideApplication, { params: { id }, body: { action } }),
  );
}

export function useUnban(tournamentId: number, onDone: () => void) {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    (banId: number) =>
      call(registration.unban, { params: { id: tournamentId, banId } }, { quiet: true }),
    onDone,
  );
}

export function useSendInvite(tournamentId: number, onSent: () => void) {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    ({ user, userType }: { user: number; userType: UserType }) =>
      call(
        registration.sendInvite,
        {
          params: { id: tournamentId },
          body: { user, user_type: userType },
        },
        { quiet: true },
      ),
    onSent,
  );
}

export function useOfferTransfer(tournamentId: number, onOffered: () => void) {
  return useRefreshingMutation(
    TOURNAMENTS_QUERY_KEY,
    (user: number) =>
      call(transfers.offer, { params: { id: tournamentId }, body: { user } }, { quiet: true }),
    onOffered,
  );
}

export function useWithdrawTransfer(tournamentId: number) {
  return useRefreshingMutation(TOURNAMENTS_QUERY_KEY, (transferId: number) =>
    call(transfers.withdraw, { params: { id: tournamentId, transferId } }, { quiet: true }),
  );
}
