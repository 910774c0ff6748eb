// The two games and whether each is working now (the header's warning banner).
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const GAME_IDS = { dota2: 1, cs2: 2 } as const;
export const GameIdSchema = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2)]));

export const GameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  work_status: z.boolean(),
  error_message: z.string().nullable(),
});
export type Game = z.infer<typeof GameSchema>;

export const gameEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'games/',
    auth: 'none',
    tag: 'games',
    summary: 'Games with their work status',
    response: z.array(GameSchema),
  }),
} as const;
