/**
 * End-to-end tests against the dev server (`npm start`), which is what a
 * newcomer opens first and what an editor previews a change in. It renders
 * no HTML on a server, so it needs tests of its own (tests/dev/).
 */
import {defineConfig} from '@playwright/test';
import {PLAYWRIGHT_BROWSER} from './scripts/lib/chromium';

const DEV_PORT = Number(process.env.E2E_PORT ?? 4173) + 2;

export default defineConfig({
  testDir: 'tests/dev',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  forbidOnly: !!process.env.CI,
  use: {...PLAYWRIGHT_BROWSER, baseURL: `http://127.0.0.1:${DEV_PORT}`},
  webServer: {
    command: `npx docusaurus start --no-open --host 127.0.0.1 --port ${DEV_PORT}`,
    url: `http://127.0.0.1:${DEV_PORT}/`,
    // The first compile of every page takes a while on a 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
  },
});
