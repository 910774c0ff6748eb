// A private PostgreSQL cluster for the fault tests (H1, C2): made with initdb in a temporary folder,
// listening on a free port of 127.0.0.1, so a test may crash, restart or cut it without touching
// the machine's own server. PostgreSQL refuses to run as root: as root, every command runs as the
// `postgres` user through runuser.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@clutch/bench/child-server';
import pg from 'pg';

const run = promisify(execFile);

export interface PrivatePostgres {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres, for startSuiteServer's `adminUrl`. */
  readonly adminUrl: string;
  /** `pg_ctl stop -m immediate`: the postmaster and every backend die at once (WAL recovery on start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: sessions ended, a clean shutdown and start. */
  restartFast(): Promise<void>;
  /** Ends every backend whose application_name is `applicationName`; answers how many. */
  terminateBackends(applicationName: string): Promise<number>;
  /** Backends per application_name on database `database`. */
  backends(database: string, applicationName: string): Promise<number>;
  /** Stops the cluster and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<major>/bin). */
function serverBin(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root))
    throw new Error('PostgreSQL server binaries are missing: apt-get install -y postgresql');
  const majors = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  const major = majors[0];
  if (major === undefined) throw new Error(`no pg_ctl under ${root}`);
  return join(root, major, 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBin();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'clutch-pg-'));
  const dataDir = join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    chmodSync(dir, 0o700);
  }
  const as = (command: string, args: readonly string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), [...args]);
  await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  // fsync off: the tests crash the server process, never the machine, so the OS keeps every write.
  const options = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = (args: readonly string[]) =>
    as('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-w', '-t', '30', ...args]);
  const start = async () => {
    await ctl(['-o', options, 'start']);
  };
  await start();
  const adminUrl = `postgres://postgres@127.0.0.1:${String(port)}/postgres`;
  const onAdmin = async <T>(work: (client: pg.Client) => Promise<T>, database = 'postgres') => {
    const client = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${String(port)}/${database}`,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  let destroyed = false;
  return {
    port,
    adminUrl,
    async crash() {
      await ctl(['-m', 'immediate', 'stop']);
    },
    start,
    async restartFast() {
      await ctl(['-m', 'fast', '-o', options, 'restart']);
    },
    terminateBackends: (applicationName) =>
      onAdmin(async (client) => {
        const result = await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [applicationName],
        );
        return result.rowCount ?? 0;
      }),
    backends: (database, applicationName) =>
      onAdmin(async (client) => {
        const result = await client.query<{ count: string }>(
          'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
          [database, applicationName],
        );
        return Number(result.rows[0]?.count ?? 0);
      }),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
