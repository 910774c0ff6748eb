// How many real matches the platform can host at once: active CS2 servers of a region, or the
// places of the Dota bots online (a bot hosts in any region: the region is a lobby setting).
// Timed lobbies and tournament rounds book periods against this.
import type { Server } from '@clutch/contract/tournament-options';
import type { Db } from '../../../platform/db/database.js';
import { hostedMatchesRepository as repo } from './hosted-matches.repository.js';

export interface HostingCapacity {
  /** CS2 in a region (null: every region), or Dota bots (any region). */
  places(game: number, region: Server | null): Promise<number>;
}

export function createHostingCapacity(db: Db): HostingCapacity {
  return {
    async places(game, region) {
      if (game === 2) {
        const perRegion = await repo.serversPerRegion(db);
        if (region !== null) return perRegion.get(region) ?? 0;
        return [...perRegion.values()].reduce((sum, n) => sum + n, 0);
      }
      return repo.botPlaces(db);
    },
  };
}
