/**
 * How easy a lesson's prose is to read: Flesch-Kincaid grade and Flesch
 * Reading Ease, counted over its paragraphs, headings and list items, with
 * code, tables, pictures and JSX left out, except the text of the steps
 * for one system (<SystemTabs>) and the practice answers (<details>)
 * (CONTENT-GUIDE.md).
 */
import {flesch} from 'flesch';
import {fleschKincaid} from 'flesch-kincaid';
import type {Nodes, Root} from 'mdast';
import {syllable} from 'syllable';
import type {LessonDoc} from '../lib/lesson';

/** `npm test` fails for a written lesson above this grade. */
export const READABILITY_LIMIT = 8.5;
/** What the content guide asks writers to aim for. */
export const READABILITY_TARGET = 7;

export interface Readability {
  grade: number;
  ease: number;
  sentences: number;
  words: number;
  syllables: number;
}

/** Blocks whose text is prose; each one ends a sentence even without a full stop. */
const PROSE_BLOCKS = new Set(['paragraph', 'heading']);
const SKIPPED = new Set(['code', 'inlineCode', 'table', 'image', 'html', 'mdxJsxFlowElement', 'mdxFlowExpression', 'mdxjsEsm', 'mdxTextExpression']);

export function proseBlocks(tree: Root): string[] {
  const blocks: string[] = [];
  const textOf = (node: Nodes): string => {
    if (SKIPPED.has(node.type)) return ' ';
    if (node.type === 'mdxJsxTextElement' && node.name === 'Command') return ' '; // a command, like `inline code`
    if (node.type === 'text') return node.value;
    if (node.type === 'break') return ' ';
    return 'children' in node ? node.children.map((child) => textOf(child as Nodes)).join('') : '';
  };
  const walk = (node: Nodes) => {
    // Steps for one system (<SystemTabs>, <System>) are prose too: the learner reads one of them.
    // So are the practice answers (<details>, <summary>).
    const isProseElement = node.type === 'mdxJsxFlowElement' && ['SystemTabs', 'System', 'details', 'summary'].includes(node.name ?? '');
    if (SKIPPED.has(node.type) && !isProseElement) return;
    if (PROSE_BLOCKS.has(node.type)) {
      const text = textOf(node).replace(/\s+/g, ' ').trim();
      if (text) blocks.push(text);
      return;
    }
    if ('children' in node) node.children.forEach((child) => walk(child as Nodes));
  };
  walk(tree);
  return blocks;
}

export function readabilityOfText(blocks: readonly string[]): Readability {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  for (const block of blocks) {
    const blockWords = block.match(/[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/g) ?? [];
    if (blockWords.length === 0) continue;
    // Sentence ends inside the block, plus the block's own end.
    sentences += Math.max(1, (block.match(/[.!?]+(?=\s|$)/g) ?? []).length + (/[.!?]["')]*$/.test(block) ? 0 : 1));
    words += blockWords.length;
    syllables += blockWords.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  }
  if (words === 0) return {grade: 0, ease: 100, sentences, words, syllables};
  const counts = {sentence: sentences, word: words, syllable: syllables};
  return {grade: fleschKincaid(counts), ease: flesch(counts), sentences, words, syllables};
}

export function readabilityOf(lesson: LessonDoc): Readability {
  return readabilityOfText(proseBlocks(lesson.tree));
}
