// The calendar's refusals in the language of the request: a bad range, an event that is not the
// caller's and an unknown feed, in Ukrainian, Chinese and (without a header) English.
import { calendarEndpoints as api } from '@clutch/contract/calendar';
import { describe, expect, it } from 'vitest';
import { acceptLanguage, testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();
const client = testClient(t);

describe('calendar messages in the language of the request', () => {
  it.each([
    ['uk-UA,uk;q=0.9', 'Невідомий часовий пояс.'],
    ['zh-CN', '未知的时区。'],
    [undefined, 'Unknown time zone.'],
  ])('names an unknown time zone with Accept-Language %s', async (lang, text) => {
    const user = await createUser(t);
    const res = await client.call(api.userEvents, {
      as: user,
      query: { date_start: '2026-03-01', date_end: '2026-03-31', tz: 'Mars/Olympus' },
      headers: acceptLanguage(lang),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ tz: [text] });
  });

  it('fills the longest range into the Ukrainian and Chinese texts', async () => {
    const user = await createUser(t);
    const tooLong = (lang: string) =>
      client.call(api.userEvents, {
        as: user,
        query: { date_start: '2026-01-01', date_end: '2027-06-30' },
        headers: acceptLanguage(lang),
      });
    expect((await tooLong('uk')).error).toEqual({
      date_end: ['Проміжок охоплює щонайбільше 366 днів.'],
    });
    expect((await tooLong('zh-CN')).error).toEqual({ date_end: ['时间范围最多 366 天。'] });
  });

  it.each([
    ['uk', 'У вашому календарі немає такої події.'],
    ['zh-CN', '你的日历中没有该事件。'],
    [undefined, 'No such event in your calendar.'],
  ])('answers hiding an event that is not the caller’s for %s', async (lang, text) => {
    const user = await createUser(t);
    const res = await client.call(api.deleteEvent, {
      as: user,
      params: { eventId: 999_999_999 },
      headers: acceptLanguage(lang),
    });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: text });
  });

  it.each([
    ['uk', 'Такої підписки на календар немає.'],
    [undefined, 'No such calendar feed.'],
  ])('answers an unknown feed token for %s', async (lang, text) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/events_calendar/feed/not-a-token.ics',
      headers: acceptLanguage(lang),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: text });
  });
});
