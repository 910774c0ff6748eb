// Where opening a notification leads. Invitations that are answered in the tournament page's invite
// modal (spec 2 section 4) lead to it with what the modal needs: a player or watcher invitation to
// its /join/tournament link, an ownership offer or a commentator invitation to the tournament's page
// with the token or the match and invitation in the query. Anything else follows its own link.
import type { Notification } from '@clutch/contract/notifications';

export function notificationTarget(notification: Notification): string | null {
  const { atributtes: a } = notification;
  const tournament = a.tournament_id === undefined ? null : String(a.tournament_id);
  if (tournament !== null) {
    if (a.invite_token !== undefined)
      return `/join/tournament/${tournament}/${encodeURIComponent(a.invite_token)}`;
    if (a.transfer_token !== undefined)
      return `/tournaments/${tournament}?${new URLSearchParams({ transfer_token: a.transfer_token }).toString()}`;
    if (a.match_id !== undefined && a.commentator_instance !== undefined) {
      const query = new URLSearchParams({
        match: String(a.match_id),
        commentator: String(a.commentator_instance),
      });
      return `/tournaments/${tournament}?${query.toString()}`;
    }
  }
  return a.link !== undefined && a.link.startsWith('/') ? a.link : null;
}
