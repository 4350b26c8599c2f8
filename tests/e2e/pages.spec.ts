/**
 * Every one of the 127 routes, as a learner meets it: the page answers 200
 * at its own address, has its title, the Home link above the content, its
 * cards or steps, and every picture loads.
 */
import {expect, test} from '@playwright/test';
import {cardsByPage, expectHomeLink, gotoApp, loadAllImages, outlineSlugs, routes, SITE_URL, watchHydrationErrors} from './helpers';

for (const route of routes) {
  test(`${route.kind} ${route.path}`, async ({page}) => {
    const hydrationErrors = watchHydrationErrors(page);
    const response = await gotoApp(page, route.path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(encodeURI(route.path).replace(/%26/g, '&'));

    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    const heading = (await h1.innerText()).trim();
    await expect(page).toHaveTitle(route.kind === 'home' ? 'Easy Programming' : `${heading} | Easy Programming`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${route.path}`);
    await expectHomeLink(page);
    // Every box (:::warning[...]) is drawn as a box: no page shows the colons of one.
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(':::');

    if (route.cards) {
      const cards = cardsByPage[route.path];
      const items = page.locator('main ul[class*="grid"] > li');
      await expect(items).toHaveCount(route.cards.length);
      for (const [index, card] of cards.entries()) {
        const item = items.nth(index);
        await expect(item.locator('img')).toHaveAttribute('src', `/pic/${card.urlname}.png`);
        const link = item.getByRole('link');
        await expect(link).toHaveText(card.title);
        await expect(link).toHaveAttribute('href', card.href);
        await expect(item.locator('p').first()).toHaveText(card.description);
        await expect(item.getByText('Coming soon', {exact: true})).toHaveCount(route.cards[index].page === false ? 1 : 0);
      }
    }

    if (route.kind !== 'home') {
      // The sidebar mirrors the route tree and marks where the learner is.
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expect(sidebar).toBeVisible();
      const active = sidebar.locator('a[aria-current="page"]');
      await expect(active.first()).toBeVisible();
      // React is in the sidebar twice (under JavaScript and Advanced topics): both point here.
      for (const link of await active.all()) await expect(link).toHaveAttribute('href', route.path);
    }

    if (route.kind === 'lesson') {
      const outline = outlineSlugs.has(route.path);
      await expect(page.getByText('This lesson is being written')).toHaveCount(outline ? 1 : 0);
      // Each step's picture at the spec's /pic/{name}.png (a terminal picture's macOS and Linux versions beside it).
      const pictures = page.locator('article .markdown img');
      const steps = page.locator('article .markdown img:not([src$=".macos.png"]):not([src$=".linux.png"])');
      if (outline) {
        await expect(page.locator('article .markdown ol > li').first()).toBeVisible();
      } else if (route.sections !== undefined) {
        await expect(steps).toHaveCount(route.sections);
      } else {
        expect(await steps.count()).toBeGreaterThan(0);
      }
      for (const image of await steps.all()) await expect(image).toHaveAttribute('src', `/pic/${await image.getAttribute('alt')}.png`);
      for (const image of await pictures.all()) {
        const alt = await image.getAttribute('alt');
        expect(await image.getAttribute('src')).toMatch(new RegExp(`^/pic/${alt}(\\.macos|\\.linux)?\\.png$`));
        expect(await image.getAttribute('width')).toMatch(/^\d+$/);
        expect(await image.getAttribute('height')).toMatch(/^\d+$/);
      }
      await expect(page.locator('nav.pagination-nav a').first()).toBeVisible();
    }

    if (route.kind === 'bare') {
      // The page title and the site's chrome, nothing else (DECISIONS.md 6).
      await expect(page.locator('article .markdown > *')).toHaveCount(1);
    }

    await loadAllImages(page);
    const broken = await page.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.naturalWidth === 0).map((image) => image.src),
    );
    expect(broken).toEqual([]);
    // The app took over without re-drawing the page (its first render matched the HTML).
    expect(hydrationErrors).toEqual([]);
  });
}

test('the site says how many lessons are still outlines', async ({page}, testInfo) => {
  // One page load per outline lesson, one after the other.
  test.setTimeout(outlineSlugs.size * 5_000 + 30_000);
  const lessons = routes.filter((route) => route.kind === 'lesson');
  let shown = 0;
  for (const path of outlineSlugs) {
    await page.goto(path);
    if (await page.getByText('This lesson is being written').isVisible()) shown += 1;
  }
  expect(shown).toBe(outlineSlugs.size);
  const message = `${outlineSlugs.size} of ${lessons.length} lessons are still outlines; ${lessons.length - outlineSlugs.size} are written.`;
  testInfo.annotations.push({type: 'outlines', description: message});
  console.log(message);
});
