/**
 * A lesson opened from a search result (`?highlight=git commit`, set by
 * src/search/engine.ts) marks the searched words in its text with <mark>;
 * the result's #section is brought to the top by land-on-anchor.ts, as
 * every #link is.
 *
 * A small walker of our own rather than Pagefind's pagefind-highlight.js
 * (44 KB): that one marks each `highlight` parameter as one phrase, and the
 * engine puts all the words in one parameter, which a page seldom holds
 * word for word.
 */
import type {ClientModule} from '@docusaurus/types';

const MARKED = 'data-search-highlight';
/** Text the learner does not read as the lesson's words. */
const SKIPPED = 'script, style, button, mark, .hash-link, [aria-hidden="true"]';

function markWords(root: Element, words: string[]) {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // A word and its longer forms: "commit" marks "commits" and "committed" too.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${escaped.join('|')})`, 'giu');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIPPED) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    const value = text.nodeValue ?? '';
    const matches = [...value.matchAll(pattern)];
    // From the end, so the earlier offsets stay right as the node is split.
    for (const match of matches.reverse()) {
      const word = text.splitText(match.index!);
      word.splitText(match[0].length);
      const mark = document.createElement('mark');
      mark.setAttribute(MARKED, '');
      word.replaceWith(mark);
      mark.append(word);
    }
  }
}

/** Takes away the marks of an earlier search on this page. */
function unmark(root: Element) {
  root.querySelectorAll(`mark[${MARKED}]`).forEach((mark) => {
    const parent = mark.parentNode!;
    mark.replaceWith(...mark.childNodes);
    parent.normalize();
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const words = (new URLSearchParams(location.search).get('highlight') ?? '').split(/\s+/).filter((word) => word.length > 1);
    // After React has drawn (and, on the first page, taken over) the lesson.
    requestAnimationFrame(() => {
      const article = document.querySelector('article .markdown');
      if (!article) return;
      unmark(article);
      if (words.length === 0) return;
      markWords(article, words);
    });
  },
};

export default clientModule;
