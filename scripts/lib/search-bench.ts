/**
 * The search figures of `npm run bench`:
 * - quality on the public query set (tests/search/): hit@1, hit@3, mean
 *   reciprocal rank, queries with no results, through the /search page;
 * - the first search from a lesson page, as a learner makes it in the navbar
 *   box: bytes downloaded for it (gzipped, on the wire: bodies and headers)
 *   and the time from the last key to the first suggestions shown.
 */
import type {Browser, Page} from '@playwright/test';
import {resultsOnSearchPage, scoreRankings, searchCases, type Scores} from '../../tests/search/query-set';

/** A beginner types about four keys a second. */
const TYPING_DELAY_MS = 250;

export interface FirstSearch {
  query: string;
  how: 'typed' | 'pasted';
  /** Bytes on the wire (bodies and headers) until the first suggestions showed. */
  bytes: number;
  /** The most bytes one later key fetched (typed searches). */
  laterKeyBytes: number;
  requests: number;
  /** From the last key (or the paste) to the suggestions for the whole query. */
  milliseconds: number;
}

/** The query set through the /search page of the site at `origin`. */
export async function scoreQuerySet(browser: Browser, origin: string): Promise<Scores> {
  const page = await browser.newPage();
  const rankings: string[][] = [];
  for (const {query} of searchCases) rankings.push(await resultsOnSearchPage(page, `${origin}/`, query));
  await page.close();
  return scoreRankings(searchCases, rankings);
}

/**
 * Opens `lessonUrl` in a fresh browser context and makes a first search in the
 * navbar box: an error line pasted (half a second after the click, as a hand
 * moves to paste), or a question typed key by key. For a typed one, `bytes`
 * counts what came until its first suggestions showed; `laterKeyBytes` is the
 * most any later key fetched.
 */
export async function measureFirstSearch(browser: Browser, lessonUrl: string, query: string, how: 'typed' | 'pasted'): Promise<FirstSearch> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page: Page = await context.newPage();
  await page.goto(lessonUrl, {waitUntil: 'networkidle'});
  const fetched: {at: number; size: Promise<number>}[] = [];
  page.on('requestfinished', (request) => {
    // The engine fetches from a Web Worker too: these count, as the page's own.
    if (new URL(request.url()).pathname.includes('/pagefind/')) {
      fetched.push({at: Date.now(), size: request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)});
    }
  });
  const box = page.getByRole('combobox', {name: 'Search'});
  const firstOption = page.getByRole('option').first();
  const finalOption = page.getByRole('option', {name: `See all results for “${query.trim()}”`});
  await box.click();
  const keyTimes: number[] = [];
  let firstShownAt = 0;
  const firstShown = firstOption.waitFor({timeout: 60_000}).then(() => (firstShownAt = Date.now()));
  if (how === 'typed') {
    for (const key of query) {
      await page.keyboard.type(key);
      keyTimes.push(Date.now());
      await page.waitForTimeout(TYPING_DELAY_MS);
    }
  } else {
    await page.waitForTimeout(500);
    await box.fill(query);
    keyTimes.push(Date.now());
  }
  const lastKey = keyTimes[keyTimes.length - 1];
  await finalOption.waitFor();
  const milliseconds = Date.now() - lastKey;
  await firstShown;
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(fetched.map(async ({at, size}) => ({at, size: await size})));
  const sum = (list: {size: number}[]) => list.reduce((total, {size}) => total + size, 0);
  const bytes = sum(sizes.filter(({at}) => at <= firstShownAt));
  // What each key after the first suggestions fetched, until the next key.
  const later = keyTimes.filter((time) => time > firstShownAt);
  const laterKeyBytes = Math.max(0, ...later.map((time, index) => sum(sizes.filter(({at}) => at > time && at <= (later[index + 1] ?? Infinity)))));
  await context.close();
  return {query, how, bytes, laterKeyBytes, requests: sizes.length, milliseconds};
}
