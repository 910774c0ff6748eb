// What a deployment's shared state in Redis goes under (its event channel, its rate-limit
// counters): the identity of its database, so the instances of one deployment share them and two
// deployments on one Redis (staging beside production, one test run beside another) never act on
// each other's events or count each other's requests. Credentials never enter the key.
import { resolve } from 'node:path';

export function deploymentKey(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `pglite:${resolve(dataDir)}`;
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  return `pg:${url.hostname}:${url.port || '5432'}/${database}`;
}
