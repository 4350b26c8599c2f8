/**
 * The public query set (tests/search/), run as a learner runs it: each query
 * typed into the box of the built site's /search page, at the root and under
 * the sub-path. At least 95% of the queries must have a lesson that answers them
 * in the first three results, and none may come back empty. `npm run bench`
 * prints the same scores in full.
 */
import {expect, test} from '@playwright/test';
import {resultsOnSearchPage, scoreRankings, searchCases} from '../search/query-set';
import {SUBPATH} from '../../playwright.config';

const REQUIRED_HIT_AT_3 = 0.95;

test('the query set: 95% answered in the first three results, and no query without results', async ({page}, testInfo) => {
  // About 300 searches on one open page (the index loads once).
  test.setTimeout(600_000);
  const baseUrl = testInfo.project.name === 'subpath' ? SUBPATH : '/';
  const rankings: string[][] = [];
  for (const {query} of searchCases) rankings.push(await resultsOnSearchPage(page, baseUrl, query));
  const scores = scoreRankings(searchCases, rankings);
  expect(scores.noResults, 'queries with no results').toEqual([]);
  const missed = scores.missed.map(({query, expected, got}) => `${query}\n    expected ${expected.join(' or ')}\n    got ${got.join(', ') || 'nothing'}`);
  expect(scores.hitAt3, `answered in the first 3: ${(scores.hitAt3 * 100).toFixed(1)}%; missed:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_HIT_AT_3);
});
