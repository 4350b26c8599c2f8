/**
 * Colours of highlighted code (```python, ```jsx …): prism-react-renderer's
 * GitHub theme in light mode and Dracula in dark mode, with the token colours
 * that were too faint darkened (light) or lightened (dark) in their own hue
 * until they reach 4.5:1 against the code block's background (WCAG 1.4.3).
 * tests/unit/code-theme.test.ts measures every colour of both themes.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** The theme with new colours for the token types named. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) =>
      style.types.some((type) => type in colours)
        ? {...style, style: {...style.style, color: colours[style.types.find((type) => type in colours)!]}}
        : style,
    ),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  comment: '#717164', // was #999988, 2.7:1
  string: '#da1068', // was #e3116c, 4.3:1
  number: '#277c7b', // was #36acaa, 2.6:1
  keyword: '#0079a2', // was #00a4db, 2.7:1
  function: '#ce3846', // was #d73a49, 4.3:1
});

export const darkCodeTheme = recolour(themes.dracula, {
  comment: '#8693b9', // was rgb(98, 114, 164), 3.0:1
});
