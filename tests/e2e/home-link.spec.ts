/**
 * The Home link above the content works with a mouse, as a reader uses it:
 * a real click at the middle of the link as it is drawn, on every kind of
 * page, at desktop and phone widths, lands on the site's root. Nothing else
 * (such as the doc sidebar) may lie on top of the link and take the click.
 */
import {expect, test} from '@playwright/test';
import {clickHomeLink, gotoApp} from './helpers';

const pages = [
  ['home page', '/'],
  ['index page', '/git&github/git'],
  ['lesson', '/setting-up'],
  ['bare page', '/programming-language/html'],
  ['404 page', '/no-such-page'],
] as const;
const widths = [997, 1280, 1600, 390] as const;

for (const width of widths) {
  for (const [kind, path] of pages) {
    test(`a mouse click on Home on the ${kind} at ${width} px lands on the site's root`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      // On the home page the click must still take the reader to exactly `/`:
      // start from the same page with a query, which the click drops.
      await gotoApp(page, kind === 'home page' ? '/?from=home-link-test' : path);
      await clickHomeLink(page);
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await expect(page.locator('h1')).toHaveText('Easy Programming');
    });
  }
}
