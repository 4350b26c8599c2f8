/**
 * Search, as a learner uses it: the navbar box on every page finds lessons by
 * their words, entirely from this site (Pagefind's index is part of the
 * build), and loads the engine only once the learner starts to search. The
 * box is a WAI-ARIA combobox that works with the keyboard; a result opens
 * its lesson at the section, with the words marked. The /search page lists
 * the same results, or says plainly that nothing matched. Outline lessons
 * (not written yet) are not found. The sub-path build is checked in
 * subpath.spec.ts.
 */
import {expect, test, type Page} from '@playwright/test';
import {cardsByPage, gotoApp, isSearchIndex, navbarSearch, openFirstSuggestion, outlineSlugs, routes, searchInNavbar} from './helpers';

const lessons = new Set(routes.filter((route) => route.kind === 'lesson').map((route) => route.path));

/** Every request the page makes, from now on. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return requests;
}

/** The page is a written lesson (not an outline) that uses the word. */
async function expectWrittenLessonWith(page: Page, word: string) {
  const path = decodeURIComponent(new URL(page.url()).pathname);
  expect(lessons.has(path) && !outlineSlugs.has(path), `${path} is a written lesson`).toBe(true);
  await expect(page.locator('article .markdown')).toContainText(word, {ignoreCase: true});
}

test('the navbar box loads the index only when the learner searches, then opens the lesson it finds', async ({page, baseURL}) => {
  const requests = recordRequests(page);
  await gotoApp(page, '/setting-up');
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isSearchIndex), 'no index on page load').toEqual([]);

  const indexLoaded = page.waitForRequest((request) => isSearchIndex(request.url()));
  const suggestions = await searchInNavbar(page, 'commit');
  await indexLoaded;
  await expect(suggestions.first()).toContainText('commit', {ignoreCase: true});

  const title = await openFirstSuggestion(page, suggestions);
  await expect(page.locator('article').locator('h1, h2, h3', {hasText: title}).first()).toBeVisible();
  await expectWrittenLessonWith(page, 'commit');
  // Everything came from this site: no search service, no font or script from elsewhere.
  expect(requests.filter((url) => !url.startsWith(baseURL!) && !url.startsWith('data:'))).toEqual([]);
});

test('every kind of page has the search box in its navbar', async ({page}) => {
  for (const path of ['/', '/git&github/git', '/setting-up', '/programming-language/html', '/no-such-page', '/search']) {
    await gotoApp(page, path);
    await expect(navbarSearch(page), path).toBeVisible();
    await expect(navbarSearch(page), path).toHaveAccessibleName('Search');
  }
});

test('with the keyboard: type, ArrowDown, Enter opens the lesson at the section, with the words marked', async ({page}) => {
  await gotoApp(page, '/setting-up');
  const box = navbarSearch(page);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.focus();
  await page.keyboard.type('staging area');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // The polite status says how many lessons are listed (all options but "See all results").
  const count = (await options.count()) - 1;
  await expect(page.locator('nav.navbar').getByRole('status')).toHaveText(`${count} result${count === 1 ? '' : 's'}`);

  await page.keyboard.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(box).toBeFocused();
  // ArrowUp from the first option goes back to the box; ArrowDown comes back.
  await page.keyboard.press('ArrowUp');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowDown');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('highlight') === 'staging area' && url.hash.length > 1);
  await expectWrittenLessonWith(page, 'staging area');
  await expect(page.locator('article .markdown mark').first()).toHaveText(/staging|area/i);
  // The section the result named is on the screen.
  const section = page.locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`);
  await expect(section).toBeInViewport();
});

test('Escape closes the list, then clears the box', async ({page}) => {
  await gotoApp(page, '/');
  await searchInNavbar(page, 'branch');
  const box = navbarSearch(page);
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveValue('branch');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
});

test('the last query typed wins, whatever order the answers come in', async ({page}) => {
  await gotoApp(page, '/');
  const box = navbarSearch(page);
  await box.focus();
  await box.fill('commit');
  await box.fill('Homebrew');
  await expect(page.getByRole('option', {name: 'See all results for “Homebrew”'})).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Homebrew', {ignoreCase: true});
});

test('a pasted error message finds the lessons about it', async ({page}) => {
  await gotoApp(page, '/');
  const suggestions = await searchInNavbar(page, "IndentationError: expected an indented block after 'if' statement on line 9");
  await expect(suggestions.first()).toContainText(/indent/i);
  expect(await suggestions.count()).toBeGreaterThan(1);
});

test('a pasted "No module named" error finds first the lesson about that module, not one about another', async ({page}) => {
  // The Django lessons also show `No module named 'recipes'` (a typing slip in settings.py) and NumPy's shows 'numpy'.
  await gotoApp(page, '/');
  const suggestions = await searchInNavbar(page, "ModuleNotFoundError: No module named 'django'");
  await expect(suggestions.first()).toContainText('Installing Django and running a project › Check which Django version you have');
});

test('a result from a passage for some systems only says which', async ({page}) => {
  // Homebrew is how a Mac installs programs: the lessons name it in their macOS steps.
  await gotoApp(page, '/');
  const suggestions = await searchInNavbar(page, 'Homebrew');
  await expect(suggestions.first()).toContainText('Shown for macOS');
  await gotoApp(page, '/search?q=Homebrew');
  await expect(page.getByRole('list', {name: 'Search results'}).getByRole('listitem').first()).toContainText('Shown for macOS');
});

test('on a phone the search box opens and finds lessons too', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoApp(page, '/');
  const box = navbarSearch(page);
  await box.click();
  // The open box takes the logo's place: no edge of the logo shows beside it.
  await expect(page.locator('.navbar__inner .navbar__brand')).toBeHidden();
  const suggestions = await searchInNavbar(page, 'branch');
  // The box and the list fit on the screen.
  for (const element of [box, page.getByRole('listbox')]) {
    const area = (await element.boundingBox())!;
    expect(area.x).toBeGreaterThanOrEqual(0);
    expect(area.x + area.width).toBeLessThanOrEqual(390);
  }
  await openFirstSuggestion(page, suggestions);
  await expectWrittenLessonWith(page, 'branch');
  // The phone's screen shows a marked word of the section, not only its heading and picture.
  await expect
    .poll(() =>
      page.locator('article .markdown mark').evaluateAll((marks) =>
        marks.some((mark) => {
          const area = mark.getBoundingClientRect();
          return area.height > 0 && area.top >= 60 && area.bottom <= window.innerHeight;
        }),
      ),
    )
    .toBe(true);
});

test('in dark mode the list is drawn in dark colours', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoApp(page, '/setting-up');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await searchInNavbar(page, 'commit');
  const brightness = (color: string) => color.match(/\d+/g)!.slice(0, 3).map(Number).reduce((sum, value) => sum + value, 0) / 3;
  const [background, text] = await page
    .getByRole('listbox')
    .getByRole('option')
    .first()
    .evaluate((option) => [getComputedStyle(option.parentElement!.parentElement!).backgroundColor, getComputedStyle(option).color]);
  expect(brightness(background)).toBeLessThan(80);
  expect(brightness(text)).toBeGreaterThan(180);
});

test('"See all results" opens the search page with the results', async ({page}) => {
  await gotoApp(page, '/');
  await searchInNavbar(page, 'commit');
  await page.getByRole('option', {name: 'See all results for “commit”'}).click();
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '?q=commit');
  await expect(page.locator('h1')).toHaveText('Search results');
  await expect(page.getByRole('main').getByLabel('Search', {exact: true})).toHaveValue('commit');
  await expect(page).toHaveTitle(/^Search results for "commit"/);
  await expect(page.getByRole('list', {name: 'Search results'}).getByRole('listitem').first()).toBeVisible();
});

for (const path of ['/search?q=commit', '/search/?q=commit']) {
  test(`the search page loaded directly (${path}) lists lessons, and a result opens its lesson`, async ({page, baseURL}) => {
    const requests = recordRequests(page);
    await gotoApp(page, path);
    // The dropdown's "See all results" link says /search/: it ends at /search too.
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '?q=commit');
    await expect(page.locator('h1')).toHaveText('Search results');
    await expect(page.getByRole('main').getByLabel('Search', {exact: true})).toHaveValue('commit');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(3);
    await results.first().click();
    await expectWrittenLessonWith(page, 'commit');
    await expect(page.locator('article .markdown mark').first()).toBeVisible();
    expect(requests.filter((url) => !url.startsWith(baseURL!) && !url.startsWith('data:'))).toEqual([]);
  });
}

test('the search page follows its own box: the address and the results change as the learner types', async ({page}) => {
  await gotoApp(page, '/search');
  await expect(page.locator('h1')).toHaveText('Search the lessons');
  await page.getByRole('main').getByLabel('Search', {exact: true}).fill('gitignore');
  await expect(page).toHaveURL((url) => url.search === '?q=gitignore');
  await expect(page.locator('h1')).toHaveText('Search results');
  await expect(page).toHaveTitle(/^Search results for "gitignore"/);
  await expect(page.locator('article h2 a').first()).toContainText(/gitignore/i);
});

test('when nothing matches, the search page says so plainly and offers the five tracks', async ({page}) => {
  await gotoApp(page, '/search?q=qqxzqq');
  await expect(page.getByRole('heading', {name: 'No lesson matched "qqxzqq"'})).toBeVisible();
  await expect(page.getByText('ModuleNotFoundError')).toBeVisible();
  const tracks = cardsByPage['/'];
  for (const track of tracks) await expect(page.getByRole('main').getByRole('link', {name: track.title, exact: true})).toHaveAttribute('href', track.href);
  // The navbar box says it too, for a screen reader as well.
  await navbarSearch(page).fill('qqxzqq');
  await expect(page.locator('nav.navbar').getByRole('status')).toHaveText('No results');
});

test('code in a result is shown as text, never run as HTML', async ({page}) => {
  // The lessons show HTML such as <link rel="stylesheet" href="...">: a result quotes it as the page shows it.
  await gotoApp(page, '/search?q=link%20rel%20stylesheet%20href');
  const results = page.getByRole('list', {name: 'Search results'});
  await expect(results.getByText('<link rel="stylesheet"', {exact: false}).first()).toBeVisible();
  expect(await page.locator('article ol link, article ol script').count()).toBe(0);
});

test('the navbar box and the search page give the same lessons in the same order', async ({page}) => {
  const query = "IndentationError: expected an indented block after 'if' statement on line 9";
  await gotoApp(page, '/setting-up');
  // Pasted, as an error line is: one search, as the page makes it. (Typed, each
  // beginning of a word fetches index pieces too, and Pagefind's loose matching
  // of a word it cannot find depends on the pieces already there.)
  await navbarSearch(page).fill(query);
  const suggestions = page.getByRole('listbox').getByRole('option').filter({hasNotText: 'See all results'});
  await expect(suggestions.first()).toBeVisible();
  const inBox = (await suggestions.allInnerTexts()).filter((text) => !text.startsWith('See all results')).map((text) => text.split('\n')[0]);
  expect(inBox.length).toBeGreaterThan(2);
  await gotoApp(page, `/search?q=${encodeURIComponent(query)}`);
  const results = page.getByRole('list', {name: 'Search results'}).locator(':scope > li h2');
  await expect(results.first()).toBeVisible();
  const onPage = await results.allInnerTexts();
  // The box shows a title with its section ("Title › Section"); the page, the title alone.
  expect(inBox.map((text) => text.split(' › ')[0])).toEqual(onPage.slice(0, inBox.length));
});
