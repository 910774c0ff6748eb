// The games module: the two games and their work status, the hero and map catalogs.
import type { AppEvent } from '../../app-events.js';
import type { ModuleParts, Platform } from '../../platform/module.js';
import { registerGameCatalogRoutes } from './game-catalog.routes.js';
import { createGameCatalogService, type GameCatalogService } from './game-catalog.service.js';
import { registerGamesRoutes } from './games.routes.js';
import { createGamesService, type GamesService } from './games.service.js';

export interface GamesModule extends ModuleParts<AppEvent> {
  games: GamesService;
  catalog: GameCatalogService;
}

export function createGamesModule(platform: Platform<AppEvent>): GamesModule {
  const games = createGamesService(platform.db);
  const catalog = createGameCatalogService();
  return {
    games,
    catalog,
    routes({ mount }) {
      registerGamesRoutes(mount, games);
      registerGameCatalogRoutes(mount, catalog);
    },
  };
}
