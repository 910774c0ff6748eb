// Wallet: crystal packs and buying them through a payment provider, withdrawals, the history of the
// user's book and demo top-ups. Operators approve large withdrawals in the console (see
// operator-finance.ts). Transfers between users are in transfers.ts; jars and banners in their own
// files.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpoint, endpointGroup } from './endpoint.js';
import { BookSchema, CrystalsInSchema, CrystalsSchema } from './money.js';

export const HISTORY_PER_PAGE = 10;

export const PROVIDERS = ['sandbox', 'stripe', 'crypto'] as const;
export const ProviderSchema = z.enum(PROVIDERS, {
  error: 'Choose a payment provider: sandbox, stripe or crypto.',
});
export type Provider = z.infer<typeof ProviderSchema>;

/** A crystal pack ("room"): crystals for a price in US dollars. */
export const CrystalPackSchema = z.object({
  id: z.number().int(),
  crystals: CrystalsSchema,
  price: z.number(),
  currency: z.literal('USD'),
});
export type CrystalPack = z.infer<typeof CrystalPackSchema>;

export const CrystalPriceSchema = z.object({
  /** US dollars for one crystal. */
  price: z.number(),
  currency: z.literal('USD'),
  /** Whole crystals a custom purchase may be for. */
  custom_min: z.number().int(),
  custom_max: z.number().int(),
  /** The providers this server is configured for, in the order to offer them; may be empty. */
  providers: z.array(ProviderSchema),
});

export const UsdCourseSchema = z.object({
  base: z.literal('USD'),
  /** Units of each currency for one US dollar, for showing prices in the buyer's money. */
  rates: z.record(z.string(), z.number()),
});

export const PaymentLinkSchema = z.object({
  order_id: z.number().int(),
  link: z.string(),
  crystals: CrystalsSchema,
  price: z.number(),
  currency: z.literal('USD'),
});
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

export const PackProviderParamsSchema = z.object({ id: IdSchema, provider: ProviderSchema });

export const CustomRoomBodySchema = z
  .object({
    crystals: z.coerce
      .number({ error: 'Enter a whole number of crystals.' })
      .int({ message: 'Enter a whole number of crystals.' }),
    provider: ProviderSchema.default('sandbox'),
  })
  .strict();

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export const OrderSchema = z.object({
  id: z.number().int(),
  provider: ProviderSchema,
  crystals: CrystalsSchema,
  price: z.number(),
  currency: z.literal('USD'),
  status: z.enum(ORDER_STATUSES),
  created_at: TimestampSchema,
  paid_at: TimestampSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const CheckoutParamsSchema = z.object({ order: IdSchema });
export const CheckoutQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const CheckoutBodySchema = z
  .object({ token: z.string().min(1).max(200), action: z.enum(['pay', 'cancel']) })
  .strict();
export const CheckoutSchema = OrderSchema.extend({ buyer: z.string() });

/** A withdrawal network: its fee in crystals and what an address on it looks like. */
export const NetworkSchema = z.object({
  code: z.string(),
  name: z.string(),
  fee: CrystalsSchema,
  /** An ECMAScript regular expression a valid address matches. */
  address_pattern: z.string(),
  address_example: z.string(),
});
export type Network = z.infer<typeof NetworkSchema>;

export const WithdrawLimitsSchema = z.object({
  min: CrystalsSchema,
  max: CrystalsSchema,
  daily_max: CrystalsSchema,
  /** Withdrawn (or on the way) in the last 24 hours. */
  daily_used: CrystalsSchema,
  /** Withdrawals above this wait for an operator. */
  approval_above: CrystalsSchema,
});

export const NetworkCodeSchema = z.string().trim().toUpperCase().max(16);
export const WithdrawBodySchema = z
  .object({
    amount: CrystalsInSchema,
    network: NetworkCodeSchema,
    address: z.string().trim().min(1).max(128),
  })
  .strict();
export const WithdrawTypeBodySchema = z
  .object({
    amount: CrystalsInSchema,
    network: NetworkCodeSchema.optional(),
    address: z.string().trim().min(1).max(128),
  })
  .strict();
export const WithdrawTypeParamsSchema = z.object({ type: NetworkCodeSchema });

export const WITHDRAWAL_STATUSES = [
  'pending_approval',
  'processing',
  'paid',
  'failed',
  'rejected',
] as const;
export const WithdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;

export const WithdrawalSchema = z.object({
  id: z.number().int(),
  user: UserBriefSchema,
  /** Crystals taken from the balance: what the user receives plus the network fee. */
  amount: CrystalsSchema,
  fee: CrystalsSchema,
  network: z.string(),
  address: z.string(),
  status: WithdrawalStatusSchema,
  failure_reason: z.string().nullable(),
  created_at: TimestampSchema,
  settled_at: TimestampSchema.nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const HISTORY_TYPES = [
  'demo_grant',
  'purchase',
  'withdrawal',
  'withdrawal_refund',
  'transfer_out',
  'transfer_in',
  'transfer_return_out',
  'transfer_return_in',
  'donation',
  'jar_break',
  'hold',
  'hold_release',
  'payout',
] as const;
export const HistoryTypeSchema = z.enum(HISTORY_TYPES);
export type HistoryType = z.infer<typeof HistoryTypeSchema>;

/** One movement of the user's balance: signed amount and the balance right after it. */
export const HistoryItemSchema = z.object({
  id: z.number().int(),
  type: HistoryTypeSchema,
  amount: CrystalsSchema,
  /** completed for plain movements; for a withdrawal its status (processing, paid, ...). */
  status: z.string(),
  balance_after: CrystalsSchema,
  book: BookSchema,
  counterpart: UserBriefSchema.nullable(),
  created_at: TimestampSchema,
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

export const HistoryQuerySchema = PageQuerySchema.extend({
  /** Defaults to the book the profile's is_demo picks. */
  book: BookSchema.optional(),
});

export const BalancesSchema = z.object({
  balance: CrystalsSchema,
  demo_balance: CrystalsSchema,
  is_demo: z.boolean(),
});

export const WebhookParamsSchema = z.object({ provider: ProviderSchema });

const walletEndpoint = endpointGroup({ auth: 'required', tag: 'wallet' });

export const walletEndpoints = {
  packs: walletEndpoint({
    method: 'GET',
    path: 'wallet/',
    summary: 'Crystal packs, cheapest first',
    response: z.array(CrystalPackSchema),
  }),
  crystalPrice: walletEndpoint({
    method: 'GET',
    path: 'wallet/crystal-price/',
    summary: 'The price of one crystal, the custom purchase limits and the providers offered',
    response: CrystalPriceSchema,
  }),
  usdCourse: walletEndpoint({
    method: 'GET',
    path: 'wallet/usd-course/',
    summary: 'US dollar exchange rates for showing prices',
    response: UsdCourseSchema,
  }),
  packLink: walletEndpoint({
    method: 'GET',
    path: 'wallet/:id/:provider/',
    summary: 'Start buying pack {id} at {provider}: answers the link to pay at',
    params: PackProviderParamsSchema,
    response: PaymentLinkSchema,
  }),
  customRoom: walletEndpoint({
    method: 'POST',
    path: 'wallet/custom-room/',
    summary: 'Start buying a custom number of crystals: answers the price and the link to pay at',
    body: CustomRoomBodySchema,
    response: PaymentLinkSchema,
    status: 201,
  }),
  order: walletEndpoint({
    method: 'GET',
    path: 'wallet/orders/:id/',
    summary: 'One of the caller’s purchases, to follow it after paying',
    params: IdParamsSchema,
    response: OrderSchema,
  }),
  checkout: endpoint({
    method: 'GET',
    path: 'wallet/checkout/:order/',
    auth: 'none',
    tag: 'wallet',
    summary: 'Sandbox provider: the order its checkout page shows (token from the payment link)',
    params: CheckoutParamsSchema,
    query: CheckoutQuerySchema,
    response: CheckoutSchema,
  }),
  checkoutAnswer: endpoint({
    method: 'POST',
    path: 'wallet/checkout/:order/',
    auth: 'none',
    tag: 'wallet',
    summary: 'Sandbox provider: pay or cancel; paying posts a signed webhook like a real provider',
    params: CheckoutParamsSchema,
    body: CheckoutBodySchema,
    response: CheckoutSchema,
  }),
  webhook: endpoint({
    method: 'POST',
    path: 'wallet/webhooks/:provider/',
    auth: 'none',
    tag: 'wallet',
    summary: 'Payment provider events; only a verified, fresh, unseen event credits crystals',
    params: WebhookParamsSchema,
    response: z.object({ received: z.boolean() }),
  }),
  networks: walletEndpoint({
    method: 'GET',
    path: 'wallet/networks/',
    summary: 'Networks crystals can be withdrawn over, with fees and address formats',
    response: z.array(NetworkSchema),
  }),
  withdrawLimits: walletEndpoint({
    method: 'GET',
    path: 'wallet/withdraw-limits/',
    summary: 'Withdrawal limits and what the caller has used today',
    response: WithdrawLimitsSchema,
  }),
  withdraw: walletEndpoint({
    method: 'POST',
    path: 'wallet/withdraw/',
    summary: 'Withdraw real crystals: held now, paid out by the provider (honours Idempotency-Key)',
    body: WithdrawBodySchema,
    response: WithdrawalSchema,
    status: 201,
  }),
  withdrawType: walletEndpoint({
    method: 'POST',
    path: 'wallet/withdraw/:type/',
    summary: 'Withdraw over network {type} (honours Idempotency-Key)',
    params: WithdrawTypeParamsSchema,
    body: WithdrawTypeBodySchema,
    response: WithdrawalSchema,
    status: 201,
  }),
  history: walletEndpoint({
    method: 'GET',
    path: 'wallet/history/',
    summary: 'Every movement of the caller’s current book, newest first',
    query: HistoryQuerySchema,
    response: pageOf(HistoryItemSchema),
  }),
  balances: walletEndpoint({
    method: 'GET',
    path: 'wallet/balance/',
    summary: 'Both balances of the caller',
    response: BalancesSchema,
  }),
  demoTopUp: walletEndpoint({
    method: 'POST',
    path: 'wallet/demo-top-up/',
    summary: 'Fill the demo book back up to the starting amount',
    response: BalancesSchema,
    // Refused while the demo book still holds the starting amount.
    errors: ['bad_request'],
  }),
} as const;
