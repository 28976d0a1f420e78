/**
 * End-to-end tests: the demo docs repo built with `quire build`, served with `quire preview`
 * (global-setup.ts) and driven in Debian's Chromium. `npm run test:e2e` runs them through
 * scripts/run-tests.ts, which adds the list and JSON reporters.
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessChromiumPath } from '@quire/server/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two cores shared with other work: more workers only queue for the CPU.
  workers: 2,
  forbidOnly: !!process.env.CI,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    // Set by global-setup.ts before the workers start; they read this file again.
    baseURL: process.env.QUIRE_E2E_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: headlessChromiumPath(),
      args: [...chromiumArgs],
    },
    // A trace records every action of every test (screencast frames, DOM snapshots) to keep only a
    // failing test's: a tenth of the tests' CPU. A failure still leaves its screenshot and
    // call log; QUIRE_E2E_TRACE=1 records traces when one needs them.
    trace: process.env.QUIRE_E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
