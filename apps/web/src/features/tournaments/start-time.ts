// The start time as the date-time input holds it (`YYYY-MM-DDTHH:mm`, the viewer's own clock) and as
// the API takes it (an instant with its offset, so the server never guesses the zone).

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as the input shows it, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return (
    `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant the input means, or null when it is empty or not a real date. */
export function fromLocalInput(text: string): Date | null {
  const match = LOCAL_INPUT.exec(text.trim());
  if (match === null) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hours === undefined ||
    minutes === undefined
  )
    return null;
  const date = new Date(year, month - 1, day, hours, minutes);
  // new Date rolls 31 February over into March; such a text names no real time.
  return date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hours
    ? date
    : null;
}

/** Whether the input names a time after `now` (the picker offers only those). */
export function isFutureInput(text: string, now: Date): boolean {
  const date = fromLocalInput(text);
  return date !== null && date.getTime() > now.getTime();
}

const STEP_MINUTES = 15;

/**
 * The times of day (24 h, `HH:mm`, every 15 minutes) a match may be moved to on `day`
 * (`YYYY-MM-DD`, the viewer's own calendar): all of them on a later day, only those after `now` today.
 */
export function laterTimes(day: string, now: Date): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += STEP_MINUTES) {
    const text = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    if (isFutureInput(`${day}T${text}`, now)) times.push(text);
  }
  return times;
}
