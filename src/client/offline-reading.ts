/**
 * Offline reading, in the page: registers the site's service worker
 * (written by src/plugins/offline-reading.ts) and tells it, after each page
 * the learner opens, what that page needs to open again with no connection.
 *
 * - Production builds only (`docusaurus start` has no worker), and only 5 s
 *   after the page has loaded, when the browser is idle: the learner's first paint
 *   and the page's start-up never wait for it. workbox-window is a chunk of
 *   its own, loaded then.
 * - After each page (the first load too, and pages opened by a link inside
 *   the site, which make no HTML request), it sends Workbox's `CACHE_URLS`
 *   message: the worker fetches each address through its own route, so it
 *   lands in the right cache. The page itself; the pictures of the learner's
 *   system (a step picture has a version per system, and only the shown one
 *   is kept: the lazy ones below the fold too, not the hidden ones); and the
 *   code the page loaded, so the very first visit, made before the worker
 *   was there, is kept as well.
 * - The offline page, answered by the worker in place of a page never
 *   opened: React would take it over as that page (and fail, or show it
 *   half), so the address is set to the offline page's while React starts,
 *   and set back afterwards, so that "Try again" (a reload) opens the page
 *   the learner asked for. The offline page asks which page it stands in for
 *   (`offlinePageStandsInFor`): for the search page it says that search
 *   needs a connection.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import type {Workbox} from 'workbox-window';
import {OFFLINE_PAGE_ATTRIBUTE, OFFLINE_ROUTE} from '../lib/offline-reading';
import {shownSystem} from '../lib/systems';

const {baseUrl} = siteConfig;
/** How long after the page's load the worker starts. */
const START_AFTER_LOAD_MS = 5000;
const offlinePath = `${baseUrl}${OFFLINE_ROUTE.slice(1)}`;
const enabled = ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

/** The page the learner asked for, when the worker answered with the offline page. */
let requestedPage: string | undefined;
/** The same, kept after the address is set back: what the offline page stands in for (its path, without the base URL). */
let standsInFor: string | undefined;

/**
 * The route the offline page was served in place of (`/search`,
 * `/git&github/git/versioning`), or undefined when it was opened at its own
 * address.
 */
export function offlinePageStandsInFor(): string | undefined {
  return standsInFor;
}
/** Whether this page load came through the worker (then the page is kept already). */
const loadedThroughWorker = enabled && navigator.serviceWorker.controller !== null;
/** The site's code files this page has loaded, across the pages of the visit. */
const codeFiles = new Set<string>();
/** Resolves once the worker is registered and active (it starts when the page is idle). */
let startWorkbox = () => {};
const workbox = new Promise<Workbox | undefined>((resolve) => {
  startWorkbox = () =>
    resolve(
      import('workbox-window')
        .then(async ({Workbox}) => {
          const worker = new Workbox(`${baseUrl}sw.js`, {scope: baseUrl});
          await worker.register({immediate: true});
          await worker.active;
          return worker;
        })
        .catch((error: unknown) => {
          console.warn('Offline reading is not available:', error);
          return undefined;
        }),
    );
});

const isSiteUrl = (url: URL) => url.origin === location.origin && url.pathname.startsWith(baseUrl);

if (enabled) {
  if (document.querySelector(`[${OFFLINE_PAGE_ATTRIBUTE}]`) && location.pathname !== offlinePath) {
    requestedPage = `${location.pathname}${location.search}${location.hash}`;
    try {
      standsInFor = `/${decodeURIComponent(location.pathname).slice(baseUrl.length)}`;
    } catch {
      standsInFor = `/${location.pathname.slice(baseUrl.length)}`;
    }
    history.replaceState(history.state, '', offlinePath);
    // Should React not start at all (its code not kept either), the address is set back all the same.
    const later = () => setTimeout(restoreRequestedPage, 5000);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, {once: true});
  }
  // Every script and stylesheet, from the first (loaded before this module ran) on.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name);
        if (isSiteUrl(url) && url.pathname.startsWith(`${baseUrl}assets/`)) codeFiles.add(url.href);
      }
    }).observe({type: 'resource', buffered: true});
  } catch {
    // A browser without it: the code is kept as the worker sees it loaded, from the next page on.
  }
  // Five seconds after the page has loaded, when the browser is idle: on a slow phone the worker's first install
  // (its precache) and its work for this page never compete with the page starting up.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(startWorkbox, {timeout: 5000}) : startWorkbox());
  const later = () => setTimeout(whenIdle, START_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, {once: true});
}

/** Sets the address back to the page the learner asked for (see the top of this file). */
function restoreRequestedPage() {
  if (requestedPage && location.pathname === offlinePath) history.replaceState(history.state, '', requestedPage);
  requestedPage = undefined;
}

/** The address of the picture the browser shows (or will, once scrolled to) for an <img>. */
function pictureUrl(image: HTMLImageElement, readsWebp: boolean): string {
  if (image.currentSrc) return image.currentSrc;
  const webp = image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelector('source[type="image/webp"]') : null;
  return new URL(webp && readsWebp ? webp.getAttribute('srcset')! : image.src, location.href).href;
}

/** The pictures of the page the learner sees: of their system only, loaded or not yet. */
function shownPictures(): string[] {
  const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
  // Whether this browser takes a <picture>'s WebP: as it did for one already loaded.
  const loaded = images.find((image) => image.currentSrc && image.parentElement?.tagName === 'PICTURE');
  const readsWebp = loaded ? loaded.currentSrc.endsWith('.webp') : true;
  const system = shownSystem();
  return images
    .filter((image) => {
      const only = image.closest('[data-only-on]')?.getAttribute('data-only-on');
      return !only || only.split(/\s+/).includes(system);
    })
    .map((image) => pictureUrl(image, readsWebp));
}

/** Sends the worker what the page now shown needs offline. */
async function keepPage(pageUrl: string | undefined, pictures: string[]) {
  const worker = await workbox;
  if (!worker) return;
  const files = [...pictures, ...codeFiles].filter((url) => isSiteUrl(new URL(url)));
  // What is kept already is not fetched again.
  const missing = await Promise.all(files.map(async (url) => ((await caches.match(url)) ? undefined : url)));
  const urlsToCache = [...(pageUrl ? [pageUrl] : []), ...new Set(missing.filter((url): url is string => url !== undefined))];
  if (urlsToCache.length > 0) await worker.messageSW({type: 'CACHE_URLS', payload: {urlsToCache}});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location: route, previousLocation}) {
    if (!enabled) return;
    if (route.pathname === offlinePath) {
      restoreRequestedPage();
      return;
    }
    standsInFor = undefined; // A move to another page: the offline page, opened again, stands in for none.
    // The first page came through the worker (so it is kept) unless it was the very first visit.
    const firstLoad = previousLocation === null;
    const pageUrl = firstLoad && loadedThroughWorker ? undefined : `${location.origin}${route.pathname}`;
    // What the page shows now (read now, before the learner moves on), sent once the worker is there.
    const pictures = shownPictures();
    void keepPage(pageUrl, pictures);
  },
};

export default clientModule;
