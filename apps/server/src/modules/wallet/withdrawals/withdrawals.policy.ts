// Who may do what with withdrawals: operators (the console's finance section: finance or admin,
// checked by the operator module) review the large ones, and never their own, so one account alone
// can never move money out past the limit.
import { localizedError } from '../../../platform/http/localized-errors.js';
import { walletMessage } from '../wallet-messages.js';

export function requireNotOwn(operatorId: number, ownerId: number): void {
  if (operatorId === ownerId)
    throw localizedError('permission_denied', walletMessage('own_withdrawal'));
}

export function requireNotOwnPayout(operatorId: number, ownerId: number): void {
  if (operatorId === ownerId)
    throw localizedError('permission_denied', walletMessage('own_payout'));
}
