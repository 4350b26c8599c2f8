/**
 * Reading a lesson's links the way a learner reads them: each in its own
 * sentence. Used by the content check (a "next" link before the practice)
 * and by the test that "next" leads to the next lesson.
 */
import type {Link, Paragraph} from 'mdast';
import {toString} from 'mdast-util-to-string';

/** Each link of a paragraph with the sentence it stands in. */
export function linksWithTheirSentences(paragraph: Paragraph): {link: Link; sentence: string}[] {
  let text = '';
  const links: {link: Link; start: number; end: number}[] = [];
  for (const child of paragraph.children) {
    const start = text.length;
    text += toString(child);
    if (child.type === 'link') links.push({link: child, start, end: text.length});
  }
  return links.map(({link, start, end}) => {
    const before = text.slice(0, start).search(/[.!?:]\s[^.!?:]*$/);
    const after = text.slice(end).search(/[.!?:](\s|$)/);
    return {link, sentence: text.slice(before + 1, after === -1 ? text.length : end + after + 1)};
  });
}

/** A sentence that sends the learner on: "Next, ...", "the next lesson". */
export const SENDS_ON = /\bnext\b/i;
