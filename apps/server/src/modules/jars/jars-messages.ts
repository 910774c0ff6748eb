// The jars' messages in every language the API answers in, by a stable code, and crystal amounts
// worded for each language (Ukrainian needs the plural form of the noun).
import { toCrystals } from '@clutch/contract/money';
import type { MessageLanguage } from '@clutch/contract/validation';
import { messageCatalogue, type LocalizedMessage } from '../../platform/http/localized-errors.js';

export const jarMessage = messageCatalogue({
  jar_not_found: {
    en: 'Jar not found.',
    ua: 'Банку не знайдено.',
    cn: '未找到该存钱罐。',
  },
  team_not_found: {
    en: 'Team not found.',
    ua: 'Команду не знайдено.',
    cn: '未找到该战队。',
  },
  user_not_found: {
    en: 'User not found.',
    ua: 'Користувача не знайдено.',
    cn: '未找到该用户。',
  },
  creator_only_edit: {
    en: "Only the jar's creator can edit it.",
    ua: 'Лише творець банки може її редагувати.',
    cn: '只有存钱罐的创建者可以编辑它。',
  },
  creator_only_delete: {
    en: "Only the jar's creator can delete it.",
    ua: 'Лише творець банки може її видалити.',
    cn: '只有存钱罐的创建者可以删除它。',
  },
  creator_only_break: {
    en: "Only the jar's creator can break it.",
    ua: 'Лише творець банки може її розбити.',
    cn: '只有存钱罐的创建者可以打开它。',
  },
  leader_only_add: {
    en: "Only the team's leader can add jars.",
    ua: 'Лише лідер команди може додавати банки.',
    cn: '只有战队队长可以添加存钱罐。',
  },
  leader_only_remove: {
    en: "Only the team's leader can remove jars.",
    ua: 'Лише лідер команди може прибирати банки.',
    cn: '只有战队队长可以移除存钱罐。',
  },
  leader_only_edit: {
    en: "Only the team's leader can edit jars.",
    ua: 'Лише лідер команди може редагувати банки.',
    cn: '只有战队队长可以编辑存钱罐。',
  },
  broken_not_editable: {
    en: 'A broken jar cannot be edited.',
    ua: 'Розбиту банку не можна редагувати.',
    cn: '已打开的存钱罐无法编辑。',
  },
  prize_type_fixed: {
    en: 'A tournament pays this jar out: its type is fixed until it ends.',
    ua: 'Цю банку виплачує турнір: її тип не можна змінити, доки він не завершиться.',
    cn: '此存钱罐由锦标赛发放：锦标赛结束前无法更改其类型。',
  },
  donated_not_deletable: {
    en: 'A jar that received donations cannot be deleted.',
    ua: 'Банку, до якої надходили внески, не можна видалити.',
    cn: '收到过捐赠的存钱罐无法删除。',
  },
  break_instead: {
    en: 'This jar has received crystals: break it instead of deleting it.',
    ua: 'До цієї банки вже надходили кристали: розбийте її замість видалення.',
    cn: '此存钱罐已收到水晶：请打开它，而不是删除。',
  },
  already_broken: {
    en: 'This jar is already broken.',
    ua: 'Цю банку вже розбито.',
    cn: '此存钱罐已被打开。',
  },
  tournament_pays_prize: {
    en: 'Its tournament pays this prize jar out.',
    ua: 'Цю призову банку виплачує її турнір.',
    cn: '此奖金存钱罐由其锦标赛发放。',
  },
  own_jars_only: {
    en: 'Only your own jars that are not broken can be added to the team.',
    ua: 'До команди можна додати лише власні нерозбиті банки.',
    cn: '只能将你自己的、未打开的存钱罐添加到战队。',
  },
  not_attached: {
    en: 'This jar is not attached to the team.',
    ua: 'Ця банка не прикріплена до команди.',
    cn: '此存钱罐未关联到该战队。',
  },
  unlimited_has_target: {
    en: 'An unlimited jar has no target: leave target_amount out.',
    ua: 'Безлімітна банка не має цілі: не вказуйте target_amount.',
    cn: '无目标的存钱罐没有目标金额：请不要填写 target_amount。',
  },
  target_required: {
    en: 'Set a target amount, or make the jar unlimited.',
    ua: 'Вкажіть цільову суму або зробіть банку безлімітною.',
    cn: '请设置目标金额，或将存钱罐设为无目标。',
  },
  // `amount` is the bare number English shows; `crystals` is the worded amount.
  target_below_collected: {
    en: 'The jar already holds {amount} crystals; the target cannot be lower.',
    ua: 'У банці вже {crystals}; ціль не може бути меншою.',
    cn: '存钱罐中已有 {crystals}，目标不能更低。',
  },
  broken_no_donations: {
    en: 'This jar is broken; it takes no donations.',
    ua: 'Цю банку розбито; внески до неї не приймаються.',
    cn: '此存钱罐已打开，不再接受捐赠。',
  },
  full_no_donations: {
    en: 'This jar is full; it takes no more donations.',
    ua: 'Ця банка заповнена; нові внески не приймаються.',
    cn: '此存钱罐已满，不再接受捐赠。',
  },
  over_target: {
    en: 'At most {amount} crystals can still go into this jar.',
    ua: 'До цієї банки можна внести ще щонайбільше {crystals}.',
    cn: '此存钱罐最多还能放入 {crystals}。',
  },
});

type JarMessageCode = Parameters<typeof jarMessage>[0];

// Ukrainian nouns after a number: 1 кристал, 2 кристали, 5 кристалів, 2.5 кристала.
const UA_PLURAL = new Intl.PluralRules('uk');
const UA_FORMS: Readonly<Record<string, string>> = {
  one: 'кристал',
  few: 'кристали',
  many: 'кристалів',
};

function crystalsIn(minor: number, language: MessageLanguage): string {
  const crystals = toCrystals(minor);
  if (language === 'ua')
    return `${String(crystals)} ${UA_FORMS[UA_PLURAL.select(crystals)] ?? 'кристала'}`;
  if (language === 'cn') return `${String(crystals)} 水晶`;
  return `${String(crystals)} ${crystals === 1 ? 'crystal' : 'crystals'}`;
}

/** A message naming an amount (minor units): `{amount}` is the bare number, `{crystals}` worded. */
export const withAmount =
  (code: JarMessageCode, minor: number): LocalizedMessage =>
  (language) =>
    jarMessage(code, { amount: toCrystals(minor), crystals: crystalsIn(minor, language) })(
      language,
    );
