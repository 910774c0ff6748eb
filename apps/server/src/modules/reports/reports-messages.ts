// The reports module's messages in every language the API answers in, by a stable code.
import { MAX_OPEN_REPORTS_PER_TARGET, REPORT_MAX_FILES } from '@clutch/contract/reports';
import { messageCatalogue } from '../../platform/http/localized-errors.js';

export const reportsMessage = messageCatalogue({
  not_found: {
    en: 'Not found.',
    ua: 'Не знайдено.',
    cn: '未找到。',
  },
  choose_reason: {
    en: 'Choose one of the listed reasons.',
    ua: 'Виберіть одну з наведених причин.',
    cn: '请从列出的原因中选择一个。',
  },
  report_self: {
    en: 'You cannot report yourself.',
    ua: 'Не можна поскаржитися на самого себе.',
    cn: '不能举报自己。',
  },
  no_such_user: {
    en: 'There is no such user.',
    ua: 'Такого користувача немає.',
    cn: '没有这个用户。',
  },
  name_the_match: {
    en: 'Name the match this kind refers to.',
    ua: 'Вкажіть матч, до якого це стосується.',
    cn: '请指明此类型对应的比赛。',
  },
  match_not_played: {
    en: 'You and the reported user did not play this match.',
    ua: 'Ви й користувач, на якого скаржитеся, не грали в цьому матчі.',
    cn: '你和被举报的用户没有参加这场比赛。',
  },
  not_both_in_chat: {
    en: 'You and the reported user are not both in this chat.',
    ua: 'Ви й користувач, на якого скаржитеся, не обоє в цьому чаті.',
    cn: '你和被举报的用户并不都在此聊天中。',
  },
  too_many_files: {
    en: `Attach at most ${String(REPORT_MAX_FILES)} pictures.`,
    ua: `Найбільша кількість зображень: ${String(REPORT_MAX_FILES)}.`,
    cn: `最多可添加 ${String(REPORT_MAX_FILES)} 张图片。`,
  },
  too_many_open: {
    en: `You already have ${String(MAX_OPEN_REPORTS_PER_TARGET)} reports about this user waiting for a decision.`,
    ua: `Ваших скарг на цього користувача, що чекають на рішення, уже ${String(MAX_OPEN_REPORTS_PER_TARGET)}: це найбільше.`,
    cn: `你已有 ${String(MAX_OPEN_REPORTS_PER_TARGET)} 条关于该用户的举报正在等待处理。`,
  },
  send_as_json_or_multipart: {
    en: 'Send the report as JSON or multipart/form-data.',
    ua: 'Надішліть скаргу як JSON або multipart/form-data.',
    cn: '请以 JSON 或 multipart/form-data 格式提交举报。',
  },
  already_decided: {
    en: 'This report has already been decided.',
    ua: 'За цією скаргою вже ухвалено рішення.',
    cn: '此举报已处理。',
  },
});
