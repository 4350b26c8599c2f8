/**
 * `npm start` shows every lesson whole: the dev server draws each code block
 * itself (there is no build HTML to keep), with its title and its copy button.
 */
import fs from 'node:fs';
import {expect, test} from '@playwright/test';

const LESSON = '/programming-language/python/functions/build-in';

/** The first `variables.py` the lesson has the learner save, as its Markdown writes it. */
function firstVariablesPy(): string {
  const markdown = fs.readFileSync('docs/programming-language/python/functions/build-in.md', 'utf8');
  return /```python title="variables\.py" save\n([\s\S]*?)\n```/.exec(markdown)![1];
}

test('a saved file shows its code, its title and its copy button', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(LESSON);
  const block = page.locator('article .theme-code-block', {has: page.getByText('variables.py', {exact: true})}).first();
  await expect(block.locator('pre .token-line')).toHaveText(firstVariablesPy().split('\n'), {timeout: 60_000});
  // Highlighted, as in the production build.
  await expect(block.locator('.token.string').first()).toHaveText('"Sam"');
  const copy = block.locator('xpath=../..').getByRole('button', {name: 'Copy code'});
  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstVariablesPy());
});

test('every code block of the lesson has its code', async ({page}) => {
  await page.goto(LESSON);
  const copyButtons = page.locator('article').getByRole('button', {name: 'Copy code'});
  await expect(copyButtons.first()).toBeAttached({timeout: 60_000});
  // Each block's copy button sits beside the block's code: an empty block
  // is a copy button with nothing next to it.
  const codeBesideEachButton = await copyButtons.evaluateAll((buttons) =>
    buttons.map((button) => button.parentElement?.querySelector('pre')?.textContent?.trim() ?? ''),
  );
  expect(codeBesideEachButton.length).toBeGreaterThan(5);
  expect(codeBesideEachButton.filter((code) => code === '')).toEqual([]);
});

test("a new step whose picture is not drawn yet shows a box that names the command, and the page stays whole", async ({page}) => {
  const file = 'docs/programming-language/python/loops/while-loop.md';
  const route = '/programming-language/python/loops/while-loop';
  const original = fs.readFileSync(file, 'utf8');
  const newStep = '## Count down to the start\n\n![python-while-loop-not-drawn-yet](/pic/python-while-loop-not-drawn-yet.png)\n\nA loop can count down too.\n\n';
  // React's warnings about HTML that cannot nest (a div inside a Markdown paragraph), which the editor sees in DevTools.
  const nestingErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /descendant of|hydration/i.test(message.text())) nestingErrors.push(message.text());
  });
  try {
    await page.goto(route);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible({timeout: 60_000});
    // The editor saves a new step while the preview is open.
    fs.writeFileSync(file, original.replace('## Practice\n', `${newStep}## Practice\n`));
    const box = page.getByRole('note', {name: 'Picture python-while-loop-not-drawn-yet not drawn yet'});
    await expect(box).toBeVisible({timeout: 90_000});
    await expect(box).toContainText('npm run pics -- python-while-loop-not-drawn-yet');
    await expect(page.getByRole('heading', {name: 'Count down to the start'})).toBeVisible();
    // No "Compiled with problems" overlay: the rest of the lesson is there to read.
    await expect(page.locator('#webpack-dev-server-client-overlay, vite-error-overlay')).toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'Leave a loop early with break'})).toBeVisible();
    // Opened afresh, the page with the box is valid HTML too.
    await page.reload();
    await expect(box).toBeVisible({timeout: 60_000});
    expect(nestingErrors).toEqual([]);
  } finally {
    fs.writeFileSync(file, original);
  }
});
