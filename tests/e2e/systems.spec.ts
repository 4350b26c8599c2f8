/**
 * The learner's system at the site root: followed everywhere
 * (tests/e2e/systems.ts), guessed before a choice, applied before the first
 * paint with no layout shift, usable from the keyboard, and every variant in
 * the page's HTML for readers without JavaScript and for search.
 */
import {expect, test} from '@playwright/test';
import {gotoApp} from './helpers';
import {SYSTEMS_LESSON, expectOnlyChosenPictures, expectSystemChoiceFollowed, shownOnPage, shownPictures} from './systems';

const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15';

test('choosing macOS, then Windows, shows their keys and commands here, on the next lesson and after a reload', async ({page, context}) => {
  await expectSystemChoiceFollowed(page, context, (path) => path);
});

for (const system of ['mac', 'windows'] as const) {
  test(`with ${system} chosen, only its version of each step picture is fetched`, async ({page}) => {
    await expectOnlyChosenPictures(page, system, (path) => path);
  });
}

test('before a choice, the site guesses from the browser and says so', async ({browser}) => {
  const context = await browser.newContext({userAgent: MAC_SAFARI});
  const page = await context.newPage();
  await gotoApp(page, SYSTEMS_LESSON);
  await expect(page.getByRole('group', {name: 'Your computer'}).getByRole('radio', {name: 'macOS'})).toBeChecked();
  await expect(page.getByText('Guessed from your browser: pick the computer you type commands on, if it is another (arrow keys change it). Every page remembers it.')).toBeVisible();
  expect((await shownOnPage(page)).keys).toContain('Cmd');
  await context.close();
});

test('a saved choice is applied before the first paint: nothing on the page moves', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('easy-programming.system', 'linux'));
  await page.addInitScript(() => {
    (window as unknown as {shifts: number}).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) (window as unknown as {shifts: number}).shifts += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await gotoApp(page, SYSTEMS_LESSON);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
  expect((await shownOnPage(page)).commands.join('\n')).toContain('$ python3 variables.py');
  await expect(page.getByRole('group', {name: 'Your computer'}).getByRole('radio', {name: 'Linux'})).toBeChecked();
});

test('the choice works from the keyboard', async ({page}) => {
  await gotoApp(page, SYSTEMS_LESSON);
  const group = page.getByRole('group', {name: 'Your computer'});
  await group.getByRole('radio', {name: 'Windows'}).check();
  await group.getByRole('radio', {name: 'Windows'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', {name: 'macOS'})).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-system', 'mac');
  expect((await shownOnPage(page)).keys).toContain('Cmd');
});

test('without JavaScript every system is in the page, and Windows shows', async ({browser, request}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(SYSTEMS_LESSON);
  const shown = await shownOnPage(page);
  expect(shown.keys).toContain('Ctrl');
  expect(shown.keys).not.toContain('Cmd');
  expect(shown.commands.join('\n')).toContain('$ python variables.py');
  // The pictures too: Windows's, at the spec's /pic/{name}.png.
  const pictures = await shownPictures(page);
  expect(pictures.length).toBeGreaterThanOrEqual(5);
  for (const picture of pictures) expect(picture).toMatch(/^\/pic\/[a-z0-9-]+\.png$/);
  await context.close();
  // Search engines and the site's own search read the HTML: every variant is there.
  const html = await (await request.get(SYSTEMS_LESSON)).text();
  for (const text of ['<kbd>Cmd</kbd>', '<kbd>Ctrl</kbd>', 'python3 variables.py', 'python variables.py']) expect(html).toContain(text);
});

test("each system's own output: Git Bash's ls marks folders, pip adds tzdata on Windows, Docker Desktop answers on Windows and a Mac, Git for Windows warns about line endings", async ({page}) => {
  const boxes = async (system: 'windows' | 'mac' | 'linux', path: string) => {
    await page.addInitScript((chosen) => localStorage.setItem('easy-programming.system', chosen), system);
    await gotoApp(page, path);
    return (await shownOnPage(page)).commands.join('\n');
  };
  // (A box's text has no new line between a command and its output: each line is an element of its own.)
  // ls is the last command of setting-up's block: the Windows box still shows what Git Bash prints.
  expect(await boxes('windows', '/setting-up')).toMatch(/\$ ls\s*my-first-project\/\s*\$ cd my-first-project/);
  expect(await boxes('mac', '/setting-up')).toMatch(/\$ ls\s*my-first-project\s*\$ cd my-first-project/);
  const django = '/programming-language/python/framework/django/installation-&-operation';
  expect(await boxes('windows', django)).toContain('Successfully installed Django-5.2.19 asgiref-3.13.0 sqlparse-0.6.1 tzdata-2026.6');
  expect(await boxes('windows', django)).toMatch(/\$ ls\s*manage\.py\* +mysite\//);
  expect(await boxes('linux', django)).toMatch(/Successfully installed Django-5\.2\.19 asgiref-3\.13\.0 sqlparse-0\.6\.1(?! tzdata)/);
  const docker = '/advanced-topics/container/docker/installation-&-operation';
  expect(await boxes('windows', docker)).toMatch(/Server: Docker Desktop [\d.]+ \(\d+\)/);
  expect(await boxes('mac', docker)).toContain('darwin/arm64');
  expect(await boxes('linux', docker)).toContain('Server: Docker Engine - Community');
  // Git for Windows warns about the README.md that echo wrote, as git add reads it; other systems print nothing.
  const versioning = '/git&github/git/versioning';
  const warning = "warning: in the working copy of 'README.md', LF will be replaced by CRLF the next time Git touches it";
  expect(await boxes('windows', versioning)).toContain(`$ git add README.md${warning}$ git status`);
  expect(await boxes('mac', versioning)).toMatch(/\$ git add README\.md\s*\$ git status/);
  expect(await boxes('mac', versioning)).not.toContain('LF will be replaced');
});
