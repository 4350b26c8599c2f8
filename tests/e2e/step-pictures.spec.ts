/**
 * Terminal pictures can be read on a phone. In the text column of a 390-px
 * screen a picture is scaled down until its text is too small to read; a tap
 * opens it at the size it was drawn, where terminal text is as tall as the
 * picture pipeline made it (at least 12 CSS px). A line under each picture
 * says so on a phone; on a desktop, where the picture is big enough and a
 * mouse shows a zoom cursor, it is not shown.
 */
import {expect, test} from '@playwright/test';
import {TERMINAL_TEXT_PX} from '../../scripts/pics/templates';
import {countLayoutShifts, gotoApp} from './helpers';

const READABLE_PX = 12;
/** The line under each step picture on a phone (src/components/StepPicture). */
const TAP_HINT = 'Tap the picture to see it full size';
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

test("Back closes the full-size picture and stays where the learner was in the lesson; after Close, Back leaves the lesson", async ({page}) => {
  await gotoApp(page, '/git&github');
  await gotoApp(page, LESSON);
  const picture = page.locator('article .markdown img:visible').nth(2);
  await picture.scrollIntoViewIfNeeded();
  await picture.tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Where the lesson stands behind the picture (the tap may have brought the picture into view first).
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(decodeURI(new URL(page.url()).pathname)).toBe(LESSON);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Opened and closed with its button: no entry is left behind, so Back goes to the page before the lesson.
  await picture.tap();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Close'}).tap();
  await expect(dialog).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/git&github\/?$/);
});

test('on a phone a line under each picture says a tap opens it full size, and a tap on that picture does', async ({page}) => {
  // Any layout shift while the page loads and settles (the line must be there from the first paint).
  await countLayoutShifts(page);
  await gotoApp(page, LESSON);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts), 'layout shift').toBe(0);

  const pictures = page.locator('article .markdown img:visible');
  const hints = page.locator('article .markdown').getByText(TAP_HINT, {exact: true});
  // One line for each picture, whatever the number of systems' versions in the HTML.
  await expect(hints).toHaveCount(await pictures.count());
  const hint = hints.first();
  await hint.scrollIntoViewIfNeeded();
  await expect(hint).toBeVisible();
  // Right under its picture, and not read out: the link's name says it already.
  const picture = pictures.first();
  const [pictureBox, hintBox] = [(await picture.boundingBox())!, (await hint.boundingBox())!];
  expect(hintBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height);
  expect(hintBox.y).toBeLessThan(pictureBox.y + pictureBox.height + 16);
  await expect(hint).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('link', {name: /open the picture full size$/}).filter({visible: true}).first()).toBeVisible();

  await picture.tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', (await picture.getAttribute('src'))!);
});

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1280, height: 800}, hasTouch: false, isMobile: false});

  test('the line under the pictures is not shown', async ({page}) => {
    await gotoApp(page, LESSON);
    const picture = page.locator('article .markdown img:visible').first();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect(page.locator('article .markdown').getByText(TAP_HINT, {exact: true}).first()).toBeHidden();
  });
});
