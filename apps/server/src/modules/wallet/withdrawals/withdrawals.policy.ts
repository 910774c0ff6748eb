// Who may do what with withdrawals: operators (staff roles finance or admin, granted by `npm run
// operator` or an admin in the console) review the large ones, and never their own, so one account
// alone can never move money out past the limit.
import { AppError } from '@clutch/contract/errors';

export function requireOperator(isReviewer: boolean): void {
  if (!isReviewer)
    throw new AppError('permission_denied', 'Only operators may review withdrawals.');
}

export function requireNotOwn(operatorId: number, ownerId: number): void {
  if (operatorId === ownerId)
    throw new AppError(
      'permission_denied',
      'An operator may not approve their own withdrawal; another operator has to.',
    );
}
