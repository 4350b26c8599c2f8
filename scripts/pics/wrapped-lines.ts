import type {Page} from '@playwright/test';

/**
 * The lines of code and output that wrap in the drawn scene: the picture
 * is narrower than the learner's window, and a wrapped line reads as two.
 * Each is given by its first words.
 */
export async function wrappedLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // A line of code is one line (VS Code does not wrap code); an output block, one line per line of its
    // text (the journey ran the program as wide as the picture's terminal). A long command is left to wrap:
    // a real terminal wraps it too, and the picture indents the rest so it does not read as a second command.
    for (const element of document.querySelectorAll<HTMLElement>('.term .out, .code .line .src')) {
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
