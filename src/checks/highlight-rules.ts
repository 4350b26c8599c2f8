/**
 * A lesson that points at a highlighted line ("type the highlighted line
 * below") must show one: the next code block marks a line, with a range in
 * its fence (```python title="settings.py" {2}) or a `highlight-next-line` /
 * `highlight-start` comment. Otherwise the reader looks for a line the page
 * does not show, and may type the lines around it twice.
 *
 * The lines are found the way Docusaurus finds them
 * (@docusaurus/theme-common's parseLines): a fence's range wins over
 * comments, and a comment counts only on a line of its own, in the comment
 * style of the block's language. A terminal session (```console) is drawn by
 * src/components/ConsoleBlock, which highlights no line.
 */
import type {Code, Root, Text} from 'mdast';
import {visit} from 'unist-util-visit';
import type {LessonDoc} from '../lib/lesson';
import type {RuleProblem} from './lesson-rules';

/** A fence's range, as Docusaurus reads it: `{2}`, `{1,3-4}`. */
const FENCE_RANGE = /\{([\d,-]+)\}/;

/** The comment marks Docusaurus accepts around a magic comment, by language (the popular ones). */
const COMMENT_STARTS: Record<string, string[]> = {
  js: ['//', '/*'],
  javascript: ['//', '/*'],
  ts: ['//', '/*'],
  typescript: ['//', '/*'],
  jsx: ['//', '/*', '{/*'],
  tsx: ['//', '/*', '{/*'],
  html: ['//', '/*', '<!--'],
  python: ['#'],
  py: ['#'],
  bash: ['#'],
  yaml: ['#'],
  yml: ['#'],
  dockerfile: ['#'],
  css: ['/*'],
  sql: ['--', '/*'],
};

/** The numbers of a range such as `1,3-4`, as parse-numeric-range reads it. */
function rangeNumbers(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const span = /^(\d+)-(\d+)$/.exec(part);
    if (span) {
      const numbers: number[] = [];
      for (let n = Number(span[1]); n <= Number(span[2]); n += 1) numbers.push(n);
      return numbers;
    }
    return /^\d+$/.test(part) ? [Number(part)] : [];
  });
}

/** How many lines the block shows highlighted. */
export function highlightedLineCount(code: Pick<Code, 'lang' | 'meta' | 'value'>): number {
  if (code.lang === 'console') return 0;
  const lines = code.value.replace(/\r?\n$/, '').split(/\r?\n/);
  const range = FENCE_RANGE.exec(code.meta ?? '');
  if (range) return new Set(rangeNumbers(range[1]).filter((n) => n >= 1 && n <= lines.length)).size;
  const starts = COMMENT_STARTS[code.lang ?? ''] ?? [];
  const directive = (line: string) => {
    const text = line.trim();
    const start = starts.find((mark) => text.startsWith(mark));
    return start ? /^(highlight-next-line|highlight-start|highlight-end)\b/.exec(text.slice(start.length).trim())?.[1] : undefined;
  };
  let count = 0;
  let blockStart: number | undefined;
  // The comments are not shown: count the shown lines they mark.
  const shown: string[] = [];
  const nextLine = new Set<number>();
  for (const line of lines) {
    const found = directive(line);
    if (found === 'highlight-next-line') nextLine.add(shown.length);
    else if (found === 'highlight-start') blockStart = shown.length;
    else if (found === 'highlight-end') {
      if (blockStart !== undefined) count += shown.length - blockStart;
      blockStart = undefined;
    } else shown.push(line);
  }
  return count + [...nextLine].filter((index) => index < shown.length).length;
}

/** "highlighted line(s)" in the text; "above" in the same sentence points back. */
const POINTS_AT = /\bhighlighted lines?\b/gi;

export function checkHighlightRules(doc: LessonDoc): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const tree = doc.tree as Root;
  const lineOf = (markdownLine: number) => markdownLine + doc.bodyStartLine - 1;
  const blocks: {code: Code; offset: number}[] = [];
  visit(tree, 'code', (code: Code) => {
    blocks.push({code, offset: code.position?.start.offset ?? 0});
  });
  visit(tree, 'text', (text: Text) => {
    for (const match of text.value.matchAll(POINTS_AT)) {
      const start = text.position?.start;
      if (!start) continue;
      const offset = (start.offset ?? 0) + match.index;
      const line = lineOf(start.line + (text.value.slice(0, match.index).match(/\n/g)?.length ?? 0));
      const sentence = text.value.slice(match.index).split(/[.!?:](\s|$)/)[0];
      const above = /\babove\b/i.test(sentence);
      const block = above ? blocks.filter((entry) => entry.offset < offset).at(-1) : blocks.find((entry) => entry.offset > offset);
      const where = above ? 'above it' : 'after it';
      if (!block) {
        problems.push({line, message: `says "${match[0]}", but no code block comes ${where}. Show the code with the line marked, or reword the sentence.`});
        continue;
      }
      if (highlightedLineCount(block.code) > 0) continue;
      const blockLine = lineOf(block.code.position?.start.line ?? 0);
      problems.push({
        line,
        message:
          block.code.lang === 'console'
            ? `says "${match[0]}", but the code block ${where} (line ${blockLine}) is a terminal session, which cannot highlight a line. Name the line in words instead, such as "the line that starts with ...".`
            : `says "${match[0]}", but the code block ${where} (line ${blockLine}) highlights no line, so the reader sees nothing highlighted. Add the line's number in the block to its fence, such as \`\`\`${block.code.lang ?? 'python'} ${block.code.meta ? `${block.code.meta} ` : ''}{2} (or {2-3} for lines 2 to 3), or reword the sentence.`,
      });
    }
  });
  return problems;
}
