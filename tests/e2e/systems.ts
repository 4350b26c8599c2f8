/**
 * "Your computer, everywhere" as a learner meets it in Chromium: choosing
 * macOS, then Windows, on the built-in functions lesson shows that system's
 * keys and commands there, on the next lesson and after a reload, and the
 * copy button copies the chosen command. Run at the root (systems.spec.ts)
 * and under the sub-path (subpath.spec.ts).
 */
import {expect, type BrowserContext, type Page} from '@playwright/test';
import {gotoApp, watchHydrationErrors} from './helpers';

export const SYSTEMS_LESSON = '/programming-language/python/functions/build-in';

/** The keys and commands the learner sees: only what is visible on the page. */
export async function shownOnPage(page: Page) {
  const visible = (selector: string) =>
    page.locator(selector).evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).map((element) => element.textContent ?? ''));
  return {
    keys: await visible('.markdown kbd'),
    commands: await visible('.markdown pre code'),
  };
}

/** A Mac learner sees `python3 FILE.py`, never Windows's `python FILE.py`. */
async function expectMacCommands(page: Page) {
  const commands = (await shownOnPage(page)).commands.join('\n');
  expect(commands).toMatch(/\$ python3 \S+\.py/);
  expect(commands).not.toMatch(/\$ python \S+\.py/);
}

async function choose(page: Page, label: 'Windows' | 'macOS' | 'Linux') {
  await page.getByRole('group', {name: 'Your computer'}).getByRole('radio', {name: label}).check();
}

/** The files of the step pictures the learner sees (the visible ones), as the page names them. */
export async function shownPictures(page: Page): Promise<string[]> {
  return page.locator('.markdown img').evaluateAll((images) =>
    images.filter((image) => (image as HTMLElement).offsetParent !== null).map((image) => new URL((image as HTMLImageElement).src).pathname),
  );
}

/**
 * With `system` saved, the lesson shows that system's version of each step
 * picture, and scrolling through the whole lesson fetches only those: no other
 * system's version, as PNG or as WebP.
 */
export async function expectOnlyChosenPictures(page: Page, system: 'windows' | 'mac', at: (path: string) => string) {
  await page.addInitScript((chosen) => localStorage.setItem('easy-programming.system', chosen), system);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pic/')) fetched.push(decodeURIComponent(new URL(request.url()).pathname));
  });
  await gotoApp(page, at(SYSTEMS_LESSON));
  // Scroll to every picture, as a reader does, so that each lazy one loads.
  const shown = page.locator('.markdown img:visible');
  for (let index = 0; index < (await shown.count()); index += 1) {
    await shown.nth(index).scrollIntoViewIfNeeded();
    await expect.poll(() => shown.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  const pictures = await shownPictures(page);
  const ownSuffix = system === 'mac' ? '.macos.png' : '.png';
  expect(pictures.length).toBeGreaterThanOrEqual(5);
  for (const picture of pictures) expect(picture.endsWith(ownSuffix) && (system === 'mac' || !/\.(macos|linux)\.png$/.test(picture)), picture).toBe(true);
  // Every picture the reader sees was fetched (as WebP), and nothing else from /pic/.
  const asWebp = (file: string) => file.replace(/\.png$/, '.webp');
  expect(new Set(fetched)).toEqual(new Set(pictures.map(asWebp)));
}

export async function expectSystemChoiceFollowed(page: Page, context: BrowserContext, at: (path: string) => string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const hydrationErrors = watchHydrationErrors(page);
  await gotoApp(page, at(SYSTEMS_LESSON));

  await choose(page, 'macOS');
  // Each terminal picture is the Mac's (zsh, python3), drawn for it.
  const macPictures = await shownPictures(page);
  expect(macPictures.length).toBeGreaterThanOrEqual(5);
  expect(macPictures.every((picture) => picture.endsWith('.macos.png'))).toBe(true);
  let shown = await shownOnPage(page);
  expect(shown.keys).toContain('Cmd');
  expect(shown.keys).not.toContain('Ctrl');
  expect(shown.commands.join('\n')).toContain('$ python3 variables.py');
  expect(shown.commands.join('\n')).not.toMatch(/\$ python variables\.py/);

  await choose(page, 'Windows');
  // Git Bash's pictures: the spec's /pic/{name}.png, the same step pictures.
  expect(await shownPictures(page)).toEqual(macPictures.map((picture) => picture.replace(/\.macos\.png$/, '.png')));
  shown = await shownOnPage(page);
  expect(shown.keys).toContain('Ctrl');
  expect(shown.keys).not.toContain('Cmd');
  expect(shown.commands.join('\n')).toContain('$ python variables.py');
  expect(shown.commands.join('\n')).not.toContain('$ python3 ');

  // The copy button of the first visible session copies the Windows command.
  const session = page.locator('.markdown pre:visible', {hasText: '$ python variables.py'}).first();
  await session.locator('xpath=..').getByRole('button', {name: /Copy command/}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toContain('python variables.py');
  expect(copied).not.toContain('python3');

  // The choice holds on the next lesson, reached by its link, and after a reload.
  await choose(page, 'macOS');
  await page.locator('a.pagination-nav__link--next').click();
  // The next lesson's code loads first: on a busy machine that takes more than the default 5 s.
  await expect(page).not.toHaveURL(new RegExp(`${SYSTEMS_LESSON}$`), {timeout: 20_000});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByRole('group', {name: 'Your computer'}).getByRole('radio', {name: 'macOS'})).toBeChecked();
  await expectMacCommands(page);
  const nextPictures = await shownPictures(page);
  expect(nextPictures.length).toBeGreaterThan(0);
  expect(nextPictures.filter((picture) => !picture.endsWith('.macos.png'))).toEqual([]);

  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.locator('html')).toHaveAttribute('data-system', 'mac');
  await expect(page.getByText('Guessed from your browser')).toBeHidden();
  await expectMacCommands(page);
  expect((await shownPictures(page)).every((picture) => picture.endsWith('.macos.png'))).toBe(true);

  await page.goBack();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expectMacCommands(page);
  expect((await shownOnPage(page)).keys).toContain('Cmd');
  expect(hydrationErrors).toEqual([]);
}
