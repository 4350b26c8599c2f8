/**
 * Offline reading: after each build, Workbox (workbox-build's generateSW)
 * writes the site's service worker, `sw.js` at the base URL. The page code
 * that registers it and tells it what to keep is src/client/offline-reading.ts.
 *
 * What the worker keeps:
 * - Installed with it (Workbox's precache, a few hundred KB): the home page,
 *   every card page and the offline page, the code those pages run (the
 *   runtime, main bundle and stylesheet their HTML loads, and their own
 *   chunks, read from the build's client manifest), the favicon, the logo
 *   and the home page's card pictures. Not the lessons and their pictures:
 *   a lesson the learner never opened is not kept, and says so offline.
 * - As the learner reads (runtime caches, each named with the base URL):
 *   every page opened ("pages": network first, so a new deploy shows at
 *   once; the cached copy after 4 s without an answer or with no network),
 *   its code ("code": the files under assets/ are content-hashed, so a kept
 *   file never changes) and its pictures ("pictures").
 * - A page that is neither kept nor precached, asked for with no
 *   connection: the offline page, which says so.
 * - The search page is never kept (it cannot search offline); asked for with
 *   no connection, the offline page answers for it too, and says that search
 *   needs a connection (src/pages/offline.tsx).
 *
 * The worker handles only this site's own addresses (its routes,
 * assets/, pic/ and img/ under its base URL): a user site's worker, whose
 * scope covers every path, leaves a project site under /repo/ alone.
 *
 * After a deploy the browser finds a changed sw.js (the precache revisions
 * change with the pages), installs it and, with skipWaiting and
 * clientsClaim, puts it in charge at once; it drops the precached files of
 * the old build. Pages always come from the network when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {generateSW} from 'workbox-build';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routes} from '../lib/routes';
import {OFFLINE_COPY_PARAM, OFFLINE_ROUTE, SEARCH_ROUTE, cacheIdOf, cacheNamesOf} from '../lib/offline-reading';

/** How long a page waits for the network before the kept copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** Code files kept at most (a page needs a few; old builds' files are dropped first). */
const MAX_CODE_FILES = 400;
/** Pictures kept at most: the shown version of each step of every lesson fits. */
const MAX_PICTURES = 1500;
const SIXTY_DAYS = 60 * 24 * 60 * 60;

export interface ServiceWorkerOptions {
  /** The built site. */
  outDir: string;
  baseUrl: string;
  /** Every page address the worker keeps when opened (with the base URL): the build's routes. */
  pagePaths: readonly string[];
  /**
   * The build's `.docusaurus` folder: its client manifest names the code
   * chunks of each page, which the HTML does not list (Docusaurus loads them
   * from its runtime). Without it, the precached pages show as built (their
   * text and links) but are not taken over by React when offline.
   */
  generatedFilesDir?: string;
  /** Or those code files themselves, relative to outDir (a test that deploys a changed copy of a build gives them). */
  codeFiles?: readonly string[];
}

export interface ServiceWorkerResult {
  /** Files in the precache and their total bytes. */
  count: number;
  size: number;
  /** Bytes of sw.js. */
  swBytes: number;
  warnings: string[];
}

/** The HTML file of a route: `/` is `index.html`, `/git&github/git` is `git&github/git.html`. */
function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The precache's address of a page's copy (relative to sw.js): see OFFLINE_COPY_PARAM. */
function offlineCopyUrl(htmlFile: string): string {
  const page = htmlFile === 'index.html' ? './' : htmlFile.replace(/\.html$/, '');
  return `${page}?${OFFLINE_COPY_PARAM}`;
}

/** A file name as a glob pattern that matches only itself. */
const literalGlob = (file: string) => file.replace(/[*?[\]{}()!+@\\]/g, '\\$&');

/** The build's file an address of the site points to, if it is one. */
function fileOfUrl(outDir: string, baseUrl: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  const {pathname} = new URL(url, `http://site${baseUrl}`);
  if (!pathname.startsWith(baseUrl)) return undefined;
  const file = decodeURIComponent(pathname.slice(baseUrl.length));
  return file && fs.existsSync(path.join(outDir, file)) ? file : undefined;
}

/**
 * The code, stylesheets and site pictures a page's HTML loads: its
 * stylesheets and preloads, its scripts (the page template lists them in a
 * small inline script, src/ssr/template.html.ts), the favicon and the
 * navbar logo.
 */
export function filesOfPage(html: string, outDir: string, baseUrl: string): string[] {
  const $ = cheerio.load(html);
  const urls = [
    ...$('link[rel~="stylesheet"], link[rel="preload"], link[rel~="icon"]').map((_i, element) => $(element).attr('href')).get(),
    ...$('script[src], .navbar__logo img').map((_i, element) => $(element).attr('src')).get(),
    ...$('script:not([src])')
      .map((_i, element) => [...$(element).text().matchAll(/"([^"\s]+\.js)"/g)].map((match) => match[1]))
      .get(),
  ];
  return urls.map((url) => fileOfUrl(outDir, baseUrl, url)).filter((file): file is string => file !== undefined);
}

/** The home page's card pictures, as browsers that read WebP fetch them (else the PNG). */
function cardPicturesOfPage(html: string, outDir: string, baseUrl: string): string[] {
  const $ = cheerio.load(html);
  return $('main picture')
    .map((_i, picture) => $(picture).find('source[type="image/webp"]').attr('srcset') ?? $(picture).find('img').attr('src'))
    .get()
    .map((url) => fileOfUrl(outDir, baseUrl, url))
    .filter((file): file is string => file !== undefined);
}

/**
 * The code chunks the given pages need, from the build's client manifest:
 * `routesChunkNames.json` names each route's chunks (the page and the
 * layouts around it, which are routes at the base URL), and
 * `client-manifest.json` their files. Empty when they cannot be read.
 */
export function chunkFilesOfRoutes(generatedFilesDir: string, baseUrl: string, routePaths: readonly string[]): string[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(generatedFilesDir, file), 'utf8')) as unknown;
  const chunkNames = read('routesChunkNames.json') as Record<string, unknown>;
  const manifest = read('client-manifest.json') as {
    origins: Record<string, string[]>;
    assets: Record<string, Record<string, {file: string}[]>>;
  };
  const wanted = new Set([baseUrl, ...routePaths]);
  const names = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  // A key is the route's path, a dash and a short hash: `/git&github/git-5b2`.
  for (const [key, value] of Object.entries(chunkNames)) {
    if (wanted.has(key.slice(0, key.lastIndexOf('-')))) collect(value);
  }
  const files = new Set<string>();
  for (const name of names) {
    for (const chunk of manifest.origins[name] ?? []) {
      for (const kind of Object.values(manifest.assets[chunk] ?? {})) kind.forEach(({file}) => files.add(file));
    }
  }
  return [...files];
}

/**
 * A function for the worker, from its source text: generateSW writes a
 * route's matcher and plugins into sw.js with `toString()`, so they cannot
 * use this file's variables; the values they need are written into the text.
 * (Written as text, too, so no compiler helper ends up in the worker.)
 */
function workerFunction(source: string): () => unknown {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function(`return ${source}`)() as () => unknown;
}

/** Writes `sw.js` into a built site (see the top of this file). */
export async function writeServiceWorker({outDir, baseUrl, pagePaths, generatedFilesDir, codeFiles = []}: ServiceWorkerOptions): Promise<ServiceWorkerResult> {
  const warnings: string[] = [];
  const readHtml = (file: string) => {
    try {
      return fs.readFileSync(path.join(outDir, file), 'utf8');
    } catch {
      warnings.push(`${file} is not in the build: it is not kept for offline reading.`);
      return undefined;
    }
  };

  const precachedRoutes = [...routes.filter((route) => route.kind === 'home' || route.kind === 'index').map((route) => route.path), OFFLINE_ROUTE];
  const htmlFiles = precachedRoutes.map(htmlFileOf);
  const files = new Set<string>();
  for (const file of htmlFiles) {
    const html = readHtml(file);
    if (html === undefined) continue;
    files.add(file);
    filesOfPage(html, outDir, baseUrl).forEach((used) => files.add(used));
    if (file === 'index.html') cardPicturesOfPage(html, outDir, baseUrl).forEach((picture) => files.add(picture));
  }
  codeFiles.filter((file) => fs.existsSync(path.join(outDir, file))).forEach((file) => files.add(file));
  if (generatedFilesDir) {
    try {
      const withBase = precachedRoutes.map((route) => `${baseUrl}${route.slice(1)}`);
      chunkFilesOfRoutes(generatedFilesDir, baseUrl, withBase)
        .filter((file) => fs.existsSync(path.join(outDir, file)))
        .forEach((file) => files.add(file));
    } catch (error) {
      warnings.push(`The client manifest in ${generatedFilesDir} could not be read (${(error as Error).message}): the card pages are kept without their own code.`);
    }
  }

  const caches = cacheNamesOf(baseUrl);
  const underBase = (folders: string[]) =>
    workerFunction(`({url}) => url.origin === self.location.origin && ${JSON.stringify(folders.map((folder) => `${baseUrl}${folder}/`))}.some((prefix) => url.pathname.startsWith(prefix))`);
  const result = await generateSW({
    swDest: path.join(outDir, 'sw.js'),
    globDirectory: outDir,
    globPatterns: [...files].sort().map(literalGlob),
    // The HTML pages are kept under addresses no request asks for (see OFFLINE_COPY_PARAM);
    // the offline page under its own, where the precache may answer it first.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          htmlFiles.includes(entry.url) && entry.url !== htmlFileOf(OFFLINE_ROUTE)
            ? {...entry, url: offlineCopyUrl(entry.url)}
            : entry.url === htmlFileOf(OFFLINE_ROUTE)
              ? {...entry, url: OFFLINE_ROUTE.slice(1)}
              : entry,
        ),
        warnings: [],
      }),
    ],
    // Files named with their content's hash (`main.c99aadb5.js`) need no revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(?:js|css)$/,
    cacheId: cacheIdOf(baseUrl),
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    // One file, so a new build's worker differs from the old one byte for byte.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    disableDevLogs: true,
    runtimeCaching: [
      {
        // The search page, from the network only; with no connection, the offline page
        // (not the browser's own error page).
        urlPattern: workerFunction(
          `({url}) => url.origin === self.location.origin && url.pathname === ${JSON.stringify(`${baseUrl}${SEARCH_ROUTE.slice(1)}`)}`,
        ) as never,
        handler: 'NetworkOnly',
        options: {precacheFallback: {fallbackURL: OFFLINE_ROUTE.slice(1)}},
      },
      {
        // This site's pages, by their exact address (a query such as `?highlight=` is
        // left out of the cache key). Not the search page: it cannot search offline.
        urlPattern: workerFunction(`({url}) => {
          if (url.origin !== self.location.origin) return false;
          let pathname = url.pathname;
          try { pathname = decodeURIComponent(pathname); } catch (error) { return false; }
          return ${JSON.stringify(pagePaths)}.includes(pathname);
        }`) as never,
        handler: 'NetworkFirst',
        options: {
          cacheName: caches.pages,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          plugins: [
            workerFunction(`({
              cacheKeyWillBeUsed: async ({request}) => {
                const url = new URL(request.url);
                url.search = '';
                return url.href;
              },
              // Only whole pages (a redirect's answer cannot be replayed to a page load).
              cacheWillUpdate: async ({response}) => (response.status === 200 && !response.redirected ? response : null),
              // No network and not kept: a home or card page's precached copy (its
              // address there has a query, see OFFLINE_COPY_PARAM, so the query is ignored).
              handlerDidError: async ({request}) => {
                const url = new URL(request.url);
                url.search = '';
                const names = (await caches.keys()).filter((name) => name.startsWith(${JSON.stringify(`${cacheIdOf(baseUrl)}-precache-`)}));
                for (const name of names) {
                  const copy = await (await caches.open(name)).match(url.href, {ignoreSearch: true});
                  if (copy) return copy;
                }
                return undefined;
              },
            })`) as never,
          ],
          // Else: the offline page ("this lesson needs a connection").
          precacheFallback: {fallbackURL: OFFLINE_ROUTE.slice(1)},
        },
      },
      {
        urlPattern: underBase(['assets']) as never,
        handler: 'CacheFirst',
        options: {
          cacheName: caches.code,
          expiration: {maxEntries: MAX_CODE_FILES, maxAgeSeconds: SIXTY_DAYS, purgeOnQuotaError: true},
        },
      },
      {
        urlPattern: underBase(['pic', 'img']) as never,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: caches.pictures,
          expiration: {maxEntries: MAX_PICTURES, purgeOnQuotaError: true},
        },
      },
    ],
  });
  return {
    count: result.count,
    size: result.size,
    swBytes: fs.statSync(path.join(outDir, 'sw.js')).size,
    warnings: [...warnings, ...result.warnings],
  };
}

export default function offlineReadingPlugin(context: LoadContext): Plugin {
  return {
    name: 'offline-reading',
    async postBuild({outDir, routesPaths}) {
      const {baseUrl} = context;
      const notKept = new Set([SEARCH_ROUTE, OFFLINE_ROUTE, '/404.html'].map((route) => `${baseUrl}${route.slice(1)}`));
      const result = await writeServiceWorker({
        outDir,
        baseUrl,
        pagePaths: routesPaths.filter((route) => !notKept.has(route)),
        generatedFilesDir: context.generatedFilesDir,
      });
      result.warnings.forEach((warning) => console.warn(`[offline-reading] ${warning}`));
      console.log(
        `[offline-reading] sw.js (${(result.swBytes / 1024).toFixed(1)} KB) precaches ${result.count} files, ${(result.size / 1024).toFixed(0)} KB`,
      );
    },
  };
}
