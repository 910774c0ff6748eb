// The wallet module: the crystal ledger every money-moving module posts through, purchases through
// payment providers (and their webhooks), withdrawals paid out by a job (to the user's payment
// settings), transfers, the history.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import type { MeContribution } from '../profiles/profiles.service.js';
import { createBalancesService } from './ledger/balances.service.js';
import { registerHistoryRoutes } from './history/history.routes.js';
import { createHistoryService } from './history/history.service.js';
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
import { registerTransfersRoutes } from './transfers/transfers.routes.js';
import { createTransfersService, type TransfersDeps } from './transfers/transfers.service.js';
import { registerWithdrawalsRoutes } from './withdrawals/withdrawals.routes.js';
import { createWithdrawalsService } from './withdrawals/withdrawals.service.js';

export interface WalletNeeds {
  blocks: TransfersDeps['blocks'];
}

export interface WalletModule extends ModuleParts<AppEvent> {
  ledger: Ledger;
  /** Its part of profile/me: both balances. */
  me: MeContribution;
}

export function createWalletModule(platform: Platform<AppEvent>, needs: WalletNeeds): WalletModule {
  const { config, db, bus, logger } = platform;
  const ledger = createLedger({ db, bus, demoStartingBalance: config.DEMO_STARTING_CRYSTALS });
  const purchases = createPaymentsService({
    db,
    ledger,
    providers: createPaymentProviders(
      providerSettingsFrom(config, platform.jwtSecret),
      platform.fetch,
    ),
    pricing: {
      crystalPriceUsd: config.CRYSTAL_PRICE_USD,
      customMin: config.CUSTOM_PURCHASE_MIN,
      customMax: config.CUSTOM_PURCHASE_MAX,
      usdCourse: config.USD_COURSE,
    },
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
    limits: {
      min: config.WITHDRAW_MIN,
      max: config.WITHDRAW_MAX,
      dailyMax: config.WITHDRAW_DAILY_MAX,
      approvalAbove: config.WITHDRAW_APPROVAL_ABOVE,
    },
    payoutDelayMs: config.WITHDRAW_PAYOUT_DELAY,
  });
  const history = createHistoryService({ db });
  const paymentSettings = createPaymentSettingsService({ db });
  return {
    ledger,
    me: walletMePart(config.DEMO_STARTING_CRYSTALS),
    async routes({ mount, mountOn }) {
      registerPaymentsRoutes(mount, purchases, balances);
      await registerPaymentWebhooks(mount.app, mountOn, purchases);
      registerTransfersRoutes(mount, transfers);
      registerWithdrawalsRoutes(mount, withdrawals);
      registerHistoryRoutes(mount, history);
      registerPaymentSettingsRoutes(mount, paymentSettings);
    },
    jobs: withdrawals.jobs,
  };
}
