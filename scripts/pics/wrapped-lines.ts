import type {Page} from '@playwright/test';

/**
 * The lines of code, commands and output that wrap in the drawn scene: a
 * picture is narrower than a real window, and a wrapped line reads as two.
 * Each is given by its first words.
 */
export async function wrappedLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // A command and a line of code are one line each; an output block, one line per line of its text.
    for (const element of document.querySelectorAll<HTMLElement>('.term .cmd, .term .out, .code .line .src')) {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      const lines = (element.textContent ?? '').replace(/\n$/, '').split('\n');
      const rows = Math.round(element.getBoundingClientRect().height / lineHeight);
      if (rows <= lines.length) continue;
      const longest = lines.reduce((a, b) => (b.length > a.length ? b : a));
      found.push(`"${longest.trim().slice(0, 60)}${longest.trim().length > 60 ? '...' : ''}" (${longest.length} characters)`);
    }
    return found;
  });
}
