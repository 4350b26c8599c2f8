import {expect, type Page} from '@playwright/test';
import {cardsByPage} from '../../src/data/cards';
import {routes, type ManifestRoute} from '../../src/lib/routes';
import {listDocFiles} from '../../src/checks/content';
import {readLesson} from '../../src/lib/lesson';

export {cardsByPage, routes};
export type {ManifestRoute};

/** The site URL the build was made with (docusaurus.config.ts default). */
export const SITE_URL = process.env.SITE_URL ?? 'https://easy-programming.github.io';

/** Lessons whose Markdown is still an outline (`outline: true`). */
export const outlineSlugs = new Set(
  listDocFiles(process.cwd())
    .map((file) => readLesson(process.cwd(), file))
    .filter((lesson) => lesson.isOutline)
    .map((lesson) => lesson.slug!),
);

/** Loads every lazy picture on the page and resolves when all have loaded. */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    images.forEach((image) => (image.loading = 'eager'));
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, {once: true});
              image.addEventListener('error', resolve, {once: true});
            }),
      ),
    );
  });
}

/** The Home link above the content, present on every page. */
export async function expectHomeLink(page: Page, baseUrl = '/') {
  const home = page.getByRole('link', {name: 'Home', exact: true});
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', baseUrl);
  const h1 = page.locator('h1').first();
  const [homeBox, h1Box] = [await home.boundingBox(), await h1.boundingBox()];
  expect(homeBox!.y).toBeLessThan(h1Box!.y);
}

/** Clicks the Home link with the mouse at its visible centre, after checking nothing covers it there. */
export async function clickHomeLink(page: Page) {
  const home = page.getByRole('link', {name: 'Home', exact: true});
  await expect(home).toBeVisible();
  const box = (await home.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // The topmost element at that point is the link or something inside it (its icon).
  const topmost = await home.evaluate((link, [px, py]) => {
    const hit = document.elementFromPoint(px, py);
    return hit && link.contains(hit) ? 'the Home link' : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  }, [x, y]);
  expect(topmost).toBe('the Home link');
  await page.mouse.click(x, y);
}

/** Records, across navigations, whether the 404 page was ever painted. */
export async function watchFor404Flash(page: Page) {
  await page.addInitScript(() => {
    const check = () => {
      const h1 = document.querySelector('h1');
      const hidden = document.documentElement.style.visibility === 'hidden';
      if (!hidden && h1?.textContent === '404 Error') sessionStorage.setItem('saw404', location.pathname);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Opens a page and waits until the app has taken over (Docusaurus marks
 * <html data-has-hydrated="true">): its code loads after the first paint, so
 * a click or key press before then is a plain link click or does nothing.
 */
export async function gotoApp(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return response;
}

/** Collects React's hydration errors: a page whose first render differs from its HTML. */
export function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /onRecoverableError|Minified React error #4(18|19|20|21|23|25)/.test(message.text())) {
      errors.push(message.text().split('\n')[0]);
    }
  });
  return errors;
}

/** The search box in the navbar (src/theme/SearchBar): a combobox named "Search". */
export function navbarSearch(page: Page) {
  return page.locator('nav.navbar').getByRole('combobox', {name: 'Search', exact: true});
}

/** A request for the search engine or its index: Pagefind's files, under `pagefind/` in the base URL. */
export function isSearchIndex(url: string): boolean {
  return /\/pagefind\//.test(new URL(url).pathname);
}

/**
 * Searches from the navbar as a learner does: focuses the box (which loads
 * the engine), types the words, and returns the lessons listed once they show
 * (the last option, "See all results", is not one of them).
 */
export async function searchInNavbar(page: Page, words: string) {
  const box = navbarSearch(page);
  await box.focus();
  await box.pressSequentially(words);
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', {name: `See all results for “${words}”`})).toBeVisible();
  const suggestions = list.getByRole('option').filter({hasNotText: 'See all results'});
  await expect(suggestions.first()).toBeVisible();
  return suggestions;
}

/** Opens the first suggestion with the mouse (or a tap) and returns its lesson's title. */
export async function openFirstSuggestion(page: Page, suggestions: ReturnType<Page['getByRole']>) {
  const first = suggestions.first();
  const title = (await first.innerText()).split('\n')[0].split(' › ')[0].trim();
  await first.click();
  return title;
}

/** Counts every layout shift not caused by input from the page's start, in window.shifts (CLS as the observer sums it). */
export async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as {shifts: number}).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) (window as unknown as {shifts: number}).shifts += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}
