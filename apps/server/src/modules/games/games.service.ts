// The games the platform runs and whether each works now.
import type { Game } from '@clutch/contract/games';
import type { Db } from '../../platform/db/database.js';
import { gamesRepository } from './games.repository.js';

export function createGamesService(db: Db) {
  return {
    async list(): Promise<Game[]> {
      const rows = await gamesRepository.list(db);
      return rows.map((g) => ({
        id: g.id,
        name: g.name,
        slug: g.slug,
        work_status: g.workStatus,
        error_message: g.errorMessage,
      }));
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
