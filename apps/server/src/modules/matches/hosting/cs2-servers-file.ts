// A pool declared in a file (CS2_SERVERS_FILE), read at start: each server not yet in the pool is
// added as `npm run operator -- cs2-server add` would add it; one already there (by name) is left
// as the operators left it. Handy where servers are provisioned by configuration.
import { readFileSync } from 'node:fs';
import { ServerSchema } from '@clutch/contract/tournament-options';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/database.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import { cs2ServersRepository } from './cs2-servers.repository.js';

const ServersFileSchema = z.array(
  z.object({
    name: z
      .string()
      .regex(/^[\w.-]{1,60}$/, { error: 'a name is up to 60 letters, digits, . - _' }),
    host: z.string().min(1).max(255),
    port: z.number().int().min(1).max(65535),
    region: ServerSchema,
    password: z.string().min(1),
  }),
);

export class ServersFileError extends Error {}

/** Adds the file's servers that are not in the pool yet; answers the names it added. */
export async function importCs2Servers(
  db: DbOrTx,
  path: string,
  secrets: SecretBox,
): Promise<string[]> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ServersFileError(
      `CS2_SERVERS_FILE ${path} is not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = ServersFileSchema.safeParse(json);
  if (!parsed.success)
    throw new ServersFileError(
      `CS2_SERVERS_FILE ${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const added: string[] = [];
  for (const server of parsed.data) {
    const row = await cs2ServersRepository.add(db, {
      name: server.name,
      host: server.host,
      port: server.port,
      region: server.region,
      rconPasswordEncrypted: secrets.seal(server.password),
    });
    if (row) added.push(row.name);
  }
  return added;
}
