import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own config file.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/dota-bot'],
  },
});
