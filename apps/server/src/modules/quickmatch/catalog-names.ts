// The names of CS2's active-duty maps, the pool a lobby vetoes over when its creator lists none.
import type { GameCatalogService } from '../games/game-catalog.service.js';

export const csMapsInOrderNames = (catalog: GameCatalogService): string[] =>
  catalog.listCsMaps({ is_active_duty: true }).results.map((map) => map.name);
