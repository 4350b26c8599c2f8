/**
 * Highlighted code blocks (```js, ```python …), as a reader meets them: on
 * the page they open first (the build's HTML, kept as it is), and on a page
 * they move to inside the site (drawn by React with Prism). In both, the
 * code is coloured for the light or dark mode and "Copy code" copies it as
 * the lesson writes it.
 */
import fs from 'node:fs';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {darkCodeTheme, lightCodeTheme} from '../../src/lib/code-theme';
import {gotoApp} from './helpers';

const LESSON = '/advanced-topics/NodeJS/middleware';

/** The lesson's first block of app.js, as its Markdown writes it (its fence may name highlighted lines too). */
function firstAppJs(): string {
  const markdown = fs.readFileSync('docs/advanced-topics/nodejs/middleware.md', 'utf8');
  return /```js title="app\.js"[^\n]*\n([\s\S]*?)\n```/.exec(markdown)![1];
}

/** The colour a theme gives `keyword` tokens, as the browser writes it (rgb(r, g, b)). */
function keywordColour(theme: typeof lightCodeTheme): string {
  const colour = theme.styles.find((style) => style.types.includes('keyword'))!.style.color!;
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  return hex ? `rgb(${[0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16)).join(', ')})` : colour;
}

const appJsBlock = (page: Page) => page.locator('article .theme-code-block', {has: page.getByText('app.js', {exact: true})}).first();

async function expectCopies(page: Page, block: Locator) {
  await block.locator('xpath=../..').getByRole('button', {name: 'Copy code'}).click();
  await expect(block.locator('xpath=../..').getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstAppJs());
}

test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('a code block on the page opened first is highlighted, stays as it is, and copies its code', async ({page}) => {
  await gotoApp(page, LESSON);
  const block = appJsBlock(page);
  await expect(block.locator('.token.keyword').first()).toHaveCSS('color', keywordColour(lightCodeTheme));
  // The block is the build's own HTML: the same element once the page has
  // settled, not one drawn again after Prism loaded.
  await block.evaluate((element) => element.setAttribute('data-seen', 'yes'));
  await page.waitForLoadState('networkidle');
  await expect(appJsBlock(page)).toHaveAttribute('data-seen', 'yes');
  await expectCopies(page, block);
});

test('in dark mode the code takes the dark theme colours', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoApp(page, LESSON);
  const block = appJsBlock(page);
  await expect(block.locator('.token.keyword').first()).toHaveCSS('color', keywordColour(darkCodeTheme));
  await expect(block.locator('pre')).toHaveCSS('background-color', 'rgb(40, 42, 54)'); // Dracula's #282A36
  await expect(block.locator('.token-line').first()).toHaveCSS('color', 'rgb(248, 248, 242)'); // #F8F8F2
});

test('after a move to another page, its code blocks are highlighted and copy too', async ({page}) => {
  await gotoApp(page, '/advanced-topics/NodeJS/express');
  await page.getByRole('main').getByRole('link', {name: 'Using middleware in Express'}).click();
  await expect(page).toHaveURL(new RegExp(`${LESSON}$`));
  const block = appJsBlock(page);
  await expect(block.locator('.token.keyword').first()).toHaveCSS('color', keywordColour(lightCodeTheme));
  await expectCopies(page, block);
});

test("on a phone, a terminal session's copy button covers none of its text", async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoApp(page, '/programming-language/python/functions/build-in');
  const sessions = page.locator('article pre:has(code)', {has: page.locator('span')}).filter({visible: true});
  const overlaps = await sessions.evaluateAll((pres) =>
    pres.flatMap((pre) => {
      const button = pre.parentElement?.querySelector(':scope > button');
      const firstLine = pre.querySelector('code > span');
      if (!button || !firstLine) return [];
      const buttonBox = button.getBoundingClientRect();
      const lineBox = firstLine.getBoundingClientRect();
      return buttonBox.bottom > lineBox.top ? [firstLine.textContent] : [];
    }),
  );
  expect(overlaps).toEqual([]);
});

test('what a task says the learner will see has no copy button; lines to paste into a settings file have one', async ({page}) => {
  // "When it works, the terminal shows:" and the output, in a ```text block.
  await gotoApp(page, '/programming-language/javascript/functions/build-in');
  const output = page.locator('article .theme-code-block', {hasText: 'Whole euros: 20'}).first();
  await expect(output).toBeVisible();
  await expect(output.locator('xpath=../..').getByRole('button', {name: 'Copy code'})).toHaveCount(0);
  // The SSH settings the GitHub lesson asks a Mac learner to paste into ~/.ssh/config (```text copy).
  await page.evaluate(() => localStorage.setItem('easy-programming.system', 'mac'));
  await gotoApp(page, '/git&github/github/setting-up');
  const settings = page.locator('article .theme-code-block', {hasText: 'AddKeysToAgent yes'}).first();
  await expect(settings.locator('xpath=../..').getByRole('button', {name: 'Copy code'})).toHaveCount(1);
});
