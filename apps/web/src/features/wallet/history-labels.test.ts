import { HISTORY_TYPES } from '@clutch/contract/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { amountColour, historyTypeKey, knownStatus, statusColour } from './history-labels';

// Ukrainian and Chinese texts are loaded on demand, as in the app.
beforeAll(() => i18n.loadLanguages(['uk', 'zh']));

describe('history types', () => {
  it.each(HISTORY_TYPES)('%s has a name in every language', (type) => {
    for (const language of ['en', 'zh', 'uk']) {
      const text = i18n.getFixedT(language)(historyTypeKey(type));
      expect(text, `${language} ${type}`).not.toBe(historyTypeKey(type));
      expect(text).not.toBe('');
    }
  });

  it.each([
    ['purchase', 'Purchase'],
    ['transfer_in', 'Received'],
    ['hold', 'Held'],
    ['withdrawal', 'Withdrawal'],
    ['payout', 'Payout'],
  ] as const)('%s reads %j in English', (type, expected) => {
    expect(i18n.getFixedT('en')(historyTypeKey(type))).toBe(expected);
  });
});

describe('history statuses', () => {
  it.each([
    ['completed', 'completed', 'gray', 'Completed'],
    ['processing', 'processing', 'blue', 'Processing'],
    ['pending_approval', 'pending_approval', 'yellow', 'Awaiting approval'],
    ['paid', 'paid', 'teal', 'Paid'],
    ['failed', 'failed', 'red', 'Failed'],
    ['rejected', 'rejected', 'red', 'Rejected'],
  ] as const)('%s is known, coloured %s and reads %j', (status, known, colour, text) => {
    expect(knownStatus(status)).toBe(known);
    expect(statusColour(status)).toBe(colour);
    expect(i18n.getFixedT('en')(`wallet.statuses.${known}`)).toBe(text);
  });

  it('leaves a status it does not know as the server sent it, in grey', () => {
    expect(knownStatus('refunded')).toBeNull();
    expect(statusColour('refunded')).toBe('gray');
  });

  it('reads Ukrainian and Chinese statuses', () => {
    expect(i18n.getFixedT('uk')('wallet.statuses.paid')).toBe('Виплачено');
    expect(i18n.getFixedT('zh')('wallet.statuses.processing')).toBe('处理中');
  });
});

describe('amount colours', () => {
  it.each([
    [100, 'teal.4'],
    [-0.01, 'red.4'],
    [0, 'dimmed'],
  ])('%d is %s', (amount, colour) => {
    expect(amountColour(amount)).toBe(colour);
  });
});
