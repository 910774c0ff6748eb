// Which providers this server offers, built from the settings: the sandbox unless PAYMENTS_SANDBOX
// is off, Stripe when both its keys are set, crypto when its API key and IPN secret are set.
import { createHmac } from 'node:crypto';
import { PROVIDERS, type Provider } from '@clutch/contract/wallet';
import type { Config } from '../../../../platform/config.js';
import { localizedFields } from '../../../../platform/http/localized-errors.js';
import { providerUnavailable } from '../../wallet-messages.js';
import { createCryptoProvider } from './crypto-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';

export interface ProviderSettings {
  publicUrl: string;
  toleranceMs: number;
  /** null: the sandbox is off. */
  sandboxSecret: string | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null;
  crypto: { apiKey: string; ipnSecret: string; apiUrl: string } | null;
}

export function providerSettingsFrom(config: Config, jwtSecret: string): ProviderSettings {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, CRYPTO_API_KEY, CRYPTO_IPN_SECRET } = config;
  return {
    publicUrl: config.PUBLIC_URL,
    toleranceMs: config.WEBHOOK_TOLERANCE,
    // Without its own secret the sandbox signs with one derived from the JWT secret, so every
    // instance of a deployment agrees and nothing guessable is ever used.
    sandboxSecret: config.PAYMENTS_SANDBOX
      ? (config.SANDBOX_WEBHOOK_SECRET ??
        createHmac('sha256', jwtSecret).update('clutch:sandbox-payments').digest('hex'))
      : null,
    stripe:
      STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: STRIPE_SECRET_KEY,
            webhookSecret: STRIPE_WEBHOOK_SECRET,
            apiUrl: config.STRIPE_API_URL,
          }
        : null,
    crypto:
      CRYPTO_API_KEY && CRYPTO_IPN_SECRET
        ? { apiKey: CRYPTO_API_KEY, ipnSecret: CRYPTO_IPN_SECRET, apiUrl: config.CRYPTO_API_URL }
        : null,
  };
}

export function createPaymentProviders(settings: ProviderSettings, fetcher: typeof fetch) {
  const common = { publicUrl: settings.publicUrl, toleranceMs: settings.toleranceMs };
  const sandbox: SandboxProvider | null = settings.sandboxSecret
    ? createSandboxProvider({ ...common, secret: settings.sandboxSecret })
    : null;
  const enabled = new Map<Provider, PaymentProvider>();
  if (sandbox) enabled.set('sandbox', sandbox.provider);
  if (settings.stripe)
    enabled.set('stripe', createStripeProvider({ ...common, ...settings.stripe }));
  if (settings.crypto)
    enabled.set('crypto', createCryptoProvider({ ...common, ...settings.crypto }, fetcher));

  // Offered in the contract's order, whatever order they were configured in.
  const offered = PROVIDERS.filter((name) => enabled.has(name));
  return {
    sandbox,
    /** The providers this server can take a payment through, for the buy screen to offer. */
    offered: (): Provider[] => [...offered],
    /** The provider, or a 400 naming it when this server does not offer it. */
    get(name: Provider): PaymentProvider {
      const provider = enabled.get(name);
      if (!provider) throw localizedFields({ provider: [providerUnavailable(name)] });
      return provider;
    },
  };
}

export type PaymentProviders = ReturnType<typeof createPaymentProviders>;
