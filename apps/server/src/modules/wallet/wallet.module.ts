// The wallet module: the crystal ledger every money-moving module posts through, purchases through
// payment providers (and their webhooks), withdrawals paid out by a job (to the user's payment
// settings), transfers, the history, and the settings operators override (prices, limits, networks).
import type { AppEvent } from '../../app-events.js';
import { dropOnEvents } from '../../platform/http/page-cache.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MeContribution } from '../profiles/profiles.service.js';
import { createBalancesService } from './ledger/balances.service.js';
import { registerHistoryRoutes } from './history/history.routes.js';
import { createHistoryService, type HistoryService } from './history/history.service.js';
import { createLedger, type Ledger } from './ledger/ledger.service.js';
import {
  createPaymentProviders,
  providerSettingsFrom,
} from './payments/payment-providers/payment-providers.js';
import { registerPaymentSettingsRoutes } from './payment-settings/payment-settings.routes.js';
import { createPaymentSettingsService } from './payment-settings/payment-settings.service.js';
import { registerPaymentsRoutes, registerPaymentWebhooks } from './payments/payments.routes.js';
import { createPaymentsService } from './payments/payments.service.js';
import { createSandboxPayouts } from './withdrawals/payout-provider.js';
import { walletMePart } from './profile-me.repository.js';
import {
  createWalletSettingsService,
  type WalletSettingsService,
} from './settings/wallet-settings.service.js';
import type { WalletDefaults } from './settings/wallet-settings.js';
import { registerTransfersRoutes } from './transfers/transfers.routes.js';
import { createTransfersService, type TransfersDeps } from './transfers/transfers.service.js';
import { registerWithdrawalsRoutes } from './withdrawals/withdrawals.routes.js';
import {
  createWithdrawalsReviewService,
  type WithdrawalsReviewService,
} from './withdrawals/withdrawals-review.service.js';
import { createWithdrawalsService } from './withdrawals/withdrawals.service.js';

export interface WalletNeeds {
  blocks: TransfersDeps['blocks'];
}

export interface WalletModule extends ModuleParts<AppEvent> {
  ledger: Ledger;
  /** Its part of profile/me: both balances. */
  me: MeContribution;
  /** What the console's finance section works through. */
  finance: WalletFinance;
}

export interface WalletFinance {
  settings: WalletSettingsService;
  review: WithdrawalsReviewService;
  history: HistoryService;
}

/** What changes a name or picture the history shows, or whose book it lists: every page goes. */
export const HISTORY_PAGE_EVENTS: ReadonlySet<AppEvent['type']> = new Set<AppEvent['type']>([
  'ProfileChanged',
  'AccountChanged',
]);

export function createWalletModule(platform: Platform<AppEvent>, needs: WalletNeeds): WalletModule {
  const { config, db, bus, logger } = platform;
  const ledger = createLedger({ db, bus, demoStartingBalance: config.DEMO_STARTING_CRYSTALS });
  // The configuration's values; operators' overrides in wallet_settings take precedence.
  const defaults: WalletDefaults = {
    pricing: {
      crystalPriceUsd: config.CRYSTAL_PRICE_USD,
      customMin: config.CUSTOM_PURCHASE_MIN,
      customMax: config.CUSTOM_PURCHASE_MAX,
      usdCourse: config.USD_COURSE,
    },
    limits: {
      min: config.WITHDRAW_MIN,
      max: config.WITHDRAW_MAX,
      dailyMax: config.WITHDRAW_DAILY_MAX,
      approvalAbove: config.WITHDRAW_APPROVAL_ABOVE,
    },
  };
  const settings = createWalletSettingsService({ db, defaults });
  const purchases = createPaymentsService({
    db,
    ledger,
    providers: createPaymentProviders(
      providerSettingsFrom(config, platform.jwtSecret),
      platform.fetch,
    ),
    settings,
    // The sandbox's events take the same HTTP path, parser and checks as a real provider's.
    deliver: (provider, delivery) =>
      platform.inject({
        method: 'POST',
        url: `/api/wallet/webhooks/${provider}/`,
        payload: delivery.rawBody,
        headers: delivery.headers,
      }),
    logger,
  });
  const balances = createBalancesService({
    db,
    ledger,
    demoStartingBalance: config.DEMO_STARTING_CRYSTALS,
  });
  const transfers = createTransfersService({ db, ledger, bus, blocks: needs.blocks });
  const withdrawals = createWithdrawalsService({
    db,
    ledger,
    jobs: platform.jobs,
    bus,
    payouts: createSandboxPayouts(),
    settings,
    payoutDelayMs: config.WITHDRAW_PAYOUT_DELAY,
  });
  const review = createWithdrawalsReviewService({
    db,
    ledger,
    jobs: platform.jobs,
    bus,
    payoutDelayMs: config.WITHDRAW_PAYOUT_DELAY,
  });
  const history = createHistoryService({ db });
  // One user's history goes when their balance moves or a withdrawal of theirs changes status.
  bus.subscribe((event) => {
    if (
      event.type === 'BalanceChanged' ||
      event.type === 'WithdrawalApproved' ||
      event.type === 'WithdrawalSettled'
    )
      history.dropPagesOf(event.userId);
  });
  dropOnEvents(bus, HISTORY_PAGE_EVENTS, history.dropPages);
  const paymentSettings = createPaymentSettingsService({ db });
  return {
    ledger,
    me: walletMePart(config.DEMO_STARTING_CRYSTALS),
    finance: { settings, review, history },
    async routes({ mount, mountOn }) {
      registerPaymentsRoutes(mount, purchases, balances, {
        publicUrl: config.PUBLIC_URL,
        hasPublicUrl: config.HAS_PUBLIC_URL,
      });
      await registerPaymentWebhooks(mount.app, mountOn, purchases);
      registerTransfersRoutes(mount, transfers);
      registerWithdrawalsRoutes(mount, withdrawals);
      registerHistoryRoutes(mount, history);
      registerPaymentSettingsRoutes(mount, paymentSettings);
    },
    jobs: withdrawals.jobs,
  };
}
