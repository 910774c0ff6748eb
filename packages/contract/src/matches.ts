// What every match has, whoever owns it (a tournament's bracket now, quick matches next).
import { z } from 'zod';

/** in_game is shown as "started". */
export const MATCH_STATUSES = ['scheduled', 'ready', 'in_game', 'finished'] as const;
export const MatchStatusSchema = z.enum(MATCH_STATUSES);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;

/** Where a participant of a live match joins it: set by the match runner, shown only to them. */
export const LobbyCredentialsSchema = z.object({
  match_id: z.number().int(),
  lobby_name: z.string().nullable(),
  password: z.string().nullable(),
  /** CS2: `connect host:port; password x`. */
  connect: z.string().nullable(),
});
export type LobbyCredentials = z.infer<typeof LobbyCredentialsSchema>;
