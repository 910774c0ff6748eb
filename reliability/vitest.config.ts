import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The reliability suite: real server children built by `npm run build`, on a real PostgreSQL and
// Redis. Not a project of the root config, so the main vitest run never starts it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'reliability',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file spawns its own server child; two at once would fight over the machine's two cores.
    fileParallelism: false,
    // An odd offset makes time-zone bugs show.
    env: { TZ: 'Asia/Kathmandu' },
    // A hang guard, not a budget: the plan's times are printed as figures and checked by the tests.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
