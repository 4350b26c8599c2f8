/**
 * Terminal pictures can be read on a phone. In the text column of a 390-px
 * screen a picture is scaled down until its text is too small to read; a tap
 * opens it at the size it was drawn, where terminal text is as tall as the
 * picture pipeline made it (at least 12 CSS px).
 */
import {expect, test} from '@playwright/test';
import {TERMINAL_TEXT_PX} from '../../scripts/pics/templates';
import {gotoApp} from './helpers';

const READABLE_PX = 12;
/** A lesson whose first picture is a terminal. */
const LESSON = '/git&github/git/versioning';

test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

/** How tall terminal text is on screen when the picture is drawn `width` CSS px wide. */
async function textHeight(image: import('@playwright/test').Locator) {
  const {shown, natural} = await image.evaluate((img: HTMLImageElement) => ({shown: img.getBoundingClientRect().width, natural: img.naturalWidth}));
  return (shown / natural) * TERMINAL_TEXT_PX;
}

test('a tap opens a picture full size, with terminal text at least 12 px tall', async ({page}) => {
  await gotoApp(page, LESSON);
  const picture = page.locator('article .markdown img:visible').first();
  await picture.scrollIntoViewIfNeeded();
  // In the column the text is too small: that is why the tap is there.
  expect(await textHeight(picture)).toBeLessThan(READABLE_PX);

  await picture.tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const full = dialog.locator('img');
  await expect(full).toHaveAttribute('src', (await picture.getAttribute('src'))!);
  await full.evaluate((img: HTMLImageElement) => img.decode());
  expect(await textHeight(full)).toBeGreaterThanOrEqual(READABLE_PX);

  await dialog.getByRole('button', {name: 'Close'}).tap();
  await expect(dialog).toHaveCount(0);
});

test('the full-size picture opens and closes from the keyboard too', async ({page}) => {
  await gotoApp(page, LESSON);
  const link = page.getByRole('link', {name: /open the picture full size/}).filter({visible: true}).first();
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
