import { describe, expect, it } from 'vitest';
import { historyTypeOf, type EntryFacts } from './history-types.js';

const facts = (kind: string, amount: number, more: Partial<EntryFacts> = {}): EntryFacts => ({
  kind,
  amount,
  holdPurpose: null,
  withdrawalStatus: null,
  ...more,
});

describe('history types', () => {
  it.each<[string, EntryFacts, string, string]>([
    ['a demo grant', facts('demo_grant', 100_000), 'demo_grant', 'completed'],
    ['a demo top-up', facts('demo_top_up', 500), 'demo_grant', 'completed'],
    ['a purchase', facts('purchase', 500), 'purchase', 'completed'],
    ['a donation', facts('donation', -500), 'donation', 'completed'],
    ['a broken jar', facts('jar_break', 500), 'jar_break', 'completed'],
    ['a transfer sent', facts('transfer', -500), 'transfer_out', 'completed'],
    ['a transfer received', facts('transfer', 500), 'transfer_in', 'completed'],
    ['a transfer sent back', facts('transfer_return', -500), 'transfer_return_out', 'completed'],
    ['a transfer given back', facts('transfer_return', 500), 'transfer_return_in', 'completed'],
    [
      'a withdrawal on its way',
      facts('hold', -500, { holdPurpose: 'withdrawal', withdrawalStatus: 'processing' }),
      'withdrawal',
      'processing',
    ],
    [
      'a paid withdrawal',
      facts('hold', -500, { holdPurpose: 'withdrawal', withdrawalStatus: 'paid' }),
      'withdrawal',
      'paid',
    ],
    [
      'a withdrawal given back',
      facts('release', 500, { holdPurpose: 'withdrawal', withdrawalStatus: 'failed' }),
      'withdrawal_refund',
      'completed',
    ],
    [
      'an entry fee held',
      facts('hold', -500, { holdPurpose: 'tournament_entry' }),
      'hold',
      'completed',
    ],
    [
      'an entry fee given back',
      facts('release', 500, { holdPurpose: 'tournament_entry' }),
      'hold_release',
      'completed',
    ],
    ['a kind not named yet, paid in', facts('prize', 500), 'hold_release', 'completed'],
    ['a kind not named yet, paid out', facts('fee', -500), 'hold', 'completed'],
  ])('%s reads as %s, %s', (_name, entry, type, status) => {
    expect(historyTypeOf(entry)).toEqual({ type, status });
  });
});
