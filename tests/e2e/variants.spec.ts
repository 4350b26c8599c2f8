/**
 * Other spellings of a route reach its page (DECISIONS.md 2-4): any case,
 * a trailing slash, %26 for &. The static host answers them with 404.html;
 * the page must then show the right route without the 404 page ever being
 * painted, and name the canonical spelling in <link rel="canonical">.
 */
import {expect, test} from '@playwright/test';
import {gotoApp, routes, SITE_URL, watchFor404Flash} from './helpers';

/** Upper-cases every other letter: /Setting-Up style variants that no file matches. */
const oddCase = (path: string) =>
  path.replace(/[a-z]/gi, (letter, offset: number) => (offset % 2 ? letter.toUpperCase() : letter.toLowerCase()));

const named: [string, string][] = [
  ['/git&github/Git', '/git&github/git'],
  ['/git&github/GitHub', '/git&github/github'],
  ['/advanced-topics/Reactjs', '/advanced-topics/ReactJS'],
  ['/advanced-topics/nodejs/overview', '/advanced-topics/NodeJS/overview'],
  ['/advanced-topics/devops', '/advanced-topics/DevOps'],
  ['/Setting-Up', '/setting-up'],
  ['/git&github/git/revert/', '/git&github/git/revert'],
  ['/git%26github/git/master%26branches', '/git&github/git/master&branches'],
  ['/Git%26GitHub/GIT/', '/git&github/git'],
];

const generated: [string, string][] = routes
  .filter((route) => route.path !== '/')
  .flatMap((route): [string, string][] => [
    [oddCase(route.path), route.path],
    [`${route.path}/`, route.path],
    ...(route.path.includes('&') ? [[route.path.replace(/&/g, '%26'), route.path] as [string, string]] : []),
  ])
  .filter(([variant, canonical]) => variant !== canonical);

const variants = new Map([...named, ...generated]);

for (const [variant, canonical] of variants) {
  test(`${variant} shows ${canonical}`, async ({page}) => {
    await watchFor404Flash(page);
    await page.goto(variant);
    await expect(page).toHaveURL((url) => url.pathname.replace(/%26/g, '&') === canonical);
    await expect(page.locator('h1')).not.toHaveText('404 Error');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${canonical}`);
    expect(await page.evaluate(() => sessionStorage.getItem('saw404'))).toBeNull();
  });
}

test('moving inside the site to another spelling goes to the page too', async ({page}) => {
  await gotoApp(page, '/');
  // What the router sees when a link inside the app leads to another spelling.
  await page.evaluate(() => {
    history.pushState({}, '', '/Git&GitHub/Git');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  // The router matches routes regardless of case, so the page shows at once.
  await expect(page.locator('h1')).toHaveText('Git');
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[aria-current="page"]')).toHaveAttribute('href', '/git&github/git');
});
