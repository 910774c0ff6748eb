// A calendar event's id names what it shows: the source row's id times four plus a tag for the kind,
// so the id is stable, the same for everyone who sees that match, and needs no table of its own.
import type { CalendarEventKind } from '@clutch/contract/calendar';

export const KIND_TAGS: Readonly<Record<CalendarEventKind, number>> = {
  tournament_match: 0,
  tournament: 1,
  quick_match: 2,
};

const KINDS: readonly CalendarEventKind[] = ['tournament_match', 'tournament', 'quick_match'];

export function eventIdOf(kind: CalendarEventKind, sourceId: number): number {
  return sourceId * 4 + KIND_TAGS[kind];
}

/** The kind and source row an event id names, or null for an id no event can have. */
export function sourceOf(eventId: number): { kind: CalendarEventKind; sourceId: number } | null {
  const kind = KINDS[eventId % 4];
  const sourceId = Math.floor(eventId / 4);
  return kind && sourceId > 0 ? { kind, sourceId } : null;
}

export function kindOfTag(tag: number): CalendarEventKind {
  const kind = KINDS[tag];
  if (!kind) throw new RangeError(`unknown calendar kind tag ${String(tag)}`);
  return kind;
}
