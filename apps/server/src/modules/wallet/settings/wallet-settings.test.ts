import { describe, expect, it } from 'vitest';
import {
  enabledNetworks,
  settingsFrom,
  type StoredSetting,
  type WalletDefaults,
} from './wallet-settings.js';

const DEFAULTS: WalletDefaults = {
  pricing: { crystalPriceUsd: 0.01, customMin: 100, customMax: 1000, usdCourse: { UAH: 41.5 } },
  limits: { min: 1000, max: 100_000, dailyMax: 200_000, approvalAbove: 50_000 },
};
const at = new Date('2026-11-26T10:00:00Z');
const row = (key: string, value: unknown, updatedAt = at): StoredSetting => ({
  key,
  value,
  updatedAt,
});

describe('the wallet settings in force', () => {
  it('are the defaults when nothing is overridden', () => {
    const settings = settingsFrom(DEFAULTS, []);
    expect(settings).toMatchObject({ ...DEFAULTS, overridden: [], updatedAt: null });
    expect(enabledNetworks(settings).map((n) => n.code)).toEqual(['TRC20', 'ERC20', 'BEP20']);
  });

  it.each([
    {
      name: 'a crystal price',
      rows: [row('crystal_price', { crystalPriceUsd: 0.02, customMin: 10, customMax: 20 })],
      expected: { pricing: { crystalPriceUsd: 0.02, customMin: 10, customMax: 20 } },
      overridden: ['crystal_price'],
    },
    {
      name: 'a dollar course',
      rows: [row('usd_course', { EUR: 0.9 })],
      expected: { pricing: { crystalPriceUsd: 0.01, usdCourse: { EUR: 0.9 } } },
      overridden: ['usd_course'],
    },
    {
      name: 'withdrawal limits',
      rows: [row('withdraw_limits', { min: 1, max: 2, dailyMax: 3, approvalAbove: 4 })],
      expected: { limits: { min: 1, max: 2, dailyMax: 3, approvalAbove: 4 } },
      overridden: ['withdraw_limits'],
    },
    {
      name: 'a row that does not parse (ignored: the default holds)',
      rows: [row('crystal_price', { crystalPriceUsd: -1 }), row('usd_course', { uah: 'x' })],
      expected: DEFAULTS,
      overridden: [],
    },
    {
      name: 'an unknown key (ignored)',
      rows: [row('colour', 'red')],
      expected: DEFAULTS,
      overridden: [],
    },
  ])('lay $name over the defaults', ({ rows, expected, overridden }) => {
    const settings = settingsFrom(DEFAULTS, rows);
    expect(settings).toMatchObject(expected);
    expect(settings.overridden).toEqual(overridden);
  });

  it('disable networks and set their fees, keeping the code default beside it', () => {
    const settings = settingsFrom(DEFAULTS, [
      row('networks', {
        TRC20: { isEnabled: false, fee: 100 },
        ERC20: { isEnabled: true, fee: 0 },
      }),
    ]);
    expect(enabledNetworks(settings).map((n) => [n.code, n.fee])).toEqual([
      ['ERC20', 0],
      ['BEP20', 50],
    ]);
    expect(settings.networks.find((n) => n.network.code === 'ERC20')?.defaultFee).toBe(500);
  });

  it('answer the newest change as the time of the last update', () => {
    const later = new Date('2026-11-26T11:00:00Z');
    const settings = settingsFrom(DEFAULTS, [
      row('usd_course', { EUR: 0.9 }, later),
      row('withdraw_limits', { min: 1, max: 2, dailyMax: 3, approvalAbove: 4 }),
    ]);
    expect(settings.updatedAt).toEqual(later);
  });
});
