// HTTP adapter of the games module.
import { gameEndpoints as api } from '@clutch/contract/games';
import type { Mount } from '../../platform/http/mount.js';
import type { GamesService } from './games.service.js';

export function registerGamesRoutes(mount: Mount, games: GamesService): void {
  mount(api.list, () => games.list());
}
