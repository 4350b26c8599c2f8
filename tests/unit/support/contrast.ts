/** WCAG 2.1 contrast of two colours, for the tests of the code colours. */

/** [r, g, b] from #rrggbb or rgb(r, g, b). */
export function rgb(colour: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16));
  const fn = /^rgb\((\d+), ?(\d+), ?(\d+)\)$/.exec(colour);
  if (fn) return fn.slice(1).map(Number);
  throw new Error(`Cannot read the colour ${colour} (write it as #rrggbb: a see-through colour has no one contrast)`);
}

/** WCAG 2.1 relative luminance. */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
