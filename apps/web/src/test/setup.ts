// Runs before every web test file. Component tests render real Mantine trees in jsdom, which a busy
// machine (CI runs every project at once) can take seconds to draw: waits are generous so that no
// test depends on how fast the machine is; a test that truly hangs still fails.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
