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

/** The per-token-type style a theme gives, merged as prism-react-renderer merges it. */
function styleByType(theme: PrismTheme): Map<string, Record<string, string | number>> {
  const byType = new Map<string, Record<string, string | number>>();
  for (const {types, style} of theme.styles) {
    for (const type of types) byType.set(type, {...byType.get(type), ...(style as Record<string, string | number>)});
  }
  return byType;
}

/** What a property goes back to where the dark theme does not set it. */
const UNSET: Record<string, string | number> = {color: 'inherit', fontStyle: 'normal', fontWeight: 'inherit', opacity: 1, textDecorationLine: 'none'};
const cssName = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Dark mode for code blocks the build wrote. Their HTML carries the light
 * theme's colours inline (the build draws in light mode; src/theme/CodeBlock
 * keeps that HTML in the browser), so in dark mode these `!important` rules,
 * made from the dark theme, win over them. Every token type either theme
 * styles is covered, so no light colour shows through.
 */
export function darkCodeThemeCss(light: PrismTheme = lightCodeTheme, dark: PrismTheme = darkCodeTheme): string {
  const scope = "[data-theme='dark'] .theme-code-block";
  const {color, backgroundColor} = dark.plain;
  const rules = [
    `${scope} { --prism-color: ${color} !important; --prism-background-color: ${backgroundColor} !important; }`,
    `${scope} .prism-code { color: ${color} !important; background-color: ${backgroundColor} !important; }`,
    `${scope} .token-line { color: ${color} !important; }`,
  ];
  const lightStyles = styleByType(light);
  const darkStyles = styleByType(dark);
  // Types only the light theme styles first: where a token has two types,
  // the dark theme's style of the other must win, as it would in Prism.
  const types = [...[...lightStyles.keys()].filter((type) => !darkStyles.has(type)), ...darkStyles.keys()];
  for (const type of types) {
    const darkStyle = darkStyles.get(type) ?? {};
    const properties = new Set([...Object.keys(lightStyles.get(type) ?? {}), ...Object.keys(darkStyle)]);
    const declarations = [...properties].map((property) => `${cssName(property)}: ${darkStyle[property] ?? UNSET[property] ?? 'initial'} !important;`);
    rules.push(`${scope} .token.${type} { ${declarations.join(' ')} }`);
  }
  return `${rules.join('\n')}\n`;
}
