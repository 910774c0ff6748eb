import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'dota-bot',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // An odd offset makes time-zone bugs show.
    env: { TZ: 'Asia/Kathmandu', NODE_ENV: 'test' },
    testTimeout: 30_000,
  },
});
