/**
 * Unknown paths and "Coming soon" cards reach the not-found page: titled
 * "404 Error", status 404 from the static host, with the Home link and a
 * way on (DECISIONS.md 1 and 5).
 */
import {expect, test, type Page} from '@playwright/test';
import {cardsByPage, expectHomeLink, gotoApp, routes, watchHydrationErrors} from './helpers';

async function expect404Page(page: Page) {
  await expect(page.locator('h1')).toHaveText('404 Error');
  await expect(page).toHaveTitle('404 Error');
  await expectHomeLink(page);
  // A way on: the top-level sections.
  for (const card of cardsByPage['/']) {
    await expect(page.locator('main').getByRole('link', {name: card.title, exact: true})).toBeVisible();
  }
}

for (const path of ['/no-such-page', '/setting-up/extra', '/git&github/git/branches', '/pic/no-such-picture', '/advanced-topics/NodeJS/overview/more']) {
  test(`unknown path ${path} shows the 404 Error page with status 404`, async ({page}) => {
    const response = await gotoApp(page, path);
    expect(response?.status()).toBe(404);
    await expect404Page(page);
  });
}

const comingSoon = routes.flatMap((route) =>
  (cardsByPage[route.path] ?? []).filter((card) => card.comingSoon).map((card) => ({index: route.path, card})),
);

test('there are 15 "Coming soon" cards, as the spec gives', () => {
  expect(comingSoon.length).toBe(15);
});

for (const {index, card} of comingSoon) {
  test(`"Coming soon" card ${card.href} leads to the 404 page`, async ({page}) => {
    // A click from the card's index page (navigation inside the site)...
    await gotoApp(page, index);
    await page.getByRole('link', {name: card.title, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${card.href.replace(/[&]/g, '&')}$`));
    await expect404Page(page);
    await expect(page.getByText(`The lesson “${card.title}” is not written yet. It is coming soon.`)).toBeVisible();
    // ...and a fresh visit, which the static host answers with status 404.
    const hydrationErrors = watchHydrationErrors(page);
    const response = await gotoApp(page, card.href);
    expect(response?.status()).toBe(404);
    await expect404Page(page);
    await expect(page.getByText(`The lesson “${card.title}” is not written yet. It is coming soon.`)).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });
}
