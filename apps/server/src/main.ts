// The entry point: reads the configuration, then serves in this process (serve.ts), or, with more
// than one worker (WEB_CONCURRENCY), becomes the node:cluster primary whose workers each serve.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import pino, { type Logger } from 'pino';
import { runPrimary, workerRole } from './platform/cluster/primary.js';
import { workerCount } from './platform/cluster/worker-count.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import type { ProcessRole } from './serve.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

/** Loaded only where it runs, so a primary stays a small supervisor without the app in memory. */
async function serveAs(config: Config, logger: Logger, role: ProcessRole): Promise<void> {
  const { serve } = await import('./serve.js');
  await serve(config, logger, role);
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  if (cluster.isWorker) return serveAs(config, logger, workerRole());
  const setting = config.WEB_CONCURRENCY;
  const workers = workerCount(setting, config.DATABASE_URL !== undefined, availableParallelism());
  if (workers.capped && setting === 'auto') logger.info(workers.capped);
  else if (workers.capped) logger.warn({ WEB_CONCURRENCY: setting }, workers.capped);
  if (workers.count === 1) return serveAs(config, logger, 'single');
  logger.info({ WEB_CONCURRENCY: setting }, `starting ${String(workers.count)} workers`);
  runPrimary(workers.count, logger);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Clutch failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
