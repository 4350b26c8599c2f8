/**
 * Links the spec names, safe external links, and no call to any other host.
 */
import {expect, test} from '@playwright/test';
import {gotoApp} from './helpers';

test('/setting-up links to the VS Code lessons, Git and GitHub, and the VS Code download site', async ({page}) => {
  await page.goto('/setting-up');
  const content = page.locator('article .markdown');
  await expect(content.locator('a[href="/integrated-development-environments/vscode"]')).toHaveCount(1);
  await expect(content.locator('a[href="/git&github"]')).toHaveCount(1);
  const download = content.locator('a[href="https://code.visualstudio.com/download"]');
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
  // Marked as leaving the site, for the eye and for screen readers, who hear it once.
  await expect(download.locator('svg')).toBeVisible();
  await expect(download).toHaveAccessibleName('VS Code download page (opens another site in a new tab)');
});

test('the hot-key lesson links back to /setting-up', async ({page}) => {
  await page.goto('/integrated-development-environments/vscode/hot-key');
  await expect(page.locator('article .markdown a[href="/setting-up"]').first()).toBeVisible();
});

for (const path of ['/', '/git&github/git', '/setting-up', '/no-such-page']) {
  test(`${path} loads nothing from another host`, async ({page, baseURL}) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseURL!) && !url.startsWith('data:')) foreign.push(url);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
}

test('a terminal session copies only its commands, ready to paste', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoApp(page, '/setting-up');
  const session = page.locator('article pre', {hasText: 'mkdir my-first-project'});
  await expect(session).toContainText('$ mkdir my-first-project');
  const copy = session.locator('xpath=..').getByRole('button', {name: 'Copy commands'});
  await copy.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('mkdir my-first-project\nls');
});
