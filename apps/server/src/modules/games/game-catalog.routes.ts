// HTTP adapter of the game catalogs: the two lists from the contract, and the hero and map pictures
// (SVG, not JSON, so they are plain Fastify routes beside the contract's).
import { gameCatalogEndpoints as api } from '@clutch/contract/game-catalog';
import type { FastifyReply } from 'fastify';
import type { Mount } from '../../platform/http/mount.js';
import {
  HERO_IMAGE_PATH,
  MAP_IMAGE_PATH,
  type GameCatalogService,
} from './game-catalog.service.js';

// Picture URLs carry the drawing's version (?v=), so a year-long, immutable cache is always right.
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.header('cache-control', IMAGE_CACHE).type('image/svg+xml; charset=utf-8').send(svg);

export function registerGameCatalogRoutes(mount: Mount, catalog: GameCatalogService): void {
  mount(api.heroes, ({ query }) => Promise.resolve(catalog.listHeroes(query)));
  mount(api.csMaps, ({ query }) => Promise.resolve(catalog.listCsMaps(query)));

  // Public, like /media/: an <img> sends no Authorization header, and the cards hold only catalog text.
  mount.app.get<{ Params: { id: string } }>(
    HERO_IMAGE_PATH,
    { schema: { summary: 'A hero’s picture (SVG)', tags: ['games'] } },
    async (request, reply) => sendSvg(reply, catalog.heroImage(request.params.id)),
  );
  mount.app.get<{ Params: { name: string } }>(
    MAP_IMAGE_PATH,
    { schema: { summary: 'A CS2 map’s picture (SVG)', tags: ['games'] } },
    async (request, reply) => sendSvg(reply, catalog.mapImage(request.params.name)),
  );
}
