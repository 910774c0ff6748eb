// The wallet's settings in force: the configuration's values (the defaults) with the operators'
// overrides laid over them. Each stored override is parsed with its schema on every read: a row
// that does not parse is ignored (the default holds) rather than trusted with a price.
import type { FinanceSettingKey } from '@clutch/contract/operator-finance';
import { z } from 'zod';
import { NETWORKS, type WithdrawNetwork } from '../withdrawals/networks.js';
import type { WithdrawLimits } from '../withdrawals/withdrawal-rules.js';

export interface Pricing {
  crystalPriceUsd: number;
  /** Whole crystals a custom purchase may be for. */
  customMin: number;
  customMax: number;
  usdCourse: Record<string, number>;
}

/** What the configuration says, before any override. */
export interface WalletDefaults {
  pricing: Pricing;
  limits: WithdrawLimits;
}

export interface SettingNetwork {
  network: WithdrawNetwork;
  isEnabled: boolean;
  /** The fee the code gives the network (minor units), before any override. */
  defaultFee: number;
}

export interface WalletSettings {
  pricing: Pricing;
  limits: WithdrawLimits;
  /** Every network we know, enabled or not, with the fee in force. */
  networks: SettingNetwork[];
  overridden: FinanceSettingKey[];
  updatedAt: Date | null;
}

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Stored shapes, one per key; minor units for crystals, dollars for prices. */
export const SETTING_SCHEMAS = {
  crystal_price: z.object({
    crystalPriceUsd: z.number().positive().max(1000),
    customMin: z.number().int().min(1),
    customMax: z.number().int().min(1),
  }),
  usd_course: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
  withdraw_limits: z.object({
    min: minor,
    max: minor,
    dailyMax: minor,
    approvalAbove: minor,
  }),
  /** By network code; a network missing here follows the code. */
  networks: z.record(z.string(), z.object({ isEnabled: z.boolean(), fee: minor })),
} as const;

export type SettingValues = { [K in FinanceSettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };

export interface StoredSetting {
  key: string;
  value: unknown;
  updatedAt: Date;
}

function parsed<T>(
  rows: readonly StoredSetting[],
  key: FinanceSettingKey,
  schema: z.ZodType<T>,
): T | undefined {
  const row = rows.find((candidate) => candidate.key === key);
  if (!row) return undefined;
  const result = schema.safeParse(row.value);
  return result.success ? result.data : undefined;
}

/** The defaults with every parseable override laid over them. */
export function settingsFrom(
  defaults: WalletDefaults,
  rows: readonly StoredSetting[],
): WalletSettings {
  const price = parsed(rows, 'crystal_price', SETTING_SCHEMAS.crystal_price);
  const course = parsed(rows, 'usd_course', SETTING_SCHEMAS.usd_course);
  const limits = parsed(rows, 'withdraw_limits', SETTING_SCHEMAS.withdraw_limits);
  const networks = parsed(rows, 'networks', SETTING_SCHEMAS.networks);
  const overridden: FinanceSettingKey[] = [];
  if (price) overridden.push('crystal_price');
  if (course) overridden.push('usd_course');
  if (limits) overridden.push('withdraw_limits');
  if (networks) overridden.push('networks');
  const stamps = rows.map((row) => row.updatedAt.getTime());
  return {
    pricing: {
      ...defaults.pricing,
      ...(price ?? {}),
      usdCourse: course ?? defaults.pricing.usdCourse,
    },
    limits: limits ?? defaults.limits,
    networks: NETWORKS.map((network) => {
      const override = networks?.[network.code];
      return {
        network: { ...network, fee: override?.fee ?? network.fee },
        isEnabled: override?.isEnabled ?? true,
        defaultFee: network.fee,
      };
    }),
    overridden,
    updatedAt: stamps.length > 0 ? new Date(Math.max(...stamps)) : null,
  };
}

/** The networks a withdrawal may go over now. */
export function enabledNetworks(settings: WalletSettings): WithdrawNetwork[] {
  return settings.networks.filter((entry) => entry.isEnabled).map((entry) => entry.network);
}
