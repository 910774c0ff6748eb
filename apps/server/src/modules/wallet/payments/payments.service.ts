// Buying crystals: the packs and prices, starting a payment at a provider (an order and a link),
// the sandbox checkout, and the webhook that alone credits crystals: verified, fresh, applied once
// per provider event and once per order, in the same transaction as the ledger posting.
import { toCrystals } from '@clutch/contract/money';
import {
  ProviderSchema,
  type CrystalPack,
  type Order,
  type PaymentLink,
  type Provider,
} from '@clutch/contract/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../platform/db/database.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import { walletMessage } from '../wallet-messages.js';
import { customPriceCents, MAX_PAYMENT_CENTS, toDollars } from './crystal-price.js';
import type { Ledger, Touched } from '../ledger/ledger.service.js';
import {
  rejectedWebhook,
  type ProviderEvent,
  type WebhookHeaders,
} from './payment-providers/payment-provider.js';
import type { PaymentProviders } from './payment-providers/payment-providers.js';
import type { SignedDelivery } from './payment-providers/sandbox-provider.js';
import { paymentsRepository as repo, type OrderRow } from './payments.repository.js';
import type { WalletSettingsService } from '../settings/wallet-settings.service.js';

export interface PaymentsDeps {
  db: Db;
  ledger: Ledger;
  providers: PaymentProviders;
  /** Prices in force: the configuration with the operators' overrides, read on every use. */
  settings: Pick<WalletSettingsService, 'current'>;
  /** Posts a provider event to our own webhook route, exactly as a provider would. */
  deliver: (
    provider: Provider,
    delivery: SignedDelivery,
  ) => Promise<{ statusCode: number; body: string }>;
  logger: Pick<FastifyBaseLogger, 'error'>;
  now?: () => number;
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    provider: ProviderSchema.parse(row.provider),
    crystals: toCrystals(row.crystals),
    price: toDollars(row.priceCents),
    currency: 'USD',
    status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

const UNKNOWN_ORDER = 'The event names no order of ours.';

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, ledger, providers, settings } = deps;
  const pricing = async () => (await settings.current()).pricing;
  const now = deps.now ?? Date.now;

  async function packs(): Promise<CrystalPack[]> {
    const rows = await repo.listPacks(db);
    return rows.map((row) => ({
      id: row.id,
      crystals: toCrystals(row.crystals),
      price: toDollars(row.priceCents),
      currency: 'USD',
    }));
  }

  /** Creates the order, then asks the provider for a link (outside any transaction: it is a call out). */
  async function startPayment(
    userId: number,
    provider: Provider,
    item: { packId: number | null; crystals: number; priceCents: number },
    returnOrigin: string,
  ): Promise<PaymentLink> {
    const chosen = providers.get(provider);
    const order = await repo.insertOrder(db, { userId, provider, ...item });
    let start;
    try {
      start = await chosen.createPayment(order, returnOrigin);
    } catch (error) {
      deps.logger.error({ err: error, orderId: order.id }, 'payment provider refused an order');
      await repo.changeStatus(db, order.id, ['pending'], 'cancelled');
      throw localizedError('unavailable', walletMessage('provider_silent'));
    }
    await repo.setProviderReference(db, order.id, start.providerReference);
    return {
      order_id: order.id,
      link: start.link,
      crystals: toCrystals(order.crystals),
      price: toDollars(order.priceCents),
      currency: 'USD',
    };
  }

  async function packLink(
    userId: number,
    packId: number,
    provider: Provider,
    returnOrigin: string,
  ) {
    const pack = await repo.findPack(db, packId);
    // A disabled pack is kept for its orders but no longer sold.
    if (!pack?.isActive) throw localizedError('not_found', walletMessage('no_pack'));
    return startPayment(
      userId,
      provider,
      { packId: pack.id, crystals: pack.crystals, priceCents: pack.priceCents },
      returnOrigin,
    );
  }

  async function customRoom(
    userId: number,
    body: { crystals: number; provider: Provider },
    returnOrigin: string,
  ) {
    const { customMin, customMax, crystalPriceUsd } = await pricing();
    if (body.crystals < customMin || body.crystals > customMax)
      throw localizedFields({
        crystals: [walletMessage('custom_outside', { min: customMin, max: customMax })],
      });
    const priceCents = customPriceCents(body.crystals, crystalPriceUsd);
    if (priceCents > MAX_PAYMENT_CENTS)
      throw localizedFields({ crystals: [walletMessage('payment_too_large')] });
    return startPayment(
      userId,
      body.provider,
      { packId: null, crystals: body.crystals * 100, priceCents },
      returnOrigin,
    );
  }

  async function order(userId: number, orderId: number): Promise<Order> {
    const row = await repo.findOrder(db, orderId);
    // Another user's order is as invisible as a missing one.
    if (!row || row.userId !== userId) throw localizedError('not_found', walletMessage('no_order'));
    return toOrder(row);
  }

  async function applyEvent(tx: Tx, touched: Touched, provider: Provider, event: ProviderEvent) {
    if (event.outcome === 'ignored') return;
    const fresh = await repo.claimEvent(tx, {
      provider,
      eventId: event.eventId,
      orderId: event.orderId,
    });
    if (!fresh) return;
    const row = await repo.lockOrder(tx, event.orderId);
    if (!row || row.provider !== provider) throw rejectedWebhook(UNKNOWN_ORDER);
    if (event.outcome === 'cancelled') {
      await repo.changeStatus(tx, row.id, ['pending'], 'cancelled');
      return;
    }
    if (event.amountCents !== row.priceCents)
      throw rejectedWebhook(
        `The amount paid (${String(event.amountCents)} cents) is not the order's price (${String(row.priceCents)} cents).`,
      );
    // A verified payment credits even an order given up on: the buyer's money has arrived.
    const paid = await repo.changeStatus(tx, row.id, ['pending', 'cancelled'], 'paid');
    if (!paid) return;
    await ledger.post(
      tx,
      {
        book: 'real',
        kind: 'purchase',
        reference: `order:${String(row.id)}`,
        legs: [
          { account: { kind: 'clearing', provider }, amount: -row.crystals },
          { account: { kind: 'user', userId: row.userId }, amount: row.crystals },
        ],
      },
      touched,
    );
  }

  /** The only way crystals are bought: a verified provider event, applied at most once. */
  async function receiveWebhook(provider: Provider, rawBody: Buffer, headers: WebhookHeaders) {
    const event = providers.get(provider).verifyWebhook(rawBody, headers, now());
    await ledger.run((tx, touched) => applyEvent(tx, touched, provider, event));
    return { received: true };
  }

  async function sandboxOrder(orderId: number, token: string) {
    const sandbox = providers.sandbox;
    const found = sandbox ? await repo.findOrderWithBuyer(db, orderId) : undefined;
    if (!sandbox || found?.order.provider !== 'sandbox' || !sandbox.isToken(orderId, token))
      throw localizedError('not_found', walletMessage('no_checkout'));
    return { sandbox, ...found };
  }

  async function checkout(orderId: number, token: string) {
    const { order: row, buyer } = await sandboxOrder(orderId, token);
    return { ...toOrder(row), buyer };
  }

  /** The sandbox "provider" answers the buyer: it signs an event and posts it to our webhook. */
  async function answerCheckout(
    orderId: number,
    body: { token: string; action: 'pay' | 'cancel' },
  ) {
    const { sandbox, order: row } = await sandboxOrder(orderId, body.token);
    if (row.status !== 'pending')
      throw localizedError(
        'conflict',
        walletMessage(row.status === 'paid' ? 'order_paid' : 'order_cancelled'),
      );
    const answer = await deps.deliver('sandbox', sandbox.signEvent(row, body.action, now()));
    // The webhook met a busy or absent database (503): so does the buyer, who may simply retry;
    // the event was not applied, and applying it later is idempotent.
    if (answer.statusCode >= 500)
      throw localizedError('unavailable', walletMessage('checkout_busy'));
    if (answer.statusCode !== 200)
      throw new Error(
        `the sandbox webhook was refused: ${String(answer.statusCode)} ${answer.body}`,
      );
    return checkout(orderId, body.token);
  }

  return {
    packs,
    async crystalPrice() {
      const { crystalPriceUsd, customMin, customMax } = await pricing();
      return {
        price: crystalPriceUsd,
        currency: 'USD' as const,
        custom_min: customMin,
        custom_max: customMax,
        providers: providers.offered(),
      };
    },
    async usdCourse() {
      return { base: 'USD' as const, rates: (await pricing()).usdCourse };
    },
    packLink,
    customRoom,
    order,
    receiveWebhook,
    checkout,
    answerCheckout,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
