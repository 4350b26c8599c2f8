/**
 * A link to a section lands on its heading, also far down the longest lesson,
 * where the steps above it are drawn only near the screen (content-visibility)
 * and the browser's first scroll goes by estimated heights
 * (src/client/land-on-anchor.ts).
 */
import {expect, test} from '@playwright/test';
import {gotoApp} from './helpers';

for (const [path, id] of [
  ['/advanced-topics/NodeJS/middleware', 'practice'],
  ['/programming-language/python/functions/build-in', 'how-to-read-a-traceback'],
]) {
  test(`${path}#${id} opens at that section`, async ({page}) => {
    await gotoApp(page, `${path}#${id}`);
    const heading = page.locator(`[id="${id}"]`);
    // Just below the sticky navbar, and it stays there.
    await expect.poll(async () => (await heading.boundingBox())!.y, {timeout: 5000}).toBeLessThan(150);
    await page.waitForTimeout(1000);
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(150);
  });
}

test('a search result far down a lesson opens at its section', async ({page}) => {
  await gotoApp(page, '/advanced-topics/NodeJS/middleware?highlight=practice#practice');
  await page.waitForTimeout(1500);
  const box = (await page.locator('[id="practice"]').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(150);
  await expect(page.locator('article mark').first()).toBeVisible();
});
