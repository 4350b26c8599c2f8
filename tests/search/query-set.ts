/**
 * The public search query set, and how a ranking is scored against it.
 *
 * - `error-queries.json`: every error message a lesson explains, taken from
 *   the lessons by `npm run search:queries` (tests/search/error-lines.ts),
 *   with the learner's own parts changed. A unit test fails when a lesson's
 *   errors change and the file was not made again.
 * - `questions.json`: questions in a beginner's own words, written by someone
 *   who had seen the lesson titles only, not the lessons; `expect` names the
 *   lessons that answer each one, best first.
 * - `judgements.json`: where the search's first three results and the
 *   expected lessons disagreed, a judge who had written neither read the
 *   lessons and listed the ones that really answer (`answering`, with a note
 *   of the evidence). Their list replaces the expected one for that query.
 *
 * A query is answered when one of its expected lessons is among the first
 * three results. The end-to-end test (tests/e2e/search-quality.spec.ts)
 * and `npm run bench` both score with `scoreRankings`.
 */
import type {Page} from '@playwright/test';
import errorQueries from './error-queries.json';
import judgements from './judgements.json';
import questions from './questions.json';

export interface SearchCase {
  query: string;
  /** The routes of the lessons that answer it. */
  expect: string[];
  kind: 'error' | 'question';
}

const judged = new Map(judgements.map(({query, answering}) => [query, answering]));

export const searchCases: SearchCase[] = [
  ...errorQueries.map(({query, expect}) => ({query, expect, kind: 'error' as const})),
  ...questions.map(({query, expect}) => ({query, expect, kind: 'question' as const})),
].map((searchCase) => ({...searchCase, expect: judged.get(searchCase.query) ?? searchCase.expect}));

export interface Scores {
  queries: number;
  /** Share of queries whose first result answers them. */
  hitAt1: number;
  /** Share of queries with an answer in the first three results. */
  hitAt3: number;
  /** Mean reciprocal rank of the first answer (0 when none of the results answers). */
  meanReciprocalRank: number;
  /** Queries that gave no result at all. */
  noResults: string[];
  /** Queries with no answer in the first three, with what came first. */
  missed: {query: string; expected: string[]; got: string[]}[];
}

/** Scores the routes each query's results led to, in order. */
export function scoreRankings(cases: readonly SearchCase[], rankings: readonly (readonly string[])[]): Scores {
  let hitAt1 = 0;
  let hitAt3 = 0;
  let reciprocal = 0;
  const noResults: string[] = [];
  const missed: Scores['missed'] = [];
  cases.forEach((searchCase, index) => {
    const got = rankings[index];
    const rank = got.findIndex((route) => searchCase.expect.includes(route));
    if (got.length === 0) noResults.push(searchCase.query);
    if (rank === 0) hitAt1 += 1;
    if (rank >= 0 && rank < 3) hitAt3 += 1;
    else missed.push({query: searchCase.query, expected: searchCase.expect, got: got.slice(0, 3)});
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  });
  const queries = cases.length;
  return {queries, hitAt1: hitAt1 / queries, hitAt3: hitAt3 / queries, meanReciprocalRank: reciprocal / queries, noResults, missed};
}

/**
 * The routes the /search page's results lead to, in order: the query typed
 * into the page's box as a learner types it, then Enter. `siteUrl` is the
 * site's address with its base path (`http://host/`,
 * `http://host/easy-programming/`, or only the base path when the page
 * already has an origin). The page stays open between queries, as a
 * learner's does, so the search index loads once, not once a query.
 */
export async function resultsOnSearchPage(page: Page, siteUrl: string, query: string): Promise<string[]> {
  const searchPath = new URL(`${siteUrl}search`, 'http://site').pathname;
  if (new URL(page.url()).pathname.replace(/\/$/, '') !== searchPath) await page.goto(`${siteUrl}search`);
  const box = page.locator('#search-page-box');
  await box.fill(query);
  await box.press('Enter');
  // The results are this query's once the tab's title names it (the page's one render with the new
  // address) and the status no longer says "Searching…" (the index answered it).
  await page.waitForFunction(
    (words) =>
      document.title.startsWith(`Search results for "${words}"`) && document.querySelector('main [role="status"]')?.textContent !== 'Searching…',
    query.trim(),
  );
  const list = page.getByRole('list', {name: 'Search results'});
  await list.or(page.getByRole('heading', {name: /^No lesson matched/})).waitFor();
  if ((await list.count()) === 0) return [];
  const hrefs = await list.locator(':scope > li h2 a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.map((href) => routeOfResult(href, new URL(siteUrl, 'http://site').pathname));
}

/** The route a result link leads to, without the site's base path, the query or the section. */
function routeOfResult(href: string, baseUrl: string): string {
  const path = decodeURIComponent(new URL(href, 'http://site').pathname);
  return `/${path.slice(baseUrl.length)}`.replace(/\/$/, '') || '/';
}
