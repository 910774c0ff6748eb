// What the conversation shows between its messages: a line for each new day (today, yesterday or
// the date, in the viewer's own time zone) and the "N new messages" line; and the short time a list
// item shows: the time for today, the date otherwise.
import type { ChatMessage } from '@clutch/contract/messenger';
import { formatDate, formatTime } from '../../lib/format';

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

export type TimelineRow =
  | { kind: 'day'; key: string; label: DayLabel }
  | { kind: 'unread'; key: string; count: number }
  | { kind: 'message'; key: string; message: ChatMessage };

const dayKey = (date: Date) =>
  `${String(date.getFullYear())}-${String(date.getMonth() + 1)}-${String(date.getDate())}`;

export function dayLabelOf(timestamp: string, now: Date): DayLabel {
  const date = new Date(timestamp);
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return { kind: 'today' };
  if (dayKey(date) === dayKey(yesterday)) return { kind: 'yesterday' };
  return { kind: 'date', text: formatDate(date) };
}

export function timelineRows(
  messages: readonly ChatMessage[],
  now: Date,
  marker: { beforeId: number; count: number } | null,
): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let lastDay: string | null = null;
  for (const message of messages) {
    const day = dayKey(new Date(message.timestamp));
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, label: dayLabelOf(message.timestamp, now) });
      lastDay = day;
    }
    if (marker !== null && marker.beforeId === message.id) {
      rows.push({ kind: 'unread', key: 'unread', count: marker.count });
    }
    rows.push({ kind: 'message', key: `m-${String(message.id)}`, message });
  }
  return rows;
}

export function listTimeOf(timestamp: string, now: Date): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return dayKey(date) === dayKey(now) ? formatTime(date) : formatDate(date);
}
