// The panel's list grouped by the viewer's own calendar day (spec 2: "grouped by date"), newest day
// first, each day headed Today, Yesterday or its date.
import type { Notification } from '@clutch/contract/notifications';

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

export interface DayGroup {
  /** yyyy-mm-dd in the viewer's time zone. */
  key: string;
  label: DayLabel;
  items: Notification[];
}

const pad = (value: number) => String(value).padStart(2, '0');

export function localDayKey(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function labelFor(day: Date, now: Date): DayLabel {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  const key = localDayKey(day);
  if (key === localDayKey(now)) return { kind: 'today' };
  if (key === localDayKey(yesterday)) return { kind: 'yesterday' };
  return { kind: 'date', date: day };
}

/** Keeps the list's order (newest first) inside each day and across days. */
export function groupByDay(items: readonly Notification[], now: Date): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const created = new Date(item.created);
    const key = localDayKey(created);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: labelFor(created, now), items: [item] });
  }
  return groups;
}
