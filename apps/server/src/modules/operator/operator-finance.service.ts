// The console's finance section (finance, admin) over the wallet's services: the settings that
// override the configuration (crystal price, dollar course, withdrawal limits, networks), crystal
// packs, the withdrawal approval queue and stuck payouts; and a user's ledger for the users section.
// Every change runs through operator-access: role check, change and audit row in one transaction.
import { AppError } from '@clutch/contract/errors';
import type { Book } from '@clutch/contract/money';
import type {
  FinanceSettingKey,
  FinanceSettings,
  StuckPayoutsQuerySchema,
} from '@clutch/contract/operator-finance';
import type { WithdrawalStatus } from '@clutch/contract/wallet';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/database.js';
import type { PageWindow } from '../../platform/http/pagination.js';
import type { HistoryService } from '../wallet/history/history.service.js';
import type { Change, WalletSettingsService } from '../wallet/settings/wallet-settings.service.js';
import type {
  Reviewed,
  StuckResolution,
  WithdrawalsReviewService,
} from '../wallet/withdrawals/withdrawals-review.service.js';
import type { ActOutcome, OperatorAccess } from './operator-access.js';
import { operatorRepository as repo } from './operator.repository.js';

export interface FinanceNeeds {
  settings: WalletSettingsService;
  review: WithdrawalsReviewService;
  history: HistoryService;
}

type Minutes = z.output<typeof StuckPayoutsQuerySchema>['older_than_minutes'];

const SETTING_TARGET = 'wallet_setting';

/** Dollars to cents; the contract has already refused more than two decimals. */
const toCents = (dollars: number) => Math.round(dollars * 100);

export function createOperatorFinanceService(deps: {
  db: Db;
  access: OperatorAccess;
  wallet: FinanceNeeds;
}) {
  const { db, access, wallet } = deps;

  /** A settings edit: the part of the settings it changed, before and after, in the audit log. */
  function editSetting(
    callerId: number,
    key: FinanceSettingKey,
    reason: string | undefined,
    write: (tx: Tx) => Promise<Change<FinanceSettings>>,
  ): Promise<FinanceSettings> {
    return access.act(callerId, 'finance', async (tx) => {
      const { before, after } = await write(tx);
      return {
        result: after,
        audit: [
          {
            action: `finance.${key}`,
            targetKind: SETTING_TARGET,
            targetId: key,
            before: before[key],
            after: after[key],
            reason: reason ?? null,
          },
        ],
      };
    });
  }

  /** A withdrawal action: money moves, so the reason is required and lands in the audit row. */
  function onWithdrawal(
    callerId: number,
    action: string,
    id: number,
    reason: string,
    work: (tx: Tx) => Promise<Reviewed>,
  ) {
    return access.act(callerId, 'finance', async (tx) => {
      const done = await work(tx);
      const outcome: ActOutcome<Reviewed['after']> = {
        result: done.after,
        audit: [
          {
            action,
            targetKind: 'withdrawal',
            targetId: id,
            before: done.before,
            after: done.after,
            reason,
          },
        ],
        afterCommit: done.afterCommit,
      };
      return outcome;
    });
  }

  return {
    async settings(callerId: number): Promise<FinanceSettings> {
      await access.authorise(callerId, 'finance');
      return wallet.settings.view();
    },

    setCrystalPrice(
      callerId: number,
      body: { price: number; custom_min?: number; custom_max?: number; reason?: string },
    ) {
      return editSetting(callerId, 'crystal_price', body.reason, (tx) =>
        wallet.settings.setCrystalPrice(tx, callerId, body),
      );
    },

    setUsdCourse(callerId: number, body: { rates: Record<string, number>; reason?: string }) {
      return editSetting(callerId, 'usd_course', body.reason, (tx) =>
        wallet.settings.setUsdCourse(tx, callerId, body.rates),
      );
    },

    /** Minor units, as the contract reads them. */
    setWithdrawLimits(
      callerId: number,
      body: {
        min: number;
        max: number;
        daily_max: number;
        approval_above: number;
        reason?: string;
      },
    ) {
      const limits = {
        min: body.min,
        max: body.max,
        dailyMax: body.daily_max,
        approvalAbove: body.approval_above,
      };
      return editSetting(callerId, 'withdraw_limits', body.reason, (tx) =>
        wallet.settings.setWithdrawLimits(tx, callerId, limits),
      );
    },

    setNetwork(
      callerId: number,
      code: string,
      body: { is_enabled?: boolean; fee?: number; reason?: string },
    ) {
      return access.act(callerId, 'finance', async (tx) => {
        const { before, after } = await wallet.settings.setNetwork(tx, callerId, code, body);
        const entry = (settings: FinanceSettings) => settings.networks.find((n) => n.code === code);
        return {
          result: after,
          audit: [
            {
              action: 'finance.network',
              targetKind: 'wallet_network',
              targetId: code,
              before: entry(before),
              after: entry(after),
              reason: body.reason ?? null,
            },
          ],
        };
      });
    },

    resetSetting(callerId: number, key: FinanceSettingKey, reason: string | undefined) {
      return access.act(callerId, 'finance', async (tx) => {
        const { before, after } = await wallet.settings.reset(tx, key);
        return {
          result: after,
          audit: [
            {
              action: 'finance.setting_reset',
              targetKind: SETTING_TARGET,
              targetId: key,
              before: before[key],
              after: after[key],
              reason: reason ?? null,
            },
          ],
        };
      });
    },

    async packs(callerId: number) {
      await access.authorise(callerId, 'finance');
      return wallet.settings.packs();
    },

    /** Crystals in minor units (as the contract reads them), price in dollars. */
    createPack(callerId: number, body: { crystals: number; price: number; reason?: string }) {
      return access.act(callerId, 'finance', async (tx) => {
        const pack = await wallet.settings.createPack(tx, {
          crystals: body.crystals,
          priceCents: toCents(body.price),
        });
        return {
          result: pack,
          audit: [
            {
              action: 'finance.pack_create',
              targetKind: 'crystal_pack',
              targetId: pack.id,
              before: null,
              after: pack,
              reason: body.reason ?? null,
            },
          ],
        };
      });
    },

    updatePack(
      callerId: number,
      id: number,
      body: { crystals?: number; price?: number; is_active?: boolean; reason?: string },
    ) {
      return access.act(callerId, 'finance', async (tx) => {
        const { before, after } = await wallet.settings.updatePack(tx, id, {
          ...(body.crystals === undefined ? {} : { crystals: body.crystals }),
          ...(body.price === undefined ? {} : { priceCents: toCents(body.price) }),
          ...(body.is_active === undefined ? {} : { isActive: body.is_active }),
        });
        return {
          result: after,
          audit: [
            {
              action: 'finance.pack_update',
              targetKind: 'crystal_pack',
              targetId: id,
              before,
              after,
              reason: body.reason ?? null,
            },
          ],
        };
      });
    },

    deletePack(callerId: number, id: number, reason: string | undefined) {
      return access.act(callerId, 'finance', async (tx) => {
        const before = await wallet.settings.deletePack(tx, id);
        return {
          result: { deleted: true as const },
          audit: [
            {
              action: 'finance.pack_delete',
              targetKind: 'crystal_pack',
              targetId: id,
              before,
              after: null,
              reason: reason ?? null,
            },
          ],
        };
      });
    },

    async withdrawals(
      callerId: number,
      filter: { status: WithdrawalStatus; userId: number | undefined },
      window: PageWindow,
    ) {
      await access.authorise(callerId, 'finance');
      return wallet.review.list(filter, window);
    },

    approveWithdrawal(callerId: number, id: number, reason: string) {
      return onWithdrawal(callerId, 'finance.withdrawal_approve', id, reason, (tx) =>
        wallet.review.approve(tx, callerId, id),
      );
    },

    rejectWithdrawal(callerId: number, id: number, reason: string) {
      return onWithdrawal(callerId, 'finance.withdrawal_reject', id, reason, (tx) =>
        wallet.review.reject(tx, callerId, id, reason),
      );
    },

    async stuckPayouts(callerId: number, minutes: Minutes, window: PageWindow) {
      await access.authorise(callerId, 'finance');
      return wallet.review.stuck(minutes, window);
    },

    resolvePayout(callerId: number, id: number, resolution: StuckResolution, reason: string) {
      return onWithdrawal(callerId, `finance.payout_${resolution}`, id, reason, (tx) =>
        wallet.review.resolve(tx, callerId, id, resolution),
      );
    },

    /** Read only, for the users section: no audit row (reads are not logged anywhere else either). */
    async userLedger(callerId: number, userId: number, book: Book | undefined, window: PageWindow) {
      await access.authorise(callerId, 'users');
      if (!(await repo.user(db, userId))) throw new AppError('not_found', 'Not found.');
      return wallet.history.history(userId, book, window);
    },
  };
}

export type OperatorFinanceService = ReturnType<typeof createOperatorFinanceService>;
