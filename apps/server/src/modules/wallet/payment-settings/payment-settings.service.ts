// Payment settings: only their owner reads or changes them. The contract has already checked each
// value (a real past birth date, a plausible phone number) and turned empty ones into null.
import type { PaymentSettings, PaymentSettingsPatch } from '@clutch/contract/payment-settings';
import type { Db } from '../../../platform/db/database.js';
import { requireSelf } from '../../../platform/http/auth-guard.js';
import {
  paymentSettingsRepository as repo,
  type PaymentSettingsChanges,
  type PaymentSettingsRow,
} from './payment-settings.repository.js';

function toPaymentSettings(userId: number, row: PaymentSettingsRow | undefined): PaymentSettings {
  return {
    user: userId,
    first_name: row?.firstName ?? null,
    last_name: row?.lastName ?? null,
    city: row?.city ?? null,
    street: row?.street ?? null,
    zip_code: row?.zipCode ?? null,
    mobile_number: row?.mobileNumber ?? null,
    date_of_birth: row?.dateOfBirth ?? null,
  };
}

export function createPaymentSettingsService(deps: { db: Db }) {
  const { db } = deps;
  const get = async (callerId: number, ownerId: number): Promise<PaymentSettings> => {
    requireSelf(callerId, ownerId);
    return toPaymentSettings(callerId, await repo.find(db, callerId));
  };
  return {
    get,

    async update(
      callerId: number,
      ownerId: number,
      patch: PaymentSettingsPatch,
    ): Promise<PaymentSettings> {
      requireSelf(callerId, ownerId);
      const changes: PaymentSettingsChanges = {
        ...(patch.first_name === undefined ? {} : { firstName: patch.first_name }),
        ...(patch.last_name === undefined ? {} : { lastName: patch.last_name }),
        ...(patch.city === undefined ? {} : { city: patch.city }),
        ...(patch.street === undefined ? {} : { street: patch.street }),
        ...(patch.zip_code === undefined ? {} : { zipCode: patch.zip_code }),
        ...(patch.mobile_number === undefined ? {} : { mobileNumber: patch.mobile_number }),
        ...(patch.date_of_birth === undefined ? {} : { dateOfBirth: patch.date_of_birth }),
      };
      if (Object.keys(changes).length === 0) return get(callerId, ownerId);
      return toPaymentSettings(callerId, await repo.save(db, callerId, changes));
    },
  };
}

export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
