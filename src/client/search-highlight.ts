/**
 * A lesson opened from a search result (`?highlight=git commit`, set by
 * src/search/engine.ts) marks the searched words in its text with <mark>;
 * the browser, or Docusaurus after a click in the app, scrolls to the
 * result's #section as usual.
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

/**
 * Brings the result's section to the top of the screen. The browser has
 * already scrolled there, but the lesson's steps around it were only
 * estimated (content-visibility in custom.css) and, drawn a frame or two
 * later, move it away: scroll back while that happens (up to a second), and
 * stop as soon as the learner scrolls.
 */
function settleOn(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const scroll = () => {
    target.scrollIntoView();
    return target.getBoundingClientRect().top;
  };
  let goal = scroll();
  let frames = 0;
  let still = 0;
  const stop = () => {
    frames = Infinity;
  };
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
  events.forEach((event) => addEventListener(event, stop, {once: true, passive: true}));
  const check = () => {
    if (frames++ < 60 && still < 10) {
      if (Math.abs(target.getBoundingClientRect().top - goal) > 1) {
        goal = scroll();
        still = 0;
      } else still += 1;
      requestAnimationFrame(check);
    } else events.forEach((event) => removeEventListener(event, stop));
  };
  requestAnimationFrame(check);
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
      if (location.hash) settleOn(decodeURIComponent(location.hash.slice(1)));
    });
  },
};

export default clientModule;
