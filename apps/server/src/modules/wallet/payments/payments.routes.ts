// HTTP adapter for buying crystals and the balances. Provider webhooks are mounted in their own
// encapsulated plugin that keeps the body as raw bytes: signatures are over the exact bytes sent,
// and every other route keeps the normal JSON parser.
import { walletEndpoints as api } from '@clutch/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { Mount } from '../../../platform/http/mount.js';
import { browserOrigin } from '../../../platform/http/origin.js';
import type { BalancesService } from '../ledger/balances.service.js';
import type { PaymentsService } from './payments.service.js';

export function registerPaymentsRoutes(
  mount: Mount,
  payments: PaymentsService,
  balances: BalancesService,
  origin: { publicUrl: string; hasPublicUrl: boolean },
): void {
  mount(api.packs, () => payments.packs());
  mount(api.crystalPrice, () => payments.crystalPrice());
  mount(api.usdCourse, () => payments.usdCourse());
  // The buyer comes back to the origin they opened the app at (their tokens are stored there).
  mount(api.packLink, ({ caller, params, request }) =>
    payments.packLink(caller.id, params.id, params.provider, browserOrigin(request, origin)),
  );
  mount(api.customRoom, ({ caller, body, request }) =>
    payments.customRoom(caller.id, body, browserOrigin(request, origin)),
  );
  mount(api.order, ({ caller, params }) => payments.order(caller.id, params.id));
  mount(api.checkout, ({ params, query }) => payments.checkout(params.order, query.token));
  mount(api.checkoutAnswer, ({ params, body }) => payments.answerCheckout(params.order, body));
  mount(api.balances, ({ caller }) => balances.balances(caller.id));
  mount(api.demoTopUp, ({ caller }) => balances.topUpDemo(caller.id));
}

/** `mountOn(child)` makes a Mount for the plugin's own Fastify instance. */
export async function registerPaymentWebhooks(
  app: FastifyInstance,
  mountOn: (child: FastifyInstance) => Mount,
  payments: PaymentsService,
): Promise<void> {
  await app.register((child, _options, ready) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    mountOn(child)(api.webhook, ({ params, request }) => {
      const body: unknown = request.body;
      const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      return payments.receiveWebhook(params.provider, raw, request.headers);
    });
    ready();
  });
}
