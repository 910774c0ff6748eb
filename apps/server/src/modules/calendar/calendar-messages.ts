// The calendar module's error messages in every language the API answers in, by a stable code.
import { messageCatalogue } from '../../platform/http/localized-errors.js';

export const calendarMessage = messageCatalogue({
  not_a_date: {
    en: 'Not a real date.',
    ua: 'Такої дати не існує.',
    cn: '不是有效的日期。',
  },
  not_a_date_time: {
    en: 'Not a real date and time.',
    ua: 'Такої дати й часу не існує.',
    cn: '不是有效的日期和时间。',
  },
  unknown_time_zone: {
    en: 'Unknown time zone.',
    ua: 'Невідомий часовий пояс.',
    cn: '未知的时区。',
  },
  range_backwards: {
    en: 'The range must end after it starts.',
    ua: 'Кінець проміжку має бути пізніше за початок.',
    cn: '结束时间必须晚于开始时间。',
  },
  // "днів" agrees with the limit, 366 (calendar-days.ts).
  range_too_long: {
    en: 'A range spans at most {days} days.',
    ua: 'Проміжок охоплює щонайбільше {days} днів.',
    cn: '时间范围最多 {days} 天。',
  },
  no_such_event: {
    en: 'No such event in your calendar.',
    ua: 'У вашому календарі немає такої події.',
    cn: '你的日历中没有该事件。',
  },
  no_such_feed: {
    en: 'No such calendar feed.',
    ua: 'Такої підписки на календар немає.',
    cn: '没有该日历订阅。',
  },
});
