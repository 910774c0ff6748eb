// The calendar's listener on events-updates (the server joins the user's own room on open, so pushes
// carry no request_id). Month view only raises the new-data flag (not for the echo of a change made
// here, which reloads anyway); the other views patch their loaded ranges in place. A reconnect may
// have missed pushes: month view raises the flag, the other views read their ranges again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveSocket } from '../../lib/live-socket';
import { patchDayQueries, refreshCalendar, staleMonthQueries } from './api/user-events';
import { applyCalendarPush, parseCalendarFrame } from './live-updates';
import { isOwnChangeEcho } from './own-changes';

export function useCalendarUpdates({
  isMonthView,
  timeZone,
  onNewData,
}: {
  isMonthView: boolean;
  timeZone: string;
  onNewData: () => void;
}): void {
  const queryClient = useQueryClient();
  const latest = useRef({ isMonthView, onNewData });
  useEffect(() => {
    latest.current = { isMonthView, onNewData };
  }, [isMonthView, onNewData]);

  useEffect(() => {
    let opens = 0;
    const listening = liveSocket.listen('events-updates', {
      onOpen: () => {
        opens += 1;
        if (opens === 1) return;
        if (latest.current.isMonthView) latest.current.onNewData();
        else void refreshCalendar(queryClient);
      },
      onFrame: (frame) => {
        const push = parseCalendarFrame(frame);
        if (push === null) return;
        const isEcho = isOwnChangeEcho(push.data.id);
        if (latest.current.isMonthView) {
          if (!isEcho) latest.current.onNewData();
          return;
        }
        patchDayQueries(queryClient, (days) => applyCalendarPush(days, push, timeZone));
        void staleMonthQueries(queryClient);
      },
    });
    return () => listening.stop();
  }, [queryClient, timeZone]);
}
