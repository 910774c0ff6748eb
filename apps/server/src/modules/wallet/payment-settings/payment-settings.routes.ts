// HTTP adapter of payment settings (profile/{id}/payment-settings): the wallet owns them, since a
// withdrawal needs them filled in.
import { paymentSettingsEndpoints as api } from '@clutch/contract/payment-settings';
import type { Mount } from '../../../platform/http/mount.js';
import type { PaymentSettingsService } from './payment-settings.service.js';

export function registerPaymentSettingsRoutes(
  mount: Mount,
  settings: PaymentSettingsService,
): void {
  mount(api.get, ({ caller, params }) => settings.get(caller.id, params.id));
  mount(api.patch, ({ caller, params, body }) => settings.update(caller.id, params.id, body));
}
