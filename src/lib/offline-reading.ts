/**
 * Offline reading: what the service worker (written after each build by
 * src/plugins/offline-reading.ts), the page code that feeds it
 * (src/client/offline-reading.ts), the offline page (src/pages/offline.tsx)
 * and the error page (src/theme/ErrorPageContent) agree on.
 */

/** The page shown for a lesson never opened, when there is no connection. */
export const OFFLINE_ROUTE = '/offline';

/** Set on the offline page's content, so the page code knows it was served in place of another page. */
export const OFFLINE_PAGE_ATTRIBUTE = 'data-offline-page';

/** What the offline page and the error page say (plain words, the same in both places). */
export const OFFLINE_TITLE = 'You are offline';
export const NEEDS_CONNECTION =
  'This lesson needs a connection the first time you open it. Lessons you have opened before work without one.';

/**
 * What the search says when its index cannot be fetched (the navbar box, the
 * search page), and what the offline page says in place of the search page.
 */
export const SEARCH_NEEDS_CONNECTION = 'Search needs a connection. The lessons you have opened before still work without one.';
/** The link from there to the offline page's list of the lessons kept. */
export const KEPT_LESSONS_LINK = 'See the lessons you can read now';
/** What the offline page says when opened at its own address (from that link). */
export const OPENED_PAGES_WORK = 'Lessons you have opened before work without a connection. Search, and a lesson you have never opened, need one.';

/** The search page, which the worker answers with the offline page when there is no connection. */
export const SEARCH_ROUTE = '/search';

/**
 * The prefix of every cache the site's worker keeps. It names the base URL:
 * a user site (`https://org.github.io/`) and a project site
 * (`https://org.github.io/repo/`) share one origin, so one browser storage,
 * and must never read each other's caches.
 */
export function cacheIdOf(baseUrl: string): string {
  return `easy-programming ${baseUrl}`;
}

/** The worker's own caches, besides Workbox's precache. */
export function cacheNamesOf(baseUrl: string) {
  const id = cacheIdOf(baseUrl);
  return {pages: `${id} pages`, code: `${id} code`, pictures: `${id} pictures`};
}

/**
 * Home and card pages are precached under their address with this query
 * (`git&github/git?offline-copy`): Workbox's precache answers a request for
 * a precached address itself, from the cache, before any other route, and
 * these pages must come from the network whenever there is one, so that a
 * new deploy shows at once. The worker reads these copies only when the
 * network and the pages cache both fail.
 */
export const OFFLINE_COPY_PARAM = 'offline-copy';
