/**
 * The site built for a project page (BASE_URL=/easy-programming/) works
 * under that sub-path: every route answers, every link and picture on every
 * page points inside the base and reaches something.
 */
import {expect, test} from '@playwright/test';
import {expectOnlyChosenPictures, expectSystemChoiceFollowed} from './systems';
import {clickHomeLink, gotoApp, isSearchIndex, openFirstSuggestion, outlineSlugs, routes, searchInNavbar} from './helpers';

const BASE = '/easy-programming/';
const at = (path: string) => `${BASE}${path.slice(1)}`;

test('every page, link and picture works under the sub-path', async ({page, request}) => {
  test.setTimeout(300_000);
  const checked = new Map<string, number>();
  const status = async (url: string) => {
    if (!checked.has(url)) checked.set(url, (await request.get(url)).status());
    return checked.get(url)!;
  };
  const comingSoon = new Set<string>();
  const problems: string[] = [];

  for (const route of routes) {
    const response = await page.goto(at(route.path));
    expect(response?.status(), route.path).toBe(200);
    await expect(page.getByRole('link', {name: 'Home', exact: true})).toHaveAttribute('href', BASE);
    const {links, images, soon} = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
      images: [...document.querySelectorAll('img')].map((img) => img.getAttribute('src')!),
      soon: [...document.querySelectorAll('li')]
        .filter((li) => li.textContent?.includes('Coming soon'))
        .map((li) => li.querySelector('a')!.getAttribute('href')!),
    }));
    soon.forEach((href) => comingSoon.add(href));
    for (const url of [...links, ...images]) {
      if (/^(https?:|#|mailto:|data:)/.test(url)) continue;
      if (!url.startsWith(BASE)) problems.push(`${route.path}: ${url} is outside ${BASE}`);
      else if (!comingSoon.has(url) && (await status(url.split('#')[0])) !== 200) problems.push(`${route.path}: ${url} is broken`);
    }
  }
  expect(problems).toEqual([]);
  // "Coming soon" cards lead to the 404 page, under the base too.
  expect(comingSoon.size).toBe(15);
  for (const url of comingSoon) expect(await status(url), url).toBe(404);
});

test('the 404 page and the route spellings work under the sub-path', async ({page}) => {
  const response = await page.goto(at('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('404 Error');
  await expect(page.getByRole('link', {name: 'Home', exact: true})).toHaveAttribute('href', BASE);
  await page.goto(at('/Git&GitHub/Git/'));
  await expect(page).toHaveURL((url) => url.pathname === at('/git&github/git'));
  await expect(page.locator('h1')).toHaveText('Git');
});

test('a mouse click on Home under the sub-path lands on the project site root', async ({page}) => {
  await gotoApp(page, at('/setting-up'));
  await clickHomeLink(page);
  await expect(page).toHaveURL((url) => url.pathname === BASE);
  await expect(page.locator('h1')).toHaveText('Easy Programming');
});

test('search works under the sub-path: the navbar box and the search page', async ({page, baseURL}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoApp(page, at('/setting-up'));
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isSearchIndex)).toEqual([]);

  const suggestions = await searchInNavbar(page, 'commit');
  // The engine and its index come from inside the base.
  const index = requests.filter(isSearchIndex);
  expect(index.length).toBeGreaterThan(0);
  expect(index.filter((url) => !new URL(url).pathname.startsWith(`${BASE}pagefind/`))).toEqual([]);
  await openFirstSuggestion(page, suggestions);
  const path = decodeURIComponent(new URL(page.url()).pathname);
  expect(path.startsWith(BASE)).toBe(true);
  expect(outlineSlugs.has(`/${path.slice(BASE.length)}`)).toBe(false);
  await expect(page.locator('article .markdown')).toContainText('commit', {ignoreCase: true});
  await expect(page.locator('article .markdown mark').first()).toBeVisible();

  // The full results page, loaded directly, in both spellings.
  for (const search of [at('/search?q=commit'), at('/search/?q=commit')]) {
    await gotoApp(page, search);
    await expect(page).toHaveURL((url) => url.pathname === at('/search'));
    await expect(page.locator('h1')).toHaveText('Search results');
    const first = page.locator('article h2 a').first();
    await expect(first).toHaveAttribute('href', new RegExp(`^${BASE}`));
  }
  await page.locator('article h2 a').first().click();
  await expect(page.locator('article .markdown')).toContainText('commit', {ignoreCase: true});
  expect(requests.filter((url) => !url.startsWith(baseURL!) && !url.startsWith('data:'))).toEqual([]);
});

test('the choice of system is followed under the sub-path: here, on the next lesson and after a reload', async ({page, context}) => {
  await expectSystemChoiceFollowed(page, context, at);
});

test('with macOS chosen, only its version of each step picture is fetched under the sub-path', async ({page}) => {
  await expectOnlyChosenPictures(page, 'mac', at);
});
