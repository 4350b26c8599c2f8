/**
 * Which Chromium the tests, the picture pipeline and the benchmark drive:
 * $CHROME_PATH (or $CHROMIUM_PATH) when set, else Debian's /usr/bin/chromium,
 * else Playwright's own download (`npx playwright install chromium`).
 */
import fs from 'node:fs';

export function chromiumExecutable(): string | undefined {
  for (const candidate of [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined; // Playwright finds its own browser, if one was installed.
}

/** Quiet, offline-friendly flags: no sandbox (CI runs as root), no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** What every Playwright test project uses: this Chromium, and a fixed window, so layout checks do not depend on the machine. */
export const PLAYWRIGHT_BROWSER = {
  browserName: 'chromium' as const,
  launchOptions: {executablePath: chromiumExecutable(), args: CHROMIUM_ARGS},
  viewport: {width: 1280, height: 900},
};
