// Who may do what with a tournament, and when: its creator edits it until registration closes and
// cancels it until it starts. Each check throws the AppError the API answers.
import { localizedError } from '../../../platform/http/localized-errors.js';
import {
  creatorOnly,
  statusName,
  tournamentsMessage,
  tournamentsText,
  type CreatorAction,
} from '../tournaments-messages.js';

export interface TournamentState {
  createdBy: number;
  status: string;
  startTime: Date;
  /** Minutes before the start when registration closes. */
  freezeTime: number;
}

const MINUTE = 60_000;

export function registrationClosesAt(
  tournament: Pick<TournamentState, 'startTime' | 'freezeTime'>,
  minuteMs = MINUTE,
): Date {
  return new Date(tournament.startTime.getTime() - tournament.freezeTime * minuteMs);
}

export function requireCreator(
  tournament: TournamentState,
  callerId: number,
  action: CreatorAction,
) {
  if (tournament.createdBy !== callerId)
    throw localizedError('permission_denied', creatorOnly(action));
}

/** Edits stop when registration closes: players registered for what they saw until then. */
export function requireEditable(tournament: TournamentState, now: Date, minuteMs = MINUTE): void {
  if (tournament.status !== 'registration')
    throw localizedError(
      'bad_request',
      tournamentsText('not_editable_status', { status: statusName(tournament.status) }),
    );
  if (now >= registrationClosesAt(tournament, minuteMs))
    throw localizedError('bad_request', tournamentsMessage('edit_after_registration'));
}

/** Cancelling refunds everyone, so it is possible only before the bracket exists. */
export function requireCancellable(tournament: TournamentState, now: Date): void {
  if (tournament.status !== 'registration' || now >= tournament.startTime)
    throw localizedError(
      'bad_request',
      tournamentsMessage(
        tournament.status === 'cancelled' ? 'already_cancelled' : 'started_no_cancel',
      ),
    );
}
