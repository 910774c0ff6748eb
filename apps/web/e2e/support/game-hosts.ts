// The game hosts of real quick matches, as the e2e server knows them: one CS2 server (a MatchZy
// stand-in on a fixed loopback RCON port, declared to the server in a CS2_SERVERS_FILE at start)
// and the secret Dota 2 lobby bots connect with. Journeys start the stand-ins themselves, so they
// can drive them: the server only reaches the CS2 one when a match loads.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
// The server's stand-ins are test code that speaks the game hosts' real protocols, not server code
// (eslint.config.js lets this file, and only it, import them).
import { startStandInBot, type StandInBot } from '../../../server/test/stand-ins/dota-bot-worker';
import {
  startMatchZyServer,
  type MatchZyStandIn,
} from '../../../server/test/stand-ins/matchzy-server';
import { CS2_RCON_PORT, E2E_PORT } from './ports';

export type { MatchZyStandIn, StandInBot };

export const BOT_SECRET = 'e2e-bot-secret-0123456789abcdef';
export const CS2_SERVER = {
  name: 'e2e-europe-1',
  host: '127.0.0.1',
  port: CS2_RCON_PORT,
  region: 'europe',
  password: 'e2e-rcon-password',
} as const;

/** Writes the pool file into the run's data directory; answers its path for CS2_SERVERS_FILE. */
export function writeCs2ServersFile(dataDir: string): string {
  const path = join(dataDir, 'cs2-servers.json');
  writeFileSync(path, JSON.stringify([CS2_SERVER]));
  return path;
}

export function startCs2Server(): Promise<MatchZyStandIn> {
  return startMatchZyServer({ port: CS2_SERVER.port, password: CS2_SERVER.password });
}

/**
 * A Dota 2 lobby bot that makes, fills and launches every lobby it is given; `winner` wins after
 * `afterMs`, or when the journey calls `report` itself (without `afterMs`).
 */
export function startDotaBot(autoPlay: { winner: 'radiant' | 'dire'; afterMs?: number }) {
  const tag = Math.random().toString(36).slice(2, 8);
  return startStandInBot({
    baseUrl: `http://127.0.0.1:${String(E2E_PORT)}`,
    secret: BOT_SECRET,
    account: `e2e_bot_${tag}`,
    steamId: `7656119${String(Math.floor(1e9 + Math.random() * 9e9))}`,
    capacity: 2,
    autoPlay,
  });
}
