// A player's notifications as the bell reads them (profile/<id>/system-messages/): D2 and H2 count
// the ones made while Redis was away, which must be kept (PostgreSQL first, the push after).
import { z } from 'zod';
import { api, expectStatus, type Player } from './api-client.js';

const NotificationsSchema = z.object({ results: z.array(z.object({ id: z.number() })) });

/** The player's notifications, read on `origin` (a throw unless 200). */
export async function notificationsOf(origin: string, player: Player): Promise<{ id: number }[]> {
  const answer = await api(origin, `/api/profile/${String(player.id)}/system-messages/`, {
    token: player.tokens.access,
  });
  return NotificationsSchema.parse(expectStatus('notifications', answer, 200).body).results;
}
