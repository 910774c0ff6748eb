// Which events of running tournaments become notifications: a match ready or started, postponed,
// won (its own types), and the start, the end (with the place for the top three) and a cancellation
// (system notices). Each is keyed by the event and the user, so every user gets one per event.
import type { NotificationType } from '@clutch/contract/notifications';
import { WIN_MESSAGE } from '@clutch/contract/tournament-live';
import type { AppEvent } from '../../app-events.js';
import { NOTICE_TEXT } from '../tournaments/core/tournaments.service.js';
import type { NotificationDraft } from './notifications.service.js';

const tournamentLink = (tournamentId: number) => `/tournaments/${String(tournamentId)}`;

interface About {
  tournamentId: number;
  matchId?: number;
  text: string;
}

/** One draft per user, keyed `<what>:<user id>`. */
function toEach(userIds: readonly number[], type: NotificationType, key: string, about: About) {
  return [...new Set(userIds)].map((userId): NotificationDraft => ({
    key: `${key}:${String(userId)}`,
    userId,
    type,
    attributes: {
      tournament_id: about.tournamentId,
      ...(about.matchId === undefined ? {} : { match_id: about.matchId }),
      link: tournamentLink(about.tournamentId),
      text: about.text,
    },
  }));
}

function matchNotices(event: AppEvent): NotificationDraft[] {
  switch (event.type) {
    case 'MatchStatusChanged': {
      const text =
        event.status === 'ready' ? NOTICE_TEXT.ready(event.startTime) : NOTICE_TEXT.started;
      const key = `match_${event.status}:${String(event.matchId)}`;
      return toEach(event.userIds, 'match_ready', key, { ...event, text });
    }
    case 'MatchPostponed': {
      // Each postponement is news, so the new time is part of the key.
      const key = `match_postponed:${String(event.matchId)}:${event.startTime}`;
      const text = NOTICE_TEXT.postponed(event.startTime);
      return toEach(event.userIds, 'match_postponed', key, { ...event, text });
    }
    case 'MatchWon': {
      const key = `match_win:${String(event.matchId)}`;
      return toEach(event.userIds, 'match_win', key, { ...event, text: WIN_MESSAGE });
    }
    default:
      return [];
  }
}

export function tournamentNotificationsFor(event: AppEvent): NotificationDraft[] {
  switch (event.type) {
    case 'TournamentStarted': {
      const id = event.tournamentId;
      return event.firstMatches.flatMap((first) =>
        toEach([first.userId], 'system', `tournament_started:${String(id)}`, {
          tournamentId: id,
          matchId: first.matchId,
          text: NOTICE_TEXT.tournamentStarted(first.startTime),
        }),
      );
    }
    case 'TournamentFinished': {
      const id = event.tournamentId;
      return [...new Set(event.userIds)].flatMap((userId) => {
        const place = event.podium.find((p) => p.userId === userId)?.place ?? null;
        const text = NOTICE_TEXT.finished(place);
        return toEach([userId], 'system', `tournament_finished:${String(id)}`, {
          tournamentId: id,
          text,
        });
      });
    }
    case 'TournamentCancelled': {
      const id = event.tournamentId;
      const text = NOTICE_TEXT.cancelled[event.reason];
      const key = `tournament_cancelled:${String(id)}`;
      return toEach(event.userIds, 'system', key, { tournamentId: id, text });
    }
    default:
      return matchNotices(event);
  }
}
