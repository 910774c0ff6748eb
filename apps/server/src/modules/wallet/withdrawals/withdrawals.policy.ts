// Who may do what with withdrawals: operators (users.is_staff, set by `npm run operator`) review the
// large ones, and never their own, so one account alone can never move money out past the limit.
import { AppError } from '@clutch/contract/errors';

export function requireOperator(isStaff: boolean): void {
  if (!isStaff) throw new AppError('permission_denied', 'Only operators may review withdrawals.');
}

export function requireNotOwn(operatorId: number, ownerId: number): void {
  if (operatorId === ownerId)
    throw new AppError(
      'permission_denied',
      'An operator may not approve their own withdrawal; another operator has to.',
    );
}
