// Who may do what with a tournament, and when: its creator edits it until registration closes and
// cancels it until it starts. Each check throws the AppError the API answers.
import { AppError } from '@clutch/contract/errors';

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

export function requireCreator(tournament: TournamentState, callerId: number, action: string) {
  if (tournament.createdBy !== callerId)
    throw new AppError('permission_denied', `Only the tournament's creator can ${action}.`);
}

/** Edits stop when registration closes: players registered for what they saw until then. */
export function requireEditable(tournament: TournamentState, now: Date, minuteMs = MINUTE): void {
  if (tournament.status !== 'registration')
    throw new AppError('bad_request', `A ${tournament.status} tournament can no longer be edited.`);
  if (now >= registrationClosesAt(tournament, minuteMs))
    throw new AppError(
      'bad_request',
      'Registration has closed (start_time minus freeze_time): the tournament can no longer be edited.',
    );
}

/** Cancelling refunds everyone, so it is possible only before the bracket exists. */
export function requireCancellable(tournament: TournamentState, now: Date): void {
  if (tournament.status !== 'registration' || now >= tournament.startTime)
    throw new AppError(
      'bad_request',
      tournament.status === 'cancelled'
        ? 'The tournament is already cancelled.'
        : 'The tournament has started: it can no longer be cancelled.',
    );
}
