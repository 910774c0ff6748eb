// The private iCalendar feed: a token that names the user and their feed's generation, signed with
// HMAC-SHA256 (nothing secret stored; regenerating bumps the generation and voids older tokens), and
// the .ics body written by ical-generator, which calendar apps subscribe to.
import { createHmac, timingSafeEqual } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { displayEndOf, roundLabel, type CalendarEntry } from './calendar-days.js';

const TOKEN = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{32})$/;

export function feedTokens(secret: string) {
  const key = createHmac('sha256', secret).update('clutch calendar feed').digest();
  const mac = (userId: number, generation: number) =>
    createHmac('sha256', key)
      .update(`${String(userId)}.${String(generation)}`)
      .digest('base64url')
      .slice(0, 32);
  return {
    sign: (userId: number, generation: number) =>
      `${String(userId)}.${String(generation)}.${mac(userId, generation)}`,
    /** The user and generation a token carries, or null when it is malformed or forged. */
    verify(token: string): { userId: number; generation: number } | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const generation = Number(match[2]);
      const expected = Buffer.from(mac(userId, generation));
      const given = Buffer.from(match[3] ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, generation };
    },
  };
}

const ROLE_WORDS: [keyof CalendarEntry['roles'], string][] = [
  ['organizer', 'organiser'],
  ['player', 'player'],
  ['pending', 'application pending'],
  ['caster', 'caster'],
  ['watcher', 'watcher'],
];

/** Where an event leads in the web app. */
export function linkOf(entry: CalendarEntry, publicUrl: string): string {
  if (entry.kind === 'quick_match' && entry.matchId !== null)
    return `${publicUrl}/match/${String(entry.matchId)}`;
  return `${publicUrl}/tournaments/${String(entry.tournamentId ?? 0)}`;
}

function summaryOf(entry: CalendarEntry): string {
  if (entry.kind === 'quick_match') return `${entry.title} (quick match)`;
  const round =
    entry.grid !== null && entry.level !== null ? ` · ${roundLabel(entry.grid, entry.level)}` : '';
  return `${entry.title}${round}`;
}

export function icsOf(entries: readonly CalendarEntry[], publicUrl: string): string {
  const calendar = ical({
    name: 'Clutch matches',
    prodId: { company: 'Clutch', product: 'calendar', language: 'EN' },
    url: `${publicUrl}/profile/me/calendar`,
    ttl: 15 * 60,
  });
  const host = new URL(publicUrl).host;
  for (const entry of entries) {
    const roles = ROLE_WORDS.filter(([role]) => entry.roles[role]).map(([, word]) => word);
    const url = linkOf(entry, publicUrl);
    calendar.createEvent({
      id: `${String(entry.id)}@${host}`,
      start: entry.startTime,
      end: displayEndOf(entry),
      summary: summaryOf(entry),
      description: `${roles.join(', ')}\n${url}`,
      url,
      status: entry.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
