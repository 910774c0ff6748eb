// The wallet's messages to users and operators in every language the API answers in, by a stable
// code, and crystal amounts worded for each language (Ukrainian needs the plural form of the noun).
// Webhook refusals stay English: they answer a payment provider, never a person.
import { toCrystals, type Book } from '@clutch/contract/money';
import type { MessageLanguage } from '@clutch/contract/validation';
import type { Provider, WithdrawalStatus } from '@clutch/contract/wallet';
import { messageCatalogue, type LocalizedMessage } from '../../platform/http/localized-errors.js';

export const walletMessage = messageCatalogue({
  not_enough_crystals: {
    en: 'Not enough crystals on the balance for this.',
    ua: 'Недостатньо кристалів на балансі.',
    cn: '余额中的水晶不足。',
  },
  // `missing` is the bare number English has always shown; `crystals` is the worded amount.
  not_enough_crystals_missing: {
    en: 'Not enough crystals on the balance for this. {missing} more crystals are needed.',
    ua: 'Недостатньо кристалів на балансі. Потрібно ще: {crystals}.',
    cn: '余额中的水晶不足。还需要 {crystals}。',
  },
  not_enough_demo_crystals_missing: {
    en: 'Not enough crystals on the balance for this. {missing} more demo crystals are needed.',
    ua: 'Недостатньо демо-кристалів на балансі. Потрібно ще: {crystals}.',
    cn: '余额中的演示水晶不足。还需要 {crystals}。',
  },
  crystals_not_held: {
    en: 'These crystals are no longer held.',
    ua: 'Ці кристали більше не зарезервовані.',
    cn: '这些水晶已不再被预留。',
  },
  demo_balance_full: {
    en: 'The demo balance is already {amount} crystals or more.',
    ua: 'На демо-балансі вже {crystals} або більше.',
    cn: '演示余额已达到 {crystals} 或更多。',
  },
  no_pack: {
    en: 'There is no such crystal pack.',
    ua: 'Такого набору кристалів немає.',
    cn: '没有这个水晶套餐。',
  },
  custom_max_below_min: {
    en: 'The largest custom purchase must not be below the smallest ({min}).',
    ua: 'Найбільша довільна покупка не може бути меншою за найменшу ({min}).',
    cn: '自定义购买的上限不能低于下限（{min}）。',
  },
  no_network: {
    en: 'There is no network {code}.',
    ua: 'Мережі {code} немає.',
    cn: '没有 {code} 网络。',
  },
  setting_not_overridden: {
    en: 'The {setting} is not overridden.',
    ua: 'Налаштування «{setting}» не перевизначено.',
    cn: '设置“{setting}”未被覆盖。',
  },
  pack_has_orders: {
    en: 'Orders name this pack, so it cannot be deleted; disable it instead.',
    ua: 'На цей набір посилаються замовлення, тож його не можна видалити; вимкніть його натомість.',
    cn: '已有订单使用此套餐，无法删除；请改为停用。',
  },
  provider_silent: {
    en: 'The payment provider did not answer; try again shortly.',
    ua: 'Платіжний сервіс не відповів; спробуйте ще раз трохи згодом.',
    cn: '支付服务商没有响应，请稍后重试。',
  },
  checkout_busy: {
    en: 'The payment could not be recorded just now; try again in a moment.',
    ua: 'Зараз не вдалося записати платіж; спробуйте ще раз за мить.',
    cn: '暂时无法记录这笔付款，请稍后重试。',
  },
  provider_unavailable: {
    en: 'Payments through {provider} are not available on this server.',
    ua: 'Оплата через {provider} на цьому сервері недоступна.',
    cn: '此服务器不支持通过{provider}付款。',
  },
  custom_outside: {
    en: 'Buy between {min} and {max} crystals.',
    ua: 'Оберіть від {min} до {max} кристалів.',
    cn: '请购买 {min} 到 {max} 个水晶。',
  },
  payment_too_large: {
    en: 'That is more than one payment can be for.',
    ua: 'Це більше, ніж можна сплатити одним платежем.',
    cn: '超出了单笔付款的上限。',
  },
  no_order: {
    en: 'There is no such order.',
    ua: 'Такого замовлення немає.',
    cn: '没有这个订单。',
  },
  no_checkout: {
    en: 'There is no such checkout.',
    ua: 'Такої оплати немає.',
    cn: '没有这个付款页面。',
  },
  order_paid: {
    en: 'This order is already paid.',
    ua: 'Це замовлення вже оплачено.',
    cn: '此订单已付款。',
  },
  order_cancelled: {
    en: 'This order was cancelled.',
    ua: 'Це замовлення скасовано.',
    cn: '此订单已取消。',
  },
  transfer_to_self: {
    en: 'You cannot send crystals to yourself.',
    ua: 'Не можна надсилати кристали самому собі.',
    cn: '不能给自己发送水晶。',
  },
  user_not_found: {
    en: 'User not found.',
    ua: 'Користувача не знайдено.',
    cn: '未找到该用户。',
  },
  transfer_blocked: {
    en: 'You cannot send crystals to this user.',
    ua: 'Цьому користувачу не можна надсилати кристали.',
    cn: '不能向该用户发送水晶。',
  },
  transfer_not_found: {
    en: 'Transfer not found.',
    ua: 'Переказ не знайдено.',
    cn: '未找到该转账。',
  },
  transfer_returned: {
    en: 'This transfer has already been returned.',
    ua: 'Цей переказ уже повернено.',
    cn: '此转账已退回。',
  },
  withdrawal_not_found: {
    en: 'No withdrawal with this id.',
    ua: 'Виведення з таким id немає.',
    cn: '没有此 ID 的提现。',
  },
  payment_settings_incomplete: {
    en: 'Fill in your payment settings before withdrawing: {missing}.',
    ua: 'Перед виведенням заповніть платіжні дані: {missing}.',
    cn: '提现前请填写收款设置：{missing}。',
  },
  withdraw_smallest: {
    en: 'The smallest withdrawal is {min}.',
    ua: 'Найменша сума виведення — {min}.',
    cn: '单笔提现至少 {min}。',
  },
  withdraw_largest: {
    en: 'The largest withdrawal is {max}.',
    ua: 'Найбільша сума виведення за раз — {max}.',
    cn: '单笔提现最多 {max}。',
  },
  withdraw_below_fee: {
    en: 'The amount must be more than the {network} fee of {fee}.',
    ua: 'Сума має перевищувати комісію мережі {network} ({fee}).',
    cn: '数量必须大于 {network} 网络的手续费（{fee}）。',
  },
  withdrawals_paused: {
    en: 'Withdrawals are paused: no network is open for payouts right now.',
    ua: 'Виведення призупинено: зараз жодна мережа не відкрита для виплат.',
    cn: '提现已暂停：目前没有可用于出款的网络。',
  },
  choose_network: {
    en: 'Choose a network we pay out over: {networks}.',
    ua: 'Оберіть мережу, якою ми виплачуємо: {networks}.',
    cn: '请选择我们支持出款的网络：{networks}。',
  },
  not_an_address: {
    en: 'This is not a {network} address. It looks like {example}.',
    ua: 'Це не адреса в мережі {network}. Вона має такий вигляд: {example}.',
    cn: '这不是 {network} 地址。地址格式如：{example}。',
  },
  daily_limit: {
    en: 'This would pass the daily withdrawal limit of {limit}: {left} left for the next 24 hours.',
    ua: 'Це перевищить добовий ліміт виведення ({limit}): на найближчі 24 години залишок — {left}.',
    cn: '这将超过每日提现限额 {limit}：未来 24 小时内还可提现 {left}。',
  },
  network_differs: {
    en: 'The network {network} differs from {type} in the path.',
    ua: 'Мережа {network} не збігається з {type} у шляху.',
    cn: '网络 {network} 与路径中的 {type} 不一致。',
  },
  own_withdrawal: {
    en: 'An operator may not approve their own withdrawal; another operator has to.',
    ua: 'Оператор не може схвалити власне виведення; це має зробити інший оператор.',
    cn: '操作员不能批准自己的提现，需由其他操作员处理。',
  },
  own_payout: {
    en: 'An operator may not settle their own payout by hand; another operator has to.',
    ua: 'Оператор не може вручну завершити власну виплату; це має зробити інший оператор.',
    cn: '操作员不能手动结算自己的出款，需由其他操作员处理。',
  },
  not_waiting_for_approval: {
    en: 'This withdrawal is {status}, not waiting for approval.',
    ua: 'Це виведення має статус «{status}» і не чекає схвалення.',
    cn: '此提现的状态为“{status}”，并非待审批。',
  },
  not_processing: {
    en: 'This withdrawal is {status}, not processing.',
    ua: 'Це виведення має статус «{status}» і не обробляється.',
    cn: '此提现的状态为“{status}”，并非处理中。',
  },
  payout_not_stuck: {
    en: 'This payout is still on its way (scheduled or being retried); it is not stuck.',
    ua: 'Ця виплата ще в дорозі (запланована або повторюється); вона не застрягла.',
    cn: '这笔出款仍在处理中（已排期或正在重试），并未卡住。',
  },
});

type WalletMessageCode = Parameters<typeof walletMessage>[0];

/** English has always shown the status code with its first underscore as a space. */
const STATUS_NAMES: Readonly<Record<MessageLanguage, Readonly<Record<WithdrawalStatus, string>>>> =
  {
    en: {
      pending_approval: 'pending approval',
      processing: 'processing',
      paid: 'paid',
      failed: 'failed',
      rejected: 'rejected',
    },
    ua: {
      pending_approval: 'чекає схвалення',
      processing: 'обробляється',
      paid: 'виплачено',
      failed: 'не вдалося',
      rejected: 'відхилено',
    },
    cn: {
      pending_approval: '待审批',
      processing: '处理中',
      paid: '已支付',
      failed: '失败',
      rejected: '已拒绝',
    },
  };

/** A withdrawal that is not where an action needs it, naming its status in the language asked for. */
export const withdrawalNotIn =
  (
    code: 'not_waiting_for_approval' | 'not_processing',
    status: WithdrawalStatus,
  ): LocalizedMessage =>
  (language) =>
    walletMessage(code, { status: STATUS_NAMES[language][status] })(language);

const PROVIDER_TITLES: Readonly<Record<MessageLanguage, Readonly<Record<Provider, string>>>> = {
  en: { sandbox: 'the sandbox', stripe: 'Stripe', crypto: 'crypto' },
  ua: { sandbox: 'пісочницю', stripe: 'Stripe', crypto: 'криптовалюту' },
  cn: { sandbox: '沙盒', stripe: ' Stripe ', crypto: '加密货币' },
};

export const providerUnavailable =
  (provider: Provider): LocalizedMessage =>
  (language) =>
    walletMessage('provider_unavailable', { provider: PROVIDER_TITLES[language][provider] })(
      language,
    );

// Ukrainian nouns after a number: 1 кристал, 2 кристали, 5 кристалів, 2.5 кристала.
const UA_PLURAL = new Intl.PluralRules('uk');
const UA_FORMS: Readonly<Record<string, string>> = {
  one: 'кристал',
  few: 'кристали',
  many: 'кристалів',
};

/** An amount of crystals (minor units) with its noun, e.g. `5 crystals`, `1 кристал`, `5 水晶`. */
export function crystalsIn(minor: number, language: MessageLanguage, book: Book = 'real'): string {
  const crystals = toCrystals(minor);
  const demo = book === 'demo';
  if (language === 'ua') {
    const noun = UA_FORMS[UA_PLURAL.select(crystals)] ?? 'кристала';
    return `${String(crystals)} ${demo ? 'демо-' : ''}${noun}`;
  }
  if (language === 'cn') return `${String(crystals)} ${demo ? '演示' : ''}水晶`;
  return `${String(crystals)} ${demo ? 'demo ' : ''}${crystals === 1 ? 'crystal' : 'crystals'}`;
}

/**
 * A catalogue message whose params named in `amounts` are crystal amounts (minor units), worded in
 * the language of the message; `other` params are filled as they are.
 */
export const withCrystals =
  (
    code: WalletMessageCode,
    amounts: Readonly<Record<string, number>>,
    other: Readonly<Record<string, string | number>> = {},
    book: Book = 'real',
  ): LocalizedMessage =>
  (language) =>
    walletMessage(code, {
      ...other,
      ...Object.fromEntries(
        Object.entries(amounts).map(([name, minor]) => [name, crystalsIn(minor, language, book)]),
      ),
    })(language);
