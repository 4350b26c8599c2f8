/**
 * The search figures of `npm run bench`:
 * - quality on the public query set (tests/search/): hit@1, hit@3, mean
 *   reciprocal rank, queries with no results, through the /search page;
 * - the first search from a lesson page, as a learner makes it in the navbar
 *   box: bytes downloaded for it (gzipped, on the wire) and the time from the
 *   last key to the first suggestion shown.
 */
import type {Browser, Page} from '@playwright/test';
import {routeOfResult, scoreRankings, searchCases, type Scores} from '../../tests/search/query-set';

export interface FirstSearch {
  query: string;
  bytes: number;
  requests: number;
  /** From the last key pressed to the first suggestion drawn. */
  milliseconds: number;
}

/** The query set through the /search page of the site at `origin`. */
export async function scoreQuerySet(browser: Browser, origin: string): Promise<Scores> {
  const page = await browser.newPage();
  const rankings: string[][] = [];
  for (const {query} of searchCases) {
    await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`);
    const list = page.getByRole('list', {name: 'Search results'});
    await list.or(page.getByRole('heading', {name: /nothing found/i})).waitFor();
    const hrefs = (await list.count()) ? await list.locator(':scope > li h2 a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)) : [];
    rankings.push(hrefs.map((href) => routeOfResult(href, '/')));
  }
  await page.close();
  return scoreRankings(searchCases, rankings);
}

/** Opens `lessonUrl` in a fresh browser context and types `query` into the navbar box, as a first search. */
export async function measureFirstSearch(browser: Browser, lessonUrl: string, query: string): Promise<FirstSearch> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page: Page = await context.newPage();
  await page.goto(lessonUrl, {waitUntil: 'networkidle'});
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/pagefind/')) searchRequests.push(request.url());
  });
  const box = page.getByRole('combobox', {name: 'Search'});
  await box.click();
  // Typed the way a learner pastes: all at once, then the suggestions appear.
  await box.fill(query);
  const typedAt = await page.evaluate(() => performance.now());
  await page.getByRole('option').first().waitFor();
  const shownAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const bytes = await page.evaluate(
    (urls) => urls.reduce((sum, url) => sum + ((performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.transferSize ?? 0), 0),
    [...new Set(searchRequests)],
  );
  await context.close();
  return {query, bytes, requests: new Set(searchRequests).size, milliseconds: Math.round(shownAt - typedAt)};
}
