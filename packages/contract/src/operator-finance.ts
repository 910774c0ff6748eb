// The operator console's finance section (finance, admin): crystal packs, the crystal price, the
// dollar course, withdrawal limits and networks (overrides of the server's configuration), the
// withdrawal approval queue and stuck payouts; and a user's ledger for the users section (support,
// moderator, admin). Money-moving actions need a reason; every change lands in the audit log.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpointGroup } from './endpoint.js';
import { CrystalsInSchema, CrystalsSchema, parseCrystals } from './money.js';
import { OPERATOR_REASON_MAX } from './operator.js';
import {
  HistoryItemSchema,
  HistoryQuerySchema,
  NetworkCodeSchema,
  WithdrawalSchema,
  WithdrawalStatusSchema,
} from './wallet.js';

const reason = z.string().trim().min(1, 'Give a reason.').max(OPERATOR_REASON_MAX);
/** Settings edits may say why; money-moving actions must (`reason` is then required). */
const optionalReason = z.string().trim().max(OPERATOR_REASON_MAX).optional();

/** The most US dollars one crystal or one pack may cost. */
export const FINANCE_PRICE_MAX = 1000;
export const PACK_PRICE_MAX = 999_999.99;
/** A processing payout older than this (minutes) counts as stuck unless the query names another. */
export const STUCK_PAYOUT_MINUTES = 30;

/** At most two decimals: 4.49 yes, 4.499 no (floating point read to a millionth of a cent). */
function hasCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Dollars with at most two decimals (cents), more than zero. */
const dollars = z
  .number({ error: 'Enter a price in US dollars.' })
  .positive('The price must be more than zero.')
  .max(PACK_PRICE_MAX)
  .refine(hasCents, 'Enter a price with at most two decimals.');

/** The settings the finance section edits, and which of them override the server's configuration. */
export const FINANCE_SETTING_KEYS = [
  'crystal_price',
  'usd_course',
  'withdraw_limits',
  'networks',
] as const;
export const FinanceSettingKeySchema = z.enum(FINANCE_SETTING_KEYS);
export type FinanceSettingKey = z.infer<typeof FinanceSettingKeySchema>;

export const FinanceCrystalPriceSchema = z.object({
  /** US dollars for one crystal. */
  price: z.number(),
  /** Whole crystals a custom purchase may be for. */
  custom_min: z.number().int(),
  custom_max: z.number().int(),
});
export const FinanceWithdrawLimitsSchema = z.object({
  min: CrystalsSchema,
  max: CrystalsSchema,
  daily_max: CrystalsSchema,
  /** Withdrawals above this wait for an operator. */
  approval_above: CrystalsSchema,
});
export const FinanceNetworkSchema = z.object({
  code: z.string(),
  name: z.string(),
  is_enabled: z.boolean(),
  fee: CrystalsSchema,
  /** The fee the server's code sets, for "back to default". */
  default_fee: CrystalsSchema,
});
export type FinanceNetwork = z.infer<typeof FinanceNetworkSchema>;

export const FinanceSettingsSchema = z.object({
  crystal_price: FinanceCrystalPriceSchema,
  usd_course: z.record(z.string(), z.number()),
  withdraw_limits: FinanceWithdrawLimitsSchema,
  networks: z.array(FinanceNetworkSchema),
  /** The values without any override: the server's configuration. */
  defaults: z.object({
    crystal_price: FinanceCrystalPriceSchema,
    usd_course: z.record(z.string(), z.number()),
    withdraw_limits: FinanceWithdrawLimitsSchema,
  }),
  /** Settings an operator has overridden (the others follow the configuration). */
  overridden: z.array(FinanceSettingKeySchema),
  updated_at: TimestampSchema.nullable(),
});
export type FinanceSettings = z.infer<typeof FinanceSettingsSchema>;

export const CrystalPriceWriteSchema = z
  .object({
    price: z
      .number({ error: 'Enter the price of one crystal in US dollars.' })
      .positive('The price must be more than zero.')
      .max(FINANCE_PRICE_MAX),
    custom_min: z.number().int().min(1).max(100_000_000).optional(),
    custom_max: z.number().int().min(1).max(100_000_000).optional(),
    reason: optionalReason,
  })
  .strict()
  .refine(
    (value) =>
      value.custom_min === undefined ||
      value.custom_max === undefined ||
      value.custom_min <= value.custom_max,
    {
      path: ['custom_max'],
      message: 'The largest custom purchase must not be below the smallest.',
    },
  );

const CURRENCY_CODE = /^[A-Z]{3}$/;
export const UsdCourseWriteSchema = z
  .object({
    /** Units of each currency for one US dollar. */
    rates: z
      .record(
        z.string().regex(CURRENCY_CODE, 'Use three-letter currency codes such as UAH.'),
        z.number().positive('A rate must be more than zero.').max(1_000_000),
      )
      .refine((rates) => Object.keys(rates).length > 0, 'Give at least one rate.')
      .refine((rates) => Object.keys(rates).length <= 50, 'At most 50 currencies.'),
    reason: optionalReason,
  })
  .strict();

/** Crystals in; the server keeps minor units. */
export const WithdrawLimitsWriteSchema = z
  .object({
    min: CrystalsInSchema,
    max: CrystalsInSchema,
    daily_max: CrystalsInSchema,
    approval_above: CrystalsInSchema,
    reason: optionalReason,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.min > value.max)
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: 'The maximum must not be below the minimum.',
      });
    if (value.max > value.daily_max)
      ctx.addIssue({
        code: 'custom',
        path: ['daily_max'],
        message: 'The daily maximum must not be below the maximum of one withdrawal.',
      });
  });

/** A network fee in crystals (zero allowed: the platform pays the network), read as minor units. */
const FeeInSchema = z.union([z.number(), z.string().max(32)]).transform((value, ctx) => {
  const minor = parseCrystals(value);
  if (minor === undefined || minor > 1_000_000 * 100) {
    ctx.addIssue({ code: 'custom', message: 'Enter a fee in crystals with at most two decimals.' });
    return z.NEVER;
  }
  return minor;
});

export const NetworkParamsSchema = z.object({ code: NetworkCodeSchema });
/** Omitted fields stay as they are. */
export const NetworkWriteSchema = z
  .object({
    is_enabled: z.boolean().optional(),
    /** Crystals in, minor units out. */
    fee: FeeInSchema.optional(),
    reason: optionalReason,
  })
  .strict();

/** Clear an override: the setting follows the server's configuration again. */
export const SettingResetParamsSchema = z.object({ key: FinanceSettingKeySchema });
export const SettingResetSchema = z.object({ reason: optionalReason }).strict().nullish();

export const FinancePackSchema = z.object({
  id: z.number().int(),
  crystals: CrystalsSchema,
  price: z.number(),
  currency: z.literal('USD'),
  /** A disabled pack is not offered to buyers; it stays for the orders that name it. */
  is_active: z.boolean(),
  /** Orders that name the pack: a pack with orders can be disabled, never deleted. */
  orders: z.number().int(),
});
export type FinancePack = z.infer<typeof FinancePackSchema>;
export const PackCreateSchema = z
  .object({ crystals: CrystalsInSchema, price: dollars, reason: optionalReason })
  .strict();
export const PackUpdateSchema = z
  .object({
    crystals: CrystalsInSchema.optional(),
    price: dollars.optional(),
    is_active: z.boolean().optional(),
    reason: optionalReason,
  })
  .strict();
export const PackDeleteSchema = z.object({ reason: optionalReason }).strict().nullish();

export const OperatorWithdrawalSchema = WithdrawalSchema.extend({
  /** The operator who approved or rejected it, or resolved it by hand. */
  reviewed_by: UserBriefSchema.nullable(),
  payout_reference: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof OperatorWithdrawalSchema>;

export const FinanceWithdrawalsQuerySchema = PageQuerySchema.extend({
  /** pending_approval unless named. */
  status: WithdrawalStatusSchema.default('pending_approval'),
  user: IdSchema.optional(),
});
/** A money-moving action's body: a request without one is answered like `{}`, a 400 naming `reason`. */
export const WithdrawalDecisionSchema = z
  .object({ reason })
  .strict()
  .nullish()
  .transform((body, ctx) => {
    if (body) return body;
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give a reason.' });
    return z.NEVER;
  });

export const StuckPayoutsQuerySchema = PageQuerySchema.extend({
  older_than_minutes: z.coerce.number().int().min(0).max(100_000).default(STUCK_PAYOUT_MINUTES),
});
export const STUCK_RESOLUTIONS = ['paid', 'refunded'] as const;
/** paid: the provider did pay, the hold is captured; refunded: it did not, the hold goes back. */
export const StuckResolveSchema = z
  .object({ resolution: z.enum(STUCK_RESOLUTIONS), reason })
  .strict()
  .nullish()
  .transform((body, ctx) => {
    if (body) return body;
    ctx.addIssue({ code: 'custom', path: ['resolution'], message: 'Choose paid or refunded.' });
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give a reason.' });
    return z.NEVER;
  });

export const UserLedgerQuerySchema = HistoryQuerySchema;

const fin = endpointGroup({ auth: 'required', tag: 'operator' });

export const operatorFinanceEndpoints = {
  settings: fin({
    method: 'GET',
    path: 'operator/finance/settings/',
    summary: 'Prices, dollar course, withdrawal limits and networks in force, with the defaults',
    response: FinanceSettingsSchema,
  }),
  setCrystalPrice: fin({
    method: 'PUT',
    path: 'operator/finance/settings/crystal-price/',
    summary: 'Set the price of one crystal (and the custom purchase bounds)',
    body: CrystalPriceWriteSchema,
    response: FinanceSettingsSchema,
  }),
  setUsdCourse: fin({
    method: 'PUT',
    path: 'operator/finance/settings/usd-course/',
    summary: 'Set the dollar exchange rates shown to buyers',
    body: UsdCourseWriteSchema,
    response: FinanceSettingsSchema,
  }),
  setWithdrawLimits: fin({
    method: 'PUT',
    path: 'operator/finance/settings/withdraw-limits/',
    summary: 'Set the withdrawal limits and the approval threshold',
    body: WithdrawLimitsWriteSchema,
    response: FinanceSettingsSchema,
  }),
  setNetwork: fin({
    method: 'PATCH',
    path: 'operator/finance/settings/networks/:code/',
    summary: 'Enable or disable a withdrawal network, or set its fee',
    params: NetworkParamsSchema,
    body: NetworkWriteSchema,
    response: FinanceSettingsSchema,
  }),
  resetSetting: fin({
    method: 'POST',
    path: 'operator/finance/settings/:key/reset/',
    summary: 'Drop an override: the setting follows the server configuration again',
    params: SettingResetParamsSchema,
    body: SettingResetSchema,
    response: FinanceSettingsSchema,
  }),
  packs: fin({
    method: 'GET',
    path: 'operator/finance/packs/',
    summary: 'Every crystal pack, disabled ones too, cheapest first',
    response: z.array(FinancePackSchema),
  }),
  createPack: fin({
    method: 'POST',
    path: 'operator/finance/packs/',
    summary: 'Add a crystal pack',
    body: PackCreateSchema,
    response: FinancePackSchema,
    status: 201,
  }),
  updatePack: fin({
    method: 'PATCH',
    path: 'operator/finance/packs/:id/',
    summary: 'Edit a pack’s crystals or price, or disable / enable it',
    params: IdParamsSchema,
    body: PackUpdateSchema,
    response: FinancePackSchema,
  }),
  deletePack: fin({
    method: 'DELETE',
    path: 'operator/finance/packs/:id/',
    summary: 'Delete a pack no order names (one with orders can only be disabled)',
    params: IdParamsSchema,
    body: PackDeleteSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  withdrawals: fin({
    method: 'GET',
    path: 'operator/finance/withdrawals/',
    summary: 'Withdrawals by status (waiting for approval unless named), oldest first',
    query: FinanceWithdrawalsQuerySchema,
    response: pageOf(OperatorWithdrawalSchema),
  }),
  approveWithdrawal: fin({
    method: 'POST',
    path: 'operator/finance/withdrawals/:id/approve/',
    summary: 'Approve a withdrawal waiting for approval; it is paid out (reason required)',
    params: IdParamsSchema,
    body: WithdrawalDecisionSchema,
    response: OperatorWithdrawalSchema,
  }),
  rejectWithdrawal: fin({
    method: 'POST',
    path: 'operator/finance/withdrawals/:id/reject/',
    summary: 'Reject a withdrawal; the crystals go back to the user (reason required)',
    params: IdParamsSchema,
    body: WithdrawalDecisionSchema,
    response: OperatorWithdrawalSchema,
  }),
  stuckPayouts: fin({
    method: 'GET',
    path: 'operator/finance/payouts/stuck/',
    summary: 'Payouts processing longer than the threshold, oldest first',
    query: StuckPayoutsQuerySchema,
    response: pageOf(OperatorWithdrawalSchema),
  }),
  resolvePayout: fin({
    method: 'POST',
    path: 'operator/finance/payouts/:id/resolve/',
    summary: 'Settle a stuck payout by hand: paid (hold captured) or refunded (hold released)',
    params: IdParamsSchema,
    body: StuckResolveSchema,
    response: OperatorWithdrawalSchema,
  }),
  userLedger: fin({
    method: 'GET',
    path: 'operator/users/:id/ledger/',
    summary: 'Every movement of a user’s book, newest first (read only; users section)',
    params: IdParamsSchema,
    query: UserLedgerQuerySchema,
    response: pageOf(HistoryItemSchema),
  }),
} as const;
