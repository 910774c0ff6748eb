// Unit and component tests of the web app's logic-heavy pieces; browser journeys live in e2e/.
// The contract is read from its TypeScript sources, as in the Vite build.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // An odd offset makes time-zone bugs show.
    env: { TZ: 'Asia/Kathmandu' },
    // Generous waits: see src/test/setup.ts.
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 60_000,
  },
});
