// What the signed-in home picks out of the data it is given: the person's next match from their
// calendar days, a tournament's name in the page's language, and the few results it lists.
import type { CalendarDay, CalendarEvent } from '@clutch/contract/calendar';
import type { MatchHistoryItem } from '@clutch/contract/quickmatch';
import type { Tournament } from '@clutch/contract/tournaments';

/** Matches in these states are behind the player (the calendar's player_status). */
const DONE = new Set(['finished', 'won', 'lost', 'cancelled', 'void', 'walkover']);

/**
 * The earliest match the person plays that has not ended: a bracket match, a tournament whose
 * bracket is not drawn yet, or a quick match. Days repeat an event that spans midnight.
 */
export function nextMatchOf(days: readonly CalendarDay[], now: Date): CalendarEvent | null {
  const seen = new Set<number>();
  const ahead: CalendarEvent[] = [];
  for (const day of days)
    for (const event of day.events) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      if (!event.is_player || event.is_lose_match) continue;
      if (DONE.has(event.match.status) || DONE.has(event.player_status ?? '')) continue;
      if (Date.parse(event.display_end) < now.getTime()) continue;
      ahead.push(event);
    }
  ahead.sort((a, b) => Date.parse(a.match.start_time) - Date.parse(b.match.start_time));
  return ahead[0] ?? null;
}

/** The name in `locale`, English where that one is empty. */
export function tournamentName(tournament: Pick<Tournament, 'translations'>, locale: string) {
  const { en, ua, cn } = tournament.translations;
  const local = locale === 'ua' ? ua.name : locale === 'cn' ? cn.name : en.name;
  return local.trim() === '' ? en.name : local;
}

/** Where a result links: the quick match's statistics or the tournament. */
export function resultPath(result: MatchHistoryItem): string | null {
  if (result.kind === 'quickmatch')
    return `/statistics/${String(result.quick_match?.id ?? result.id)}`;
  return result.tournament ? `/tournaments/${String(result.tournament.id)}` : null;
}

/** Where the next match links: its lobby, or its tournament. */
export function nextMatchPath(event: CalendarEvent): string {
  if (event.kind === 'quick_match') return `/match/${String(event.match.id ?? event.id)}`;
  return event.tournament ? `/tournaments/${String(event.tournament.id)}` : '/tournaments';
}
