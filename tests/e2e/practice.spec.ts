/**
 * Every written lesson ends with practice the learner does on their own
 * (src/lib/practice.ts): a Practice section in the page's table of contents,
 * 2 to 4 tasks whose answers are closed when the page loads and open from
 * the keyboard, and without JavaScript; the search index keeps the tasks.
 */
import {expect, test} from '@playwright/test';
import {gotoApp, outlineSlugs, routes} from './helpers';

const lessons = routes.filter((route) => route.kind === 'lesson' && !outlineSlugs.has(route.path));

test('every written lesson shows a Practice section in its contents, with closed answers that say what they hold', async ({page}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const route of lessons) {
    await page.goto(route.path);
    const found = await page.evaluate(() => {
      const heading = [...document.querySelectorAll('article h2')].find((h2) => h2.textContent?.replace(/\u200b/g, '').trim().startsWith('Practice'));
      const inContents = [...document.querySelectorAll('.table-of-contents a')].some((link) => link.textContent?.trim() === 'Practice');
      // The answers after the Practice heading.
      const answers = heading ? [...document.querySelectorAll('article details')].filter((details) => heading.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING) : [];
      return {
        heading: Boolean(heading),
        inContents,
        answers: answers.length,
        open: answers.filter((details) => (details as HTMLDetailsElement).open).length,
        summaries: answers.map((details) => details.querySelector('summary')?.textContent?.trim() ?? ''),
      };
    });
    if (!found.heading) problems.push(`${route.path}: no Practice section`);
    else {
      if (!found.inContents) problems.push(`${route.path}: the table of contents does not list Practice`);
      if (found.answers < 2) problems.push(`${route.path}: ${found.answers} answers`);
      if (found.open > 0) problems.push(`${route.path}: ${found.open} answers open on load`);
      for (const summary of found.summaries) if (!/^Show\b/.test(summary)) problems.push(`${route.path}: an answer's summary reads "${summary}"`);
    }
  }
  expect(problems).toEqual([]);
  expect(lessons.length).toBe(91);
});

test('an answer opens from the keyboard, and a screen reader hears what it holds', async ({page}) => {
  await gotoApp(page, '/setting-up');
  const answer = page.locator('article details').first();
  const summary = answer.locator('summary');
  // A <details> is a group to a screen reader, named by what it holds.
  await expect(answer).toHaveRole('group');
  await expect(answer).not.toHaveAttribute('open');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer.locator(':scope > div').first()).toBeVisible();
  const snapshot = await page.locator('article').ariaSnapshot();
  expect(snapshot).toMatch(/Show an answer/);
});

test('an answer opens without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/setting-up');
  const answer = page.locator('article details').first();
  await expect(answer).not.toHaveAttribute('open');
  await answer.locator('summary').click();
  await expect(answer).toHaveAttribute('open', '');
  await context.close();
});

test('the search finds the practice tasks', async ({page}) => {
  await gotoApp(page, '/setting-up');
  const task = (await page.locator('article h3').filter({has: page.locator('xpath=preceding::h2[starts-with(normalize-space(.), "Practice")]')}).first().textContent())!.replace(/\u200b/g, '').trim();
  // The site's own search (Pagefind's index, made from the built pages) finds the task by its words.
  await gotoApp(page, `/search?q=${encodeURIComponent(task)}`);
  await expect(page.locator('article h2 a').filter({hasText: 'Set up your computer to code'}).first()).toBeVisible();
});
