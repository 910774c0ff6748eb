// What the event modal says about an event: the viewer's roles (from the is_* flags), where its
// link goes (the tournament, else the quick match's page), which status words it shows and the
// actions it offers.
import type { CalendarEvent } from '@clutch/contract/calendar';

export const EVENT_ROLES = ['organizer', 'player', 'pending', 'watcher', 'caster', 'lost'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

export function rolesOf(event: CalendarEvent): EventRole[] {
  const has: Record<EventRole, boolean> = {
    organizer: event.is_organizer,
    player: event.is_player,
    pending: event.is_pending,
    watcher: event.is_watcher,
    caster: event.is_caster,
    lost: event.is_lose_match,
  };
  return EVENT_ROLES.filter((role) => has[role]);
}

/** An unprefixed app path: the tournament's page, or the quick match's (/match/{id}). */
export function eventPath(
  event: CalendarEvent,
): { kind: 'tournament' | 'match'; path: string } | null {
  if (event.tournament !== null) {
    return { kind: 'tournament', path: `/tournaments/${String(event.tournament.id)}` };
  }
  if (event.kind === 'quick_match' && event.match.id !== null) {
    return { kind: 'match', path: `/match/${String(event.match.id)}` };
  }
  return null;
}

export const KNOWN_STATUSES = [
  'scheduled',
  'ready',
  'in_game',
  'finished',
  'registration',
  'running',
  'waiting',
  'ready_check',
  'veto',
  'cancelled',
  'registered',
  'pending',
  'playing',
  'won',
  'lost',
  'eliminated',
] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

/** A status word the texts know, or null for one they do not (shown as the server wrote it). */
export function knownStatus(status: string | null): KnownStatus | null {
  return KNOWN_STATUSES.find((known) => known === status) ?? null;
}

/** Cancelling an application needs the tournament it was made to. */
export function canCancelApplication(event: CalendarEvent): boolean {
  return event.is_pending && event.tournament !== null;
}
