/**
 * End-to-end tests in Chromium against the production build, served the way
 * GitHub Pages serves it (scripts/serve-build.ts): `build/` at the site root,
 * and `build-subpath/` under /easy-programming/ as a project site would be.
 * `npm run test:build` makes both builds first.
 */
import {defineConfig} from '@playwright/test';
import {PLAYWRIGHT_BROWSER} from './scripts/lib/chromium';

// E2E_PORT moves both servers (two checkouts can run their tests side by side).
const ROOT_PORT = Number(process.env.E2E_PORT ?? 4173);
const SUBPATH_PORT = ROOT_PORT + 1;
export const SUBPATH = '/easy-programming/';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The CI machine has 2 cores; each test drives one browser page.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  forbidOnly: !!process.env.CI,
  use: {...PLAYWRIGHT_BROWSER, colorScheme: 'light'},
  webServer: [
    {
      command: `npx tsx scripts/serve-build.ts build ${ROOT_PORT} /`,
      url: `http://127.0.0.1:${ROOT_PORT}/`,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx scripts/serve-build.ts build-subpath ${SUBPATH_PORT} ${SUBPATH}`,
      url: `http://127.0.0.1:${SUBPATH_PORT}${SUBPATH}`,
      reuseExistingServer: false,
    },
  ],
  projects: [
    {name: 'site', testIgnore: /subpath\.spec\.ts/, use: {baseURL: `http://127.0.0.1:${ROOT_PORT}`}},
    {name: 'subpath', testMatch: /(subpath|search-quality|progress|offline)\.spec\.ts/, use: {baseURL: `http://127.0.0.1:${SUBPATH_PORT}`}},
  ],
});
