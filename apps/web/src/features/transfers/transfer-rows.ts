// What a row of the transfers list offers: only a received transfer not yet sent back may be
// returned (the server allows it once).
import type { Transfer } from '@clutch/contract/transfers';

export function canReturn(transfer: Pick<Transfer, 'direction' | 'is_returned'>): boolean {
  return transfer.direction === 'received' && !transfer.is_returned;
}
