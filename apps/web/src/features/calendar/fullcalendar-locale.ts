// FullCalendar's own texts (buttons, day and month names, list headings) follow the app's language:
// i18next runs on en, zh and uk; FullCalendar names them en (built in), zh-cn and uk.
import type { LocaleInput } from '@fullcalendar/core';
import ukLocale from '@fullcalendar/core/locales/uk';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';

export const FULLCALENDAR_LOCALES: LocaleInput[] = [zhCnLocale, ukLocale];

export function fullCalendarLocaleOf(language: string): 'en' | 'zh-cn' | 'uk' {
  if (language.startsWith('zh')) return 'zh-cn';
  if (language.startsWith('uk')) return 'uk';
  return 'en';
}
