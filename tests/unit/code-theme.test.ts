/**
 * Every colour of highlighted code reaches 4.5:1 against the code block's
 * background (WCAG 1.4.3 AA), in light and in dark mode.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, darkCodeThemeCss, lightCodeTheme} from '../../src/lib/code-theme';
import {contrast} from './support/contrast';


function faintColours(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor!;
  const colours: [string, string][] = [
    ['plain', theme.plain.color!],
    ...theme.styles.filter((style) => style.style.color).map((style): [string, string] => [style.types.join(','), style.style.color!]),
  ];
  return colours
    .filter(([, colour]) => contrast(colour, background) < 4.5)
    .map(([types, colour]) => `${types}: ${colour} is ${contrast(colour, background).toFixed(2)}:1 on ${background}`);
}

describe('code colours', () => {
  it('measure contrast the WCAG way', () => {
    assert.equal(contrast('#000000', '#ffffff'), 21);
    assert.equal(contrast('#999988', '#f6f8fa').toFixed(2), '2.71');
  });
  it('reach 4.5:1 in light mode', () => assert.deepEqual(faintColours(lightCodeTheme), []));
  it('reach 4.5:1 in dark mode', () => assert.deepEqual(faintColours(darkCodeTheme), []));
});

describe('dark mode for the code blocks the build highlighted', () => {
  const css = darkCodeThemeCss();
  const rules = new Map(css.trim().split('\n').map((rule) => [rule.slice(0, rule.indexOf(' {')), rule.slice(rule.indexOf('{'))]));
  it('gives every token type either theme styles a dark-mode rule', () => {
    const types = new Set([...lightCodeTheme.styles, ...darkCodeTheme.styles].flatMap((style) => style.types));
    const missing = [...types].filter((type) => !rules.has(`[data-theme='dark'] .theme-code-block .token.${type}`));
    assert.deepEqual(missing, []);
  });
  it('uses the dark theme colours and none of the light ones', () => {
    assert.match(rules.get("[data-theme='dark'] .theme-code-block .token.keyword")!, /color: rgb\(189, 147, 249\) !important;/);
    assert.match(rules.get("[data-theme='dark'] .theme-code-block .token.comment")!, /color: #8693b9 !important; font-style: normal !important;/);
    const lightOnly = lightCodeTheme.styles.map((style) => style.style.color).filter((colour): colour is string => !!colour && !darkCodeTheme.styles.some((dark) => dark.style.color === colour));
    assert.deepEqual(lightOnly.filter((colour) => css.includes(colour)), []);
  });
  it('covers the block, its background and its plain text', () => {
    assert.match(css, /\[data-theme='dark'\] \.theme-code-block \{ --prism-color: #F8F8F2 !important; --prism-background-color: #282A36 !important; \}/);
    assert.match(css, /\.prism-code \{ color: #F8F8F2 !important; background-color: #282A36 !important; \}/);
  });
});
