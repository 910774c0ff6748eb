// The games the platform runs and whether each works now.
import type { Game } from '@clutch/contract/games';
import { AppError } from '@clutch/contract/errors';
import type { Db, DbOrTx } from '../../platform/db/database.js';
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
    /** Sets a game's status on the caller's transaction (the console audits it there). */
    async setStatusIn(
      tx: DbOrTx,
      id: number,
      status: { workStatus: boolean; errorMessage: string | null },
    ) {
      const before = await gamesRepository.lockOne(tx, id);
      const after = await gamesRepository.setStatus(tx, id, status);
      if (!before || !after) throw new AppError('not_found', 'Game not found.');
      const view = (g: typeof after) => ({
        id: g.id,
        work_status: g.workStatus,
        error_message: g.errorMessage,
      });
      return { before: view(before), after: view(after) };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
