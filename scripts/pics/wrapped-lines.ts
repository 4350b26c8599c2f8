import type {Page} from '@playwright/test';
import {TERMINAL_COLUMNS} from './templates';

export interface WrappedLines {
  /** Output lines that wrap, and code lines that run off the editor's edge: the picture is narrower than the learner's window. */
  lines: string[];
  /**
   * Commands that wrap in the picture although they fit in a real terminal's
   * 80 columns (prompt included): the learner's screen shows them on one
   * line, and a break (at a hyphen, say) reads as two words or two commands.
   */
  commands: string[];
}

/**
 * The lines of code, output and commands that wrap in the drawn scene, each
 * given by its first words.
 */
export async function wrappedLines(page: Page): Promise<WrappedLines> {
  return page.evaluate((columns) => {
    // (No helper functions here: the page runs this code as it is, without the bundler's helpers they would need.)
    const found: WrappedLines = {lines: [], commands: []};
    // A line of code is one line (VS Code does not wrap code); an output block, one line per line of its
    // text (the journey ran the program as wide as the picture's terminal).
    // A line of output longer than the terminal's columns wraps on the learner's screen too (a Git warning of 101
    // characters takes two rows of an 80-column terminal): it counts as the rows it takes there.
    for (const element of document.querySelectorAll<HTMLElement>('.term .out, .code .line .src')) {
      const lines = (element.textContent ?? '').replace(/\n$/, '').split('\n');
      const rows = element.matches('.out') ? lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / columns)), 0) : lines.length;
      // A line of code runs off the editor's edge (VS Code does not wrap it): the picture hides its end.
      const cutOff = element.matches('.src') && element.scrollWidth > element.clientWidth + 1;
      if (!cutOff && Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)) <= rows) continue;
      const longest = lines.reduce((a, b) => (b.length > a.length ? b : a));
      found.lines.push(`"${longest.trim().slice(0, 60)}${longest.trim().length > 60 ? '...' : ''}" (${longest.length} characters)`);
    }
    // A command longer than the terminal wraps on the learner's screen too; a shorter one must not.
    for (const element of document.querySelectorAll<HTMLElement>('.term .cmd')) {
      const text = element.textContent ?? '';
      if (text.length <= columns && Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)) > 1) {
        found.commands.push(`"${text.trim().slice(0, 60)}${text.trim().length > 60 ? '...' : ''}" (${text.length} characters)`);
      }
    }
    return found;
  }, TERMINAL_COLUMNS) as Promise<WrappedLines>;
}
