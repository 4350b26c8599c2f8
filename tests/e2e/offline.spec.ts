/**
 * Offline reading (src/plugins/offline-reading.ts, src/client/offline-reading.ts)
 * in Chromium, at the root and under the sub-path (the `subpath` project runs
 * this file too): a lesson opened before opens again with no connection,
 * with the pictures of the learner's system; the home and card pages open;
 * a lesson never opened says it needs a connection. Search says it needs a
 * connection too, in the navbar box and in place of the search page, and leads
 * to the lessons kept, never to the browser's own error page. And after a
 * deploy the learner gets the new build's pages, online and then offline.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {startStaticServer} from '../../scripts/lib/static-server';
import {writeServiceWorker} from '../../src/plugins/offline-reading';
import {KEPT_LESSONS_LINK, NEEDS_CONNECTION, OFFLINE_TITLE, OPENED_PAGES_WORK, SEARCH_NEEDS_CONNECTION} from '../../src/lib/offline-reading';
import {gotoApp, navbarSearch, routes} from './helpers';

const OPENED = '/git&github/git/ignore';
const NEVER_OPENED = '/git&github/git/versioning';
const CARD_PAGE = '/git&github/git';
/** A lesson before OPENED in the course. */
const EARLIER = '/git&github/git/overview';

const baseOf = () => (test.info().project.name === 'subpath' ? '/easy-programming/' : '/');
const at = (route: string) => `${baseOf()}${route.slice(1)}`;

/** Waits until the site's service worker is active and in charge of the page. */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {timeout: 30_000});
}

/** The step pictures the learner sees (their system's version), as this browser loads them: the WebP. */
function shownPictures(page: Page): Promise<string[]> {
  return page.locator('.markdown picture').evaluateAll((pictures) =>
    pictures
      .filter((picture) => (picture as HTMLElement).querySelector('img')!.offsetParent !== null)
      .map((picture) => new URL(picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')!, location.href).href),
  );
}

/** The hidden versions of the step pictures (another system's). */
function hiddenPictures(page: Page): Promise<string[]> {
  return page.locator('.markdown [data-only-on] picture').evaluateAll((pictures) =>
    pictures
      .filter((picture) => (picture as HTMLElement).querySelector('img')!.offsetParent === null)
      .map((picture) => new URL(picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')!, location.href).href),
  );
}

/** Which of these addresses the browser keeps, in any cache. */
function cached(page: Page, urls: string[]): Promise<boolean[]> {
  return page.evaluate((list) => Promise.all(list.map(async (url) => (await caches.match(url)) !== undefined)), urls);
}

/** Every shown picture of the page has loaded with its pixels (lazy ones too). */
async function expectShownPicturesLoaded(page: Page) {
  const results = await page.locator('.markdown img').evaluateAll(async (images) => {
    const shown = (images as HTMLImageElement[]).filter((image) => image.offsetParent !== null);
    shown.forEach((image) => (image.loading = 'eager'));
    await Promise.all(
      shown.map((image) =>
        image.complete ? undefined : new Promise((resolve) => ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, {once: true}))),
      ),
    );
    return shown.map((image) => ({src: image.currentSrc, width: image.naturalWidth}));
  });
  expect(results.length).toBeGreaterThan(3);
  expect(results.filter((result) => result.width === 0)).toEqual([]);
}

async function expectNeedsConnection(page: Page, route: string) {
  await expect(page.locator('h1')).toHaveText(OFFLINE_TITLE);
  await expect(page.getByText(NEEDS_CONNECTION)).toBeVisible();
  // The address stays the lesson's, so a reload once connected opens it.
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === at(route));
}

test('offline: a lesson opened before loads with its pictures, the home and card pages load, a lesson never opened needs a connection', async ({page, context}) => {
  test.setTimeout(120_000);
  // A Mac learner: the pictures kept are the macOS versions, not the Windows ones the page also holds.
  await page.addInitScript(() => localStorage.setItem('easy-programming.system', 'mac'));
  await gotoApp(page, at(OPENED));
  await waitForWorker(page);
  const lesson = new URL(page.url()).href.split('?')[0];
  const pictures = await shownPictures(page);
  expect(pictures.length).toBeGreaterThan(3);
  expect(pictures.some((url) => url.endsWith('.macos.webp'))).toBe(true);
  await expect.poll(async () => (await cached(page, [lesson, ...pictures])).every(Boolean), {timeout: 30_000}).toBe(true);
  expect((await cached(page, await hiddenPictures(page))).some(Boolean)).toBe(false);

  await context.setOffline(true);
  const text = 'It keeps your passwords private and your commits small.';
  await gotoApp(page, at(OPENED));
  await expect(page.locator('article .markdown')).toContainText(text);
  await expectShownPicturesLoaded(page);

  await page.goto(at('/'));
  await expect(page.locator('h1')).toHaveText('Easy Programming');
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
  expect(await page.locator('main img').first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.goto(at(CARD_PAGE));
  await expect(page.locator('h1')).toHaveText('Git');
  // Its card pictures were never fetched: each is loaded or an empty box, never the browser's broken-picture icon.
  const cardImages = page.locator('main li img');
  const state = () =>
    cardImages.evaluateAll((images) =>
      (images as HTMLImageElement[]).slice(0, 3).map((image) => (image.complete && image.naturalWidth > 0 ? 'loaded' : getComputedStyle(image).visibility === 'hidden' ? 'box' : 'broken')),
    );
  await expect.poll(async () => (await state()).filter((shown) => shown !== 'loaded' && shown !== 'box')).toEqual([]);
  expect(await state()).toContain('box');

  // A lesson never opened, by a full load, and by a click in the sidebar of a kept lesson.
  await page.goto(at(NEVER_OPENED));
  await expectNeedsConnection(page, NEVER_OPENED);
  await gotoApp(page, at(OPENED));
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Saving versions', exact: true}).click();
  await expectNeedsConnection(page, NEVER_OPENED);
});

test('offline: search says it needs a connection, in the navbar box and in place of the search page, and leads to the lessons kept', async ({page, context}) => {
  test.setTimeout(120_000);
  await gotoApp(page, at(OPENED));
  await waitForWorker(page);
  const lesson = new URL(page.url()).href.split('?')[0];
  await expect.poll(async () => (await cached(page, [lesson]))[0], {timeout: 30_000}).toBe(true);
  const openedTitle = await page.locator('h1').innerText();
  // A lesson that comes before it in the course, opened after it, and a track page.
  await gotoApp(page, at(EARLIER));
  const earlierTitle = await page.locator('h1').innerText();
  await expect.poll(async () => (await cached(page, [new URL(page.url()).href.split('?')[0]]))[0], {timeout: 30_000}).toBe(true);
  await gotoApp(page, at(CARD_PAGE));

  await context.setOffline(true);
  await gotoApp(page, at(OPENED));
  // A word the lesson holds: online, search finds it.
  const box = navbarSearch(page);
  await box.focus();
  await box.pressSequentially('passwords');
  const popup = page.locator('nav.navbar').locator('p', {hasText: SEARCH_NEEDS_CONNECTION});
  await expect(popup).toBeVisible();
  await expect(page.getByText('No lesson has these words.')).toHaveCount(0);
  await expect(page.locator('nav.navbar').getByRole('status')).toHaveText(SEARCH_NEEDS_CONNECTION);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([KEPT_LESSONS_LINK]);

  // Enter leads to the offline page's list of the lessons kept, inside the site.
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === at('/offline'));
  await expect(page.locator('h1')).toHaveText(OFFLINE_TITLE);
  await expect(page.getByText(OPENED_PAGES_WORK)).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').locator(`a[href="${at(OPENED)}"]`)).toBeVisible();
  // The lessons in the course's order; the track page, which always works, is not among them.
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText([earlierTitle, openedTitle]);

  // The search page, asked for by its address: the site's offline page, saying why.
  await gotoApp(page, `${at('/search')}?q=passwords`);
  await expect(page.locator('h1')).toHaveText(OFFLINE_TITLE);
  await expect(page.getByText(SEARCH_NEEDS_CONNECTION)).toBeVisible();
  await expect(page.getByText(NEEDS_CONNECTION)).toHaveCount(0);
  // The address stays the search's, so a reload once connected searches.
  await expect(page).toHaveURL((url) => url.pathname === at('/search') && url.search === '?q=passwords');
});

/** A deploy, simulated on a copy of the build: the home page's and the lesson's text change, in their HTML and in their code. */
function deployNewBuild(dir: string, baseUrl: string, changes: {file: string; from: string; to: string}[]) {
  const js = path.join(dir, 'assets/js');
  // The code the old worker precached (the card pages' chunks), under the new build's names.
  const precached = [...fs.readFileSync(path.join(dir, 'sw.js'), 'utf8').matchAll(/\burl:"(assets\/[^"]+)"/g)].map((match) => match[1]);
  const renamed = new Map<string, string>();
  const runtimeName = fs.readdirSync(js).find((file) => file.startsWith('runtime~main.'))!;
  let runtime = fs.readFileSync(path.join(js, runtimeName), 'utf8');
  for (const {file, from, to} of changes) {
    const html = path.join(dir, file);
    fs.writeFileSync(html, fs.readFileSync(html, 'utf8').replace(from, to));
    // The chunk that renders the text: new content, so a new name (the runtime maps chunk ids to hashes).
    const chunk = fs.readdirSync(js).find((name) => !name.startsWith('main.') && fs.readFileSync(path.join(js, name), 'utf8').includes(from))!;
    const [name, hash] = chunk.split('.');
    const newHash = crypto.randomBytes(4).toString('hex');
    fs.writeFileSync(path.join(js, `${name}.${newHash}.js`), fs.readFileSync(path.join(js, chunk), 'utf8').replace(from, to));
    fs.rmSync(path.join(js, chunk));
    renamed.set(`assets/js/${chunk}`, `assets/js/${name}.${newHash}.js`);
    runtime = runtime.replace(`"${hash}"`, `"${newHash}"`);
  }
  const newRuntimeName = `runtime~main.${crypto.randomBytes(4).toString('hex')}.js`;
  fs.writeFileSync(path.join(js, newRuntimeName), runtime);
  fs.rmSync(path.join(js, runtimeName));
  renamed.set(`assets/js/${runtimeName}`, `assets/js/${newRuntimeName}`);
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    fs.writeFileSync(path.join(dir, file), html.replace(runtimeName, newRuntimeName));
  }
  return writeServiceWorker({
    outDir: dir,
    baseUrl,
    pagePaths: routes.map((route) => `${baseUrl}${route.path.slice(1)}`),
    codeFiles: precached.map((file) => renamed.get(file) ?? file),
  });
}

/** The text of every page the browser keeps (the pages cache and the precached copies). */
function keptPagesText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response?.headers.get('content-type')?.includes('text/html')) texts.push(await response.text());
      }
    }
    return texts.join('\n');
  });
}

test("after a deploy the new build's pages replace the old ones, online and offline", async ({page, context}) => {
  test.setTimeout(120_000);
  const baseUrl = baseOf();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-deploy-'));
  // Build A: a copy of the build (without the search index, not needed here).
  fs.cpSync(baseUrl === '/' ? 'build' : 'build-subpath', dir, {recursive: true, filter: (source) => !source.includes(`${path.sep}pagefind`)});
  const server = await startStaticServer({dir, baseUrl});
  try {
    const home = {file: 'index.html', from: 'Learn to code from the very start', to: 'Build B teaches code from the very start'};
    const lesson = {file: `${OPENED.slice(1)}.html`, from: 'It keeps your passwords private and your commits small.', to: 'Build B keeps passwords out of Git.'};
    await gotoApp(page, `${server.origin}${at('/')}`);
    await waitForWorker(page);
    await expect(page.locator('main')).toContainText(home.from);
    await gotoApp(page, `${server.origin}${at(OPENED)}`);
    await expect(page.locator('article .markdown')).toContainText(lesson.from);
    await expect.poll(async () => (await cached(page, [`${server.origin}${at(OPENED)}`]))[0], {timeout: 30_000}).toBe(true);

    await deployNewBuild(dir, baseUrl, [home, lesson]);
    await page.reload();
    await expect(page.locator('article .markdown')).toContainText(lesson.to);
    await expect(page.locator('article .markdown')).not.toContainText(lesson.from);
    await gotoApp(page, `${server.origin}${at('/')}`);
    await expect(page.locator('main')).toContainText(home.to);
    // The new worker takes over and drops the old build's pages: no kept page is build A's.
    await expect
      .poll(
        async () => {
          const kept = await keptPagesText(page);
          return kept.includes(home.to) && !kept.includes(home.from) && !kept.includes(lesson.from);
        },
        {timeout: 30_000},
      )
      .toBe(true);

    await context.setOffline(true);
    await gotoApp(page, `${server.origin}${at(OPENED)}`);
    await expect(page.locator('article .markdown')).toContainText(lesson.to);
    await gotoApp(page, `${server.origin}${at('/')}`);
    await expect(page.locator('main')).toContainText(home.to);
  } finally {
    server.server.closeAllConnections();
    await server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
