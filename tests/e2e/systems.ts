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

export async function expectSystemChoiceFollowed(page: Page, context: BrowserContext, at: (path: string) => string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const hydrationErrors = watchHydrationErrors(page);
  await gotoApp(page, at(SYSTEMS_LESSON));

  await choose(page, 'macOS');
  let shown = await shownOnPage(page);
  expect(shown.keys).toContain('Cmd');
  expect(shown.keys).not.toContain('Ctrl');
  expect(shown.commands.join('\n')).toContain('$ python3 variables.py');
  expect(shown.commands.join('\n')).not.toMatch(/\$ python variables\.py/);

  await choose(page, 'Windows');
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
  await expect(page).not.toHaveURL(new RegExp(`${SYSTEMS_LESSON}$`));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByRole('group', {name: 'Your computer'}).getByRole('radio', {name: 'macOS'})).toBeChecked();
  await expectMacCommands(page);

  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.locator('html')).toHaveAttribute('data-system', 'mac');
  await expect(page.getByText('Guessed from your browser')).toBeHidden();
  await expectMacCommands(page);

  await page.goBack();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expectMacCommands(page);
  expect((await shownOnPage(page)).keys).toContain('Cmd');
  expect(hydrationErrors).toEqual([]);
}
