/**
 * A highlighted line of code (src/theme/CodeBlock/Line) is drawn on a band
 * of its own colour (src/css/custom.css): every colour of highlighted code
 * still reaches 4.5:1 on that band (WCAG 1.4.3 AA), in light and dark mode,
 * and the bar at the band's left edge reaches 3:1 against the band and the
 * code box (WCAG 1.4.11). That the band is seen at all, on every lesson, is
 * tests/e2e/highlighted-lines.spec.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/lib/code-theme';
import {contrast} from './support/contrast';


/** A custom property's value in the rule for `selector` of custom.css. */
function cssVariable(css: string, selector: string, name: string): string {
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, `custom.css has no rule for ${selector}`);
  const rule = css.slice(start, css.indexOf('}', start));
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(rule)?.[1].trim();
  assert.ok(value, `custom.css sets no ${name} in ${selector}`);
  return value;
}

const css = fs.readFileSync('src/css/custom.css', 'utf8');
const modes: [string, string, PrismTheme][] = [
  ['light', ':root', lightCodeTheme],
  ['dark', "[data-theme='dark']", darkCodeTheme],
];

describe('highlighted lines of code', () => {
  for (const [mode, selector, theme] of modes) {
    const band = cssVariable(css, selector, '--docusaurus-highlighted-code-line-bg');
    const bar = cssVariable(css, selector, '--easy-highlighted-code-line-bar');
    const box = theme.plain.backgroundColor!;

    it(`keep every code colour at 4.5:1 on the band in ${mode} mode`, () => {
      const colours: [string, string][] = [
        ['plain', theme.plain.color!],
        ...theme.styles.filter((style) => style.style.color).map((style): [string, string] => [style.types.join(','), style.style.color!]),
      ];
      const faint = colours
        .filter(([, colour]) => contrast(colour, band) < 4.5)
        .map(([types, colour]) => `${types}: ${colour} is ${contrast(colour, band).toFixed(2)}:1 on ${band}`);
      assert.deepEqual(faint, []);
    });

    it(`draw the bar at the band's edge at 3:1 against the band and the box in ${mode} mode`, () => {
      assert.ok(contrast(bar, band) >= 3, `${bar} on ${band}: ${contrast(bar, band).toFixed(2)}:1`);
      assert.ok(contrast(bar, box) >= 3, `${bar} on ${box}: ${contrast(bar, box).toFixed(2)}:1`);
    });
  }
});
