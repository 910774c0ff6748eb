// Events this tab itself just hid or left (delete from calendar, cancel application). The server
// echoes such a change on events-updates; month view reloads after the change anyway, so that echo
// must not raise the new-data banner.

const LIMIT = 100;
const ids = new Set<number>();

export function rememberOwnChange(eventId: number): void {
  ids.add(eventId);
  if (ids.size > LIMIT) {
    const oldest = ids.values().next();
    if (oldest.done !== true) ids.delete(oldest.value);
  }
}

/** True once for an event this tab changed: the echo is spent. */
export function isOwnChangeEcho(eventId: number): boolean {
  return ids.delete(eventId);
}
