// The wallet settings operators edit (crystal price, dollar course, withdrawal limits, networks) and
// the crystal packs. Purchases and withdrawals read the settings in force from here on every use:
// one small query, no cache, so an edit is seen at once by every server instance. Writes run inside
// the caller's transaction (the console's, with its audit row) and answer what was before and after.
import { toCrystals } from '@clutch/contract/money';
import type {
  FinancePack,
  FinanceSettingKey,
  FinanceSettings,
} from '@clutch/contract/operator-finance';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { localizedError, localizedFields } from '../../../platform/http/localized-errors.js';
import { walletMessage } from '../wallet-messages.js';
import { toDollars } from '../payments/crystal-price.js';
import type { WithdrawLimits } from '../withdrawals/withdrawal-rules.js';
import {
  walletSettingsRepository as repo,
  type PackWithOrders,
} from './wallet-settings.repository.js';
import {
  settingsFrom,
  SETTING_SCHEMAS,
  type WalletDefaults,
  type WalletSettings,
} from './wallet-settings.js';

export type { WalletSettings } from './wallet-settings.js';

export interface Change<T> {
  before: T;
  after: T;
}

const limitsView = (limits: WithdrawLimits) => ({
  min: toCrystals(limits.min),
  max: toCrystals(limits.max),
  daily_max: toCrystals(limits.dailyMax),
  approval_above: toCrystals(limits.approvalAbove),
});

export function toFinanceSettings(
  settings: WalletSettings,
  defaults: WalletDefaults,
): FinanceSettings {
  const priceView = (pricing: WalletDefaults['pricing']) => ({
    price: pricing.crystalPriceUsd,
    custom_min: pricing.customMin,
    custom_max: pricing.customMax,
  });
  return {
    crystal_price: priceView(settings.pricing),
    usd_course: settings.pricing.usdCourse,
    withdraw_limits: limitsView(settings.limits),
    networks: settings.networks.map((entry) => ({
      code: entry.network.code,
      name: entry.network.name,
      is_enabled: entry.isEnabled,
      fee: toCrystals(entry.network.fee),
      default_fee: toCrystals(entry.defaultFee),
    })),
    defaults: {
      crystal_price: priceView(defaults.pricing),
      usd_course: defaults.pricing.usdCourse,
      withdraw_limits: limitsView(defaults.limits),
    },
    overridden: settings.overridden,
    updated_at: settings.updatedAt?.toISOString() ?? null,
  };
}

export function toFinancePack({ pack, orders }: PackWithOrders): FinancePack {
  return {
    id: pack.id,
    crystals: toCrystals(pack.crystals),
    price: toDollars(pack.priceCents),
    currency: 'USD',
    is_active: pack.isActive,
    orders,
  };
}

const noPack = () => localizedError('not_found', walletMessage('no_pack'));

export function createWalletSettingsService(deps: { db: Db; defaults: WalletDefaults }) {
  const { db, defaults } = deps;

  async function current(on: DbOrTx = db): Promise<WalletSettings> {
    return settingsFrom(defaults, await repo.all(on));
  }

  const view = async (on: DbOrTx) => toFinanceSettings(await current(on), defaults);

  /** Locks the settings, lets `write` store its override from the current values, answers both views. */
  async function change(
    tx: DbOrTx,
    write: (settings: WalletSettings) => Promise<void>,
  ): Promise<Change<FinanceSettings>> {
    await repo.lock(tx);
    const settings = await current(tx);
    const before = toFinanceSettings(settings, defaults);
    await write(settings);
    return { before, after: await view(tx) };
  }

  async function store<K extends FinanceSettingKey>(
    tx: DbOrTx,
    key: K,
    value: unknown,
    by: number,
  ): Promise<void> {
    // The same schema every read applies: what is stored is what will be read back.
    await repo.put(tx, key, SETTING_SCHEMAS[key].parse(value), by);
  }

  return {
    current,
    view: (on: DbOrTx = db) => view(on),

    setCrystalPrice(
      tx: DbOrTx,
      by: number,
      input: { price: number; custom_min?: number | undefined; custom_max?: number | undefined },
    ) {
      return change(tx, async ({ pricing }) => {
        const customMin = input.custom_min ?? pricing.customMin;
        const customMax = input.custom_max ?? pricing.customMax;
        if (customMin > customMax)
          throw localizedFields({
            custom_max: [walletMessage('custom_max_below_min', { min: customMin })],
          });
        await store(
          tx,
          'crystal_price',
          { crystalPriceUsd: input.price, customMin, customMax },
          by,
        );
      });
    },

    setUsdCourse(tx: DbOrTx, by: number, rates: Record<string, number>) {
      return change(tx, () => store(tx, 'usd_course', rates, by));
    },

    /** Minor units. */
    setWithdrawLimits(tx: DbOrTx, by: number, limits: WithdrawLimits) {
      return change(tx, () => store(tx, 'withdraw_limits', limits, by));
    },

    setNetwork(
      tx: DbOrTx,
      by: number,
      code: string,
      input: { is_enabled?: boolean | undefined; fee?: number | undefined },
    ) {
      return change(tx, async (settings) => {
        if (!settings.networks.some((entry) => entry.network.code === code))
          throw localizedError('not_found', walletMessage('no_network', { code }));
        // Every network written out, so a later change to the code's defaults moves none of them.
        const value = Object.fromEntries(
          settings.networks.map((entry) => [
            entry.network.code,
            entry.network.code === code
              ? {
                  isEnabled: input.is_enabled ?? entry.isEnabled,
                  fee: input.fee ?? entry.network.fee,
                }
              : { isEnabled: entry.isEnabled, fee: entry.network.fee },
          ]),
        );
        await store(tx, 'networks', value, by);
      });
    },

    /** Drops an override: the configuration's value holds again. */
    reset(tx: DbOrTx, key: FinanceSettingKey) {
      return change(tx, async () => {
        if (!(await repo.remove(tx, key)))
          throw localizedError(
            'conflict',
            walletMessage('setting_not_overridden', { setting: key.replace('_', ' ') }),
          );
      });
    },

    async packs(on: DbOrTx = db): Promise<FinancePack[]> {
      return (await repo.packs(on)).map(toFinancePack);
    },

    /** Crystals in minor units, price in cents. */
    async createPack(
      tx: DbOrTx,
      values: { crystals: number; priceCents: number },
    ): Promise<FinancePack> {
      const id = await repo.insertPack(tx, values);
      const row = await repo.pack(tx, id);
      if (!row) throw noPack();
      return toFinancePack(row);
    },

    async updatePack(
      tx: DbOrTx,
      id: number,
      changes: { crystals?: number; priceCents?: number; isActive?: boolean },
    ): Promise<Change<FinancePack>> {
      const found = await repo.pack(tx, id, true);
      if (!found) throw noPack();
      await repo.updatePack(tx, id, changes);
      const after = await repo.pack(tx, id);
      if (!after) throw noPack();
      return { before: toFinancePack(found), after: toFinancePack(after) };
    },

    /** A pack an order names is never deleted (the order keeps its pack): disable it instead. */
    async deletePack(tx: DbOrTx, id: number): Promise<FinancePack> {
      // The row lock waits for any order being placed for the pack, which takes a key-share lock.
      const found = await repo.pack(tx, id, true);
      if (!found) throw noPack();
      if (found.orders > 0 || !(await repo.deleteUnordered(tx, id)))
        throw localizedError('conflict', walletMessage('pack_has_orders'), {
          code: 'pack_has_orders',
        });
      return toFinancePack(found);
    },
  };
}

export type WalletSettingsService = ReturnType<typeof createWalletSettingsService>;
