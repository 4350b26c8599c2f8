/**
 * Zero axe-core violations of WCAG 2.1 A and AA on every page (the 127
 * routes, the 404 page and the search page, with results and without), each seen four ways: desktop (1280 px) and phone
 * (390 px) wide, in light and dark mode. And the first card reachable with
 * the keyboard alone.
 *
 * One test per page keeps a failure easy to read. Each colour mode is a fresh
 * page load (switching on a loaded page would let axe measure colours in the
 * middle of the theme's fade); each width is the same load, resized.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {expect, test, type Page} from '@playwright/test';
import {gotoApp, routes, searchInNavbar} from './helpers';

const axeSource = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's findings on the page as it is now, but for `skipRules`; `page` has axe loaded. */
async function axeViolations(page: Page, skipRules: string[] = []): Promise<string[]> {
  return page.evaluate(async (skip) => {
    const axe = (window as unknown as {axe: {run: (context: Document, options: object) => Promise<{violations: {id: string; impact: string; nodes: {target: string[]}[]}[]}>}}).axe;
    const result = await axe.run(document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
      rules: Object.fromEntries(skip.map((rule) => [rule, {enabled: false}])),
      // Details of the rules that pass are not needed: about a third faster.
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, skipRules);
}

const VIEWS = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}};

for (const path of [...routes.map((route) => route.path), '/no-such-page', '/search?q=commit', '/search?q=qqxzqq']) {
  test(`${path} has no WCAG 2.1 AA violations (desktop and phone, light and dark)`, async ({page}) => {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(VIEWS.desktop);
      await page.emulateMedia({colorScheme});
      await gotoApp(page, path);
      // Let the page settle first: axe reports an element that React
      // replaces while it runs as ':root' (CI saw that once).
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await page.addScriptTag({content: axeSource});
      // Draw every step now, as scrolling to it would: in a section that
      // content-visibility: auto has not drawn yet, axe reads the colour
      // behind a practice answer's summary from another element (a terminal
      // block's dark background) and reports a contrast the reader never sees.
      await page.addStyleTag({content: '.markdown > section.step { content-visibility: visible !important; }'});
      for (const [view, size] of Object.entries(VIEWS)) {
        await page.setViewportSize(size);
        // The phone layout hides the sidebar behind the menu button.
        await expect(page.locator('.navbar__toggle')).toBeVisible({visible: view === 'phone'});
        found.push(...(await axeViolations(page)).map((violation) => `${view}, ${colorScheme}: ${violation}`));
      }
    }
    expect(found).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the navbar search box, with its suggestions open, has no WCAG 2.1 AA violations (${colorScheme})`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await gotoApp(page, '/setting-up');
    await searchInNavbar(page, 'commit');
    // One option chosen with the keyboard, as a learner would have it.
    await page.keyboard.press('ArrowDown');
    await page.addScriptTag({content: axeSource});
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a keyboard user reaches the first card in a few Tab presses and opens it with Enter', async ({page}) => {
  await gotoApp(page, '/');
  let focused = '';
  for (let presses = 1; presses <= 15; presses += 1) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const inCard = await page.evaluate(() => !!document.activeElement?.closest('main ul[class*="grid"] > li'));
    if (inCard) break;
  }
  expect(focused).toBe('Setting up');
  // The focused card shows a visible outline.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.closest('li')!).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/setting-up$/);
  await expect(page.locator('h1')).toHaveText('Set up your computer to code');
});

test('on a phone, a keyboard user can scroll a wide table sideways', async ({page}) => {
  await page.setViewportSize(VIEWS.phone);
  await gotoApp(page, '/git&github/git/command');
  const region = page.getByRole('region', {name: 'Table: Save your work'});
  await expect(region.getByRole('table')).toBeVisible();
  // Tab moves through the page's links and tables; the table takes focus on its way.
  for (let presses = 1; presses <= 150 && !(await region.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(region).toBeFocused();
  await expect(region).toHaveCSS('outline-style', 'solid');
  const scrolled = () => region.evaluate((element) => element.scrollLeft);
  expect(await scrolled()).toBe(0);
  // Pressed again, as a reader would, when the first press came while the
  // page was still scrolling the table into view (a slow machine drops it).
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    expect(await scrolled()).toBeGreaterThan(0);
  }).toPass({timeout: 10_000});
  await expect(region).toBeFocused();
});

test('a card whose title is one word ("This") is described by its sentence', async ({page}) => {
  await page.goto('/programming-language/javascript/functions');
  const link = page.getByRole('main').getByRole('link', {name: 'This', exact: true});
  await expect(link).toHaveAccessibleDescription('Find out what the word this means inside a JavaScript function.');
});

// A learner coming back: ticks in the sidebar, counts on the cards and "Carry on" (src/components/Progress).
test('pages with a learner\'s progress have no WCAG 2.1 AA violations (desktop and phone, light and dark)', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'easy-programming.progress@/',
      JSON.stringify({done: ['/setting-up', '/programming-language/python/functions/build-in', '/programming-language/python/functions/customize']}),
    );
  });
  const found: string[] = [];
  for (const path of ['/', '/programming-language/python', '/programming-language/python/functions', '/programming-language/python/modules']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(VIEWS.desktop);
      await page.emulateMedia({colorScheme});
      await gotoApp(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-done]').first()).toBeAttached();
      await page.addScriptTag({content: axeSource});
      await page.addStyleTag({content: '.markdown > section.step { content-visibility: visible !important; }'});
      for (const [view, size] of Object.entries(VIEWS)) {
        await page.setViewportSize(size);
        found.push(...(await axeViolations(page)).map((violation) => `${path} ${view}, ${colorScheme}: ${violation}`));
      }
    }
  }
  expect(found).toEqual([]);
});
