/**
 * Highlighted lines of code (```python {2}, a `highlight-next-line` comment)
 * are seen: a lesson that says "type the highlighted line below" must show
 * that line standing out. On every lesson whose Markdown highlights a line,
 * in light and dark mode, each highlighted line on the page has a background
 * that differs clearly from its code box's, across the box's whole width.
 */
import {expect, test, type Page} from '@playwright/test';
import type {Code} from 'mdast';
import {visit} from 'unist-util-visit';
import {listDocFiles} from '../../src/checks/content';
import {highlightedLineCount} from '../../src/checks/highlight-rules';
import {readLesson} from '../../src/lib/lesson';
import {gotoApp} from './helpers';

/**
 * CIE76 colour difference (ΔE*ab) that counts as clearly seen: about 2.3 is
 * the smallest difference an eye notices side by side; 10 and more is seen at
 * a glance. (The 10% black the site had set on the light code box is 8.7.)
 */
const CLEARLY_SEEN = 10;

/** The lessons whose Markdown highlights lines, with how many. */
const lessons = listDocFiles(process.cwd())
  .map((file) => readLesson(process.cwd(), file))
  .filter((lesson) => !lesson.isOutline && lesson.slug)
  .map((lesson) => {
    let lines = 0;
    visit(lesson.tree, 'code', (code: Code) => {
      lines += highlightedLineCount(code);
    });
    return {route: lesson.slug!, lines};
  })
  .filter((lesson) => lesson.lines > 0);

type Rgba = [number, number, number, number];

/** [r, g, b, alpha] of a computed colour: rgb(…) or rgba(…). */
function rgba(colour: string): Rgba {
  const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (!match) throw new Error(`Cannot read the colour ${colour}`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])];
}

/** A colour painted over an opaque one. */
function over(top: Rgba, below: Rgba): Rgba {
  const alpha = top[3];
  return [0, 1, 2].map((channel) => top[channel] * alpha + below[channel] * (1 - alpha)).concat(1) as Rgba;
}

/** CIE L*a*b* of an sRGB colour (D65). */
function lab([r, g, b]: Rgba): number[] {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function colourDifference(a: Rgba, b: Rgba): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** Every highlighted line of the page: its text, its background, its box's, and whether it spans the box. */
async function highlightedLines(page: Page) {
  return page.locator('article .theme-code-block-highlighted-line').evaluateAll((lines) =>
    lines.map((line) => {
      const pre = line.closest('pre')!;
      /** The first background that is not transparent, from the element up. */
      const backgroundOf = (element: Element | null): string => {
        for (let at = element; at; at = at.parentElement) {
          const colour = getComputedStyle(at).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return 'rgb(255, 255, 255)';
      };
      const [lineBox, preBox] = [line.getBoundingClientRect(), pre.getBoundingClientRect()];
      return {
        text: (line.textContent ?? '').trim().slice(0, 60),
        line: getComputedStyle(line).backgroundColor,
        box: backgroundOf(pre),
        // The band starts at the box's left edge and reaches at least its right edge.
        spans: Math.abs(lineBox.left - preBox.left) <= 1 && lineBox.right >= preBox.left + pre.clientWidth - 1,
      };
    }),
  );
}

test('the Markdown highlights lines in some lessons (so the test below has something to check)', () => {
  expect(lessons.length).toBeGreaterThan(5);
});

for (const {route, lines} of lessons) {
  test(`${route}: each of its ${lines} highlighted lines stands out from its code box, in light and dark mode`, async ({page}) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
      await gotoApp(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      // Lay out every step now, as scrolling to it would (content-visibility: auto).
      await page.addStyleTag({content: '.markdown > section.step { content-visibility: visible !important; }'});
      // And open the practice answers, as a reader does to see theirs (without the slide).
      const answers = page.locator('article details');
      await answers.evaluateAll((all) => all.forEach((answer) => answer.querySelector('summary')!.click()));
      await expect.poll(() => page.locator('article details:not([open])').count()).toBe(0);
      const found = await highlightedLines(page);
      expect(found, `${colorScheme}: the highlighted lines on the page`).toHaveLength(lines);
      const faint = found
        .map((entry) => {
          const box = rgba(entry.box);
          const difference = colourDifference(over(rgba(entry.line), box), box);
          return {...entry, difference};
        })
        .filter((entry) => entry.difference < CLEARLY_SEEN || !entry.spans)
        .map((entry) => `"${entry.text}": ${entry.line} on ${entry.box} (ΔE ${entry.difference.toFixed(1)})${entry.spans ? '' : ', not across the whole box'}`);
      expect(faint, `${colorScheme}: highlighted lines that do not stand out`).toEqual([]);
    }
  });
}

test('a page reached inside the site, whose code React draws, highlights its lines too', async ({page}) => {
  await gotoApp(page, '/advanced-topics/NodeJS/express');
  await page.getByRole('main').getByRole('link', {name: 'Using middleware in Express'}).click();
  await expect(page).toHaveURL(/\/advanced-topics\/NodeJS\/middleware$/);
  await expect(page.locator('article .theme-code-block-highlighted-line .token').first()).toBeAttached();
  const found = await highlightedLines(page);
  expect(found).toHaveLength(lessons.find((lesson) => lesson.route === '/advanced-topics/NodeJS/middleware')!.lines);
  for (const entry of found) {
    const box = rgba(entry.box);
    expect(colourDifference(over(rgba(entry.line), box), box), entry.text).toBeGreaterThanOrEqual(CLEARLY_SEEN);
  }
});
