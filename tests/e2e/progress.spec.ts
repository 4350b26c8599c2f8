/**
 * Come back and carry on: a lesson read to its Practice section, or left by
 * its "Next" link, is done; its tick shows in the sidebar and its track's
 * count on the card pages, after a reload too; "Carry on" leads to the next
 * lesson; "Forget my progress" clears it after the learner confirms; the
 * time under each title and the track's sum; none of it moves the page
 * (CLS 0) or breaks the page without JavaScript. Run at the root and under
 * the /easy-programming/ sub-path (playwright.config.ts), where the progress
 * is kept under its own key.
 */
import {expect, test, type Page} from '@playwright/test';
import {formatDuration} from '../../src/lib/duration';
import {progressStorageKey} from '../../src/lib/progress';
import {loadLessonFacts} from '../../src/plugins/lesson-facts';
import {SUBPATH} from '../../playwright.config';
import {countLayoutShifts, gotoApp, watchHydrationErrors} from './helpers';

const lessons = loadLessonFacts(process.cwd()).lessons;
const python = lessons.filter((lesson) => lesson.path.startsWith('/programming-language/python/'));
const [firstPython, secondPython, thirdPython] = python;
const git = lessons.filter((lesson) => lesson.path.startsWith('/git&github/'));

/** The site's base URL for this project: the root, or the sub-path. */
const base = () => (test.info().project.name === 'subpath' ? SUBPATH : '/');
const url = (path: string) => `${base()}${path.slice(1)}`;
const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

async function storedProgress(page: Page): Promise<string[]> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), progressStorageKey(base()));
  return stored ? (JSON.parse(stored) as {done: string[]}).done : [];
}

/** Starts the page with these lessons done, as a learner coming back would. */
async function withProgress(page: Page, done: string[]) {
  await page.addInitScript(
    ({key, value}) => {
      if (!sessionStorage.getItem('progress-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('progress-seeded', 'yes');
      }
    },
    {key: progressStorageKey(base()), value: JSON.stringify({done})},
  );
}

test('a lesson read to its Practice section is ticked in the sidebar and counted on its track page, after a reload', async ({page}) => {
  const hydrationErrors = watchHydrationErrors(page);
  await gotoApp(page, url(firstPython.path));
  const link = sidebar(page).getByRole('link', {name: /^Built-in functions/});
  await expect(link).toHaveAccessibleName('Built-in functions');
  // Reading the top of the lesson is not enough.
  await page.waitForTimeout(300);
  expect(await storedProgress(page)).toEqual([]);

  await page.locator('#practice').scrollIntoViewIfNeeded();
  await expect.poll(() => storedProgress(page)).toEqual([firstPython.path]);
  await expect(link).toHaveAccessibleName('Built-in functions (done)');
  await expect(link.getByText('✓')).toBeVisible();

  await page.reload();
  await expect(sidebar(page).getByRole('link', {name: 'Built-in functions (done)'})).toBeVisible();

  await gotoApp(page, url('/programming-language/python'));
  await expect(page.locator('article').getByText(`1 of ${python.length} lessons done`, {exact: true})).toBeVisible();
  const left = python.slice(1).reduce((sum, lesson) => sum + lesson.minutes, 0);
  await expect(page.locator('article').getByText(`${formatDuration(left)} left`, {exact: true})).toBeVisible();
  const functionsCard = page.locator('article li').filter({has: page.getByRole('link', {name: 'Functions', exact: true})});
  await expect(functionsCard.getByText('1 of 2 lessons done')).toBeVisible();
  await gotoApp(page, url('/programming-language/python/functions'));
  await expect(page.locator('article li').filter({hasText: 'Built-in functions'}).getByText(`✓ Done · ${formatDuration(firstPython.minutes)}`, {exact: true})).toBeVisible();
  await gotoApp(page, url('/'));
  await expect(page.locator('main li').filter({hasText: 'Programming languages'}).getByText(/^1 of \d+ lessons done$/)).toBeVisible();
  expect(hydrationErrors).toEqual([]);
});

test('a peek at Practice from the table of contents is not reading it; the End key is; "Mark it as not done" takes the tick off', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoApp(page, url(secondPython.path));
  await page.locator('.table-of-contents').getByRole('link', {name: 'Practice', exact: true}).click();
  await expect(page).toHaveURL(/#practice$/);
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(1500);
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(300);
  expect(await storedProgress(page)).toEqual([]);

  // Opened at #practice (a shared link, a search result): not done either.
  await gotoApp(page, `${url(thirdPython.path)}#practice`);
  await page.waitForTimeout(1500);
  expect(await storedProgress(page)).toEqual([]);

  // Straight to the end of the page with the End key: done.
  await gotoApp(page, url(secondPython.path));
  await page.locator('body').press('End');
  await expect.poll(() => storedProgress(page)).toEqual([secondPython.path]);
  const done = page.getByText('You have done this lesson.');
  await expect(done).toBeVisible();
  await page.getByRole('button', {name: 'Mark it as not done'}).press('Enter');
  await expect(done).toHaveCount(0);
  // Said in its place, with the keyboard's focus there, and an Undo.
  const notDone = page.getByRole('status').filter({hasText: 'Marked as not done'});
  await expect(notDone).toBeFocused();
  expect(await storedProgress(page)).toEqual([]);
  await expect(sidebar(page).getByRole('link', {name: /\(done\)$/})).toHaveCount(0);
  // Reading on through Practice again in this visit does not put the tick back.
  await page.locator('body').press('Home');
  await page.waitForTimeout(300);
  await page.locator('body').press('End');
  await page.waitForTimeout(1500);
  expect(await storedProgress(page)).toEqual([]);
  await notDone.getByRole('button', {name: 'Undo'}).click();
  await expect(done).toBeVisible();
  expect(await storedProgress(page)).toEqual([secondPython.path]);
});

test('a returning learner is not shown "Start here" while the page starts, and a new learner is', async ({page}) => {
  // The page's code never arrives: what the learner sees before it starts.
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto(url('/'));
  const start = page.getByRole('link', {name: `Start here: ${lessons[0].title}`});
  await expect(start).toBeVisible();
  await page.evaluate(({key, done}) => localStorage.setItem(key, JSON.stringify({done})), {key: progressStorageKey(base()), done: [lessons[0].path]});
  await page.reload();
  const box = page.locator('main [data-carry-on="start"]');
  await expect(box).toBeAttached();
  await expect(box).toBeHidden();
  await expect(start).toHaveCount(0);
});

test('following a lesson\'s "Next" link marks it done', async ({page}) => {
  await gotoApp(page, url(git[0].path));
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(new RegExp(`${url(git[1].path).replace(/[&/]/g, (c) => `\\${c}`)}$`));
  expect(await storedProgress(page)).toEqual([git[0].path]);
  await expect(sidebar(page).getByRole('link', {name: /\(done\)$/})).toHaveCount(1);
});

test('a new learner is shown "Start here"; a learner who has started is shown "Carry on" to the next lesson', async ({page}) => {
  await gotoApp(page, url('/'));
  const start = page.getByRole('link', {name: `Start here: ${lessons[0].title}`});
  await expect(start).toBeVisible();
  await gotoApp(page, url('/programming-language/python'));
  await expect(page.getByRole('link', {name: `Start here: ${firstPython.title}`})).toBeVisible();
  await expect(page.locator('article').getByText(`${python.length} lessons`, {exact: true})).toBeVisible();
  await expect(page.getByText(`${formatDuration(python.reduce((sum, lesson) => sum + lesson.minutes, 0))} in all`, {exact: true})).toBeVisible();

  await page.evaluate(
    ({key, done}) => localStorage.setItem(key, JSON.stringify({done})),
    {key: progressStorageKey(base()), done: [lessons[0].path, firstPython.path, secondPython.path]},
  );
  await gotoApp(page, url('/'));
  const carryOn = page.getByRole('link', {name: `Carry on: ${thirdPython.title}`});
  await expect(carryOn).toBeVisible();
  await expect(page.locator('main').getByRole('link', {name: /^Start here/})).toHaveCount(0);
  await carryOn.click();
  await expect(page).toHaveURL(new RegExp(`${thirdPython.path.replace(/[&/]/g, (c) => `\\${c}`)}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(thirdPython.title);
  await expect(page.getByText(formatDuration(thirdPython.minutes), {exact: true})).toBeVisible();

  // The Git track is not started: it still says "Start here".
  await gotoApp(page, url('/git&github'));
  await expect(page.getByRole('link', {name: `Start here: ${git[0].title}`})).toBeVisible();
});

test('"Carry on" leads to the step where the learner stopped reading, and lands there', async ({page}) => {
  await withProgress(page, [lessons[0].path, firstPython.path, secondPython.path]);
  await gotoApp(page, url(thirdPython.path));
  const steps = page.locator('article .markdown h2[id]');
  const second = steps.nth(1);
  const id = (await second.getAttribute('id'))!;
  await second.evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 100));
  await page.mouse.wheel(0, 50);
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').place?.heading, progressStorageKey(base()))).toBe(id);
  await gotoApp(page, url('/'));
  const carryOn = page.getByRole('link', {name: `Carry on: ${thirdPython.title}`});
  await expect(carryOn).toHaveAttribute('href', `${url(thirdPython.path)}#${id}`);
  await carryOn.click();
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('a closed sidebar category shows a tick when all its lessons are done, a dot when some are', async ({page}) => {
  const functions = lessons.filter((lesson) => lesson.path.startsWith('/programming-language/python/functions/'));
  await withProgress(page, [functions[0].path]);
  await page.setViewportSize({width: 1280, height: 900});
  // The category's own link (its name may gain the mark's words for screen readers: "Functions (started)").
  const mark = (name: string) =>
    sidebar(page)
      .getByRole('link', {name: new RegExp(`^${name}( \\(|$)`)})
      .evaluate((link) => getComputedStyle(link, '::after').content);
  // On the Python track's page, Functions and Loops are closed categories of the sidebar.
  await gotoApp(page, url('/programming-language/python'));
  expect(await mark('Functions')).toContain('•');
  await expect(sidebar(page).getByRole('link', {name: 'Functions (started)'})).toBeVisible();
  expect(await mark('Loops')).toBe('""');
  await page.evaluate(
    ({key, done}) => localStorage.setItem(key, JSON.stringify({done})),
    {key: progressStorageKey(base()), done: functions.map((lesson) => lesson.path)},
  );
  await page.reload();
  expect(await mark('Functions')).toContain('✓');
});

test('"Forget my progress" clears it once the learner confirms, and not before', async ({page}) => {
  await withProgress(page, [lessons[0].path, firstPython.path]);
  await gotoApp(page, url('/'));
  await expect(page.getByText('in this browser only. Nothing is sent anywhere.')).toBeVisible();
  const forget = page.getByRole('button', {name: 'Forget my progress'});

  page.once('dialog', (dialog) => void dialog.dismiss());
  await forget.click();
  await expect(page.getByRole('link', {name: `Carry on: ${secondPython.title}`})).toBeVisible();
  expect(await storedProgress(page)).toHaveLength(2);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await forget.click();
  expect(question).toContain('Forget the 2 lessons you have done, on every track of this site?');
  const status = page.locator('main').getByRole('status');
  await expect(status).toContainText('Forgotten: you start again from the beginning.');
  await expect(page.getByRole('link', {name: `Start here: ${lessons[0].title}`})).toBeVisible();
  // Undo puts it all back; forgotten again, it stays forgotten.
  await status.getByRole('button', {name: 'Undo'}).click();
  await expect(page.getByRole('link', {name: `Carry on: ${secondPython.title}`})).toBeVisible();
  expect(await storedProgress(page)).toHaveLength(2);
  page.once('dialog', (dialog) => void dialog.accept());
  await forget.click();
  await expect(page.getByRole('link', {name: `Start here: ${lessons[0].title}`})).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), progressStorageKey(base()))).toBeNull();
  await page.reload();
  await expect(page.getByRole('link', {name: `Start here: ${lessons[0].title}`})).toBeVisible();
  await expect(page.locator('main').getByText(/lessons done/)).toHaveCount(0);
  // With nothing to forget, there is no button to press.
  await expect(forget).toBeHidden();
});

test('a track whose lessons are all done says so, with no time left, in plain words', async ({page}) => {
  const functions = lessons.filter((lesson) => lesson.path.startsWith('/programming-language/python/functions/'));
  expect(functions).toHaveLength(2);
  await withProgress(page, functions.map((lesson) => lesson.path));
  await gotoApp(page, url('/programming-language/python/functions'));
  const article = page.locator('article');
  await expect(article.getByText('2 of 2 lessons done', {exact: true})).toBeVisible();
  await expect(article.getByText('Nothing left to do here', {exact: true})).toBeVisible();
  await expect(article.getByText(/ left$/)).toHaveCount(0);
  await expect(article.getByText(/About 0 minutes/)).toHaveCount(0);
  await expect(article.getByText('You have done both lessons here.')).toBeVisible();
});

test('progress is kept under this base URL\'s own key only', async ({page}) => {
  await gotoApp(page, url(firstPython.path));
  await page.locator('#practice').scrollIntoViewIfNeeded();
  await expect.poll(() => storedProgress(page)).toEqual([firstPython.path]);
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('progress')));
  expect(keys).toEqual([progressStorageKey(base())]);
});

test('ticks, counts and "Carry on" move nothing on the page (CLS 0), on a phone and a desktop', async ({page}) => {
  await withProgress(page, [lessons[0].path, firstPython.path, secondPython.path, git[0].path]);
  for (const viewport of [{width: 390, height: 844}, {width: 1280, height: 900}]) {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/programming-language/python', '/programming-language/python/functions', thirdPython.path]) {
      await countLayoutShifts(page);
      await gotoApp(page, url(path));
      // The progress is drawn: a tick (in the sidebar, behind the menu on a phone), a count or "Carry on".
      await expect(page.locator('[data-done], [data-carry-on="carry-on"]').first()).toBeAttached();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts), `${path} at ${viewport.width} px`).toBe(0);
    }
  }
});

test('without JavaScript a page reads as before: "Start here", the lesson counts and each lesson\'s time', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(url('/'));
  await expect(page.getByRole('link', {name: `Start here: ${lessons[0].title}`})).toHaveAttribute('href', url(lessons[0].path));
  await expect(page.locator('main li').filter({hasText: 'Git and GitHub'}).getByText(`${git.length} lessons`, {exact: true})).toBeVisible();
  await page.goto(url(firstPython.path));
  await expect(page.locator('header').getByText(formatDuration(firstPython.minutes), {exact: true})).toBeVisible();
  await context.close();
});
