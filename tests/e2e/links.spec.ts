/**
 * Links the spec names, safe external links, no call to any other host, and
 * what a lesson says below its text: when it last changed, where to report a
 * problem.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {gotoApp, SITE_URL} from './helpers';

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
  // The session shown to this reader's system (Windows' form differs: Git Bash's ls marks the new folder with /).
  const session = page.locator('article pre', {hasText: 'mkdir my-first-project'}).filter({visible: true});
  await expect(session).toContainText('$ mkdir my-first-project');
  const copy = session.locator('xpath=..').getByRole('button', {name: 'Copy commands'});
  await copy.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  // The commands of that session as the lesson writes them, without "$ " and without their output.
  const lesson = fs.readFileSync('docs/setting-up.md', 'utf8');
  const block = /```console\n((?:(?!```)[\s\S])*\$ mkdir my-first-project[\s\S]*?)```/.exec(lesson)![1];
  const commands = block.split('\n').filter((line) => line.startsWith('$ ')).map((line) => line.slice(2));
  expect(commands).toContain('mkdir my-first-project');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(commands.join('\n'));
});

test('a lesson says when it last changed, and links to report a problem with it', async ({page}) => {
  await gotoApp(page, '/git&github/git/command');
  // The date of the last commit that changed the lesson's Markdown.
  const committed = execFileSync('git', ['log', '-1', '--format=%ct', '--', 'docs/git-and-github/git/command.md'], {encoding: 'utf8'});
  const date = new Date(Number(committed.trim()) * 1000);
  const shown = date.toLocaleDateString('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  await expect(page.locator('article footer')).toContainText(`Last updated on ${shown}`);
  await expect(page.locator('article footer time')).toHaveAttribute('datetime', date.toISOString());

  const report = page.getByRole('link', {name: 'Report a problem with this page (opens another site in a new tab)'});
  await expect(report).toBeVisible();
  await expect(report).toHaveAttribute('target', '_blank');
  const url = new URL((await report.getAttribute('href'))!);
  const repository = `${process.env.GITHUB_ORG ?? 'easy-programming'}/${process.env.GITHUB_REPO ?? 'easy-programming.github.io'}`;
  expect(`${url.origin}${url.pathname}`).toBe(`https://github.com/${repository}/issues/new`);
  expect(url.searchParams.get('title')).toBe('Problem on "Common Git commands"');
  expect(url.searchParams.get('body')).toContain(`Page: ${SITE_URL}/git&github/git/command`);
});

test("a link fetches its page's code when pointed at, not as soon as it is in view", async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/.*\.js$/.test(request.url())) scripts.push(new URL(request.url()).pathname);
  });
  await gotoApp(page, '/advanced-topics/NodeJS/express');
  await page.waitForLoadState('networkidle');
  // Links in view (sidebar, next page, the text) have fetched nothing ahead.
  await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
  const before = scripts.length;
  const next = page.locator('a.pagination-nav__link--next');
  await expect(next).toHaveAttribute('href', '/advanced-topics/NodeJS/middleware');
  await next.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await next.click();
  await expect(page.locator('h1')).toHaveText(/middleware/i);
});
