/**
 * Every link to a section (`/lesson#section`, from a search result, another
 * lesson or the table of contents) lands on the section's heading.
 *
 * The steps of a long lesson are drawn only near the screen (content-visibility
 * in custom.css), so the browser first scrolls by estimated heights; as the
 * steps around the target are drawn, their real heights move it away (3,000 px
 * on the longest lesson). This scrolls back while that happens.
 */
import type {ClientModule} from '@docusaurus/types';

/**
 * Brings the section with this id to the top of the screen. The browser has
 * already scrolled there, but the lesson's steps around it were only
 * estimated (content-visibility in custom.css) and, drawn a frame or two
 * later, move it away: scroll back while that happens (up to a second), and
 * stop as soon as the learner scrolls.
 */
export function settleOn(id: string): void {
  const target = document.getElementById(id);
  if (target) settleOnElement(target, 'start');
}

/** As settleOn, for any element, brought to the top of the screen or its middle. */
function settleOnElement(target: Element, block: ScrollLogicalPosition): void {
  const scroll = () => {
    target.scrollIntoView({block});
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

/**
 * On a phone a section's heading and its picture fill the first screen, and
 * the words searched for may be a screen further down: from a search result
 * (`?highlight=`, marked by search-highlight.ts, which runs first), land on
 * the first marked word of the section, in the middle of the screen.
 */
function firstMarkOfSection(id: string): Element | undefined {
  const heading = document.getElementById(id);
  if (!heading) return undefined;
  const after = (first: Node, second: Node) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
  const nextSection = [...document.querySelectorAll('article .markdown h2')].find((h2) => after(heading, h2));
  return [...document.querySelectorAll('article .markdown mark[data-search-highlight]')].find(
    (mark) => after(heading, mark) && (!nextSection || after(mark, nextSection)),
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const fromSearch = new URLSearchParams(location.search).has('highlight');
    // After React has drawn (and, on the first page, taken over) the lesson, and the search's words are marked.
    requestAnimationFrame(() => {
      const mark = fromSearch && window.matchMedia('(max-width: 600px)').matches ? firstMarkOfSection(id) : undefined;
      if (mark) settleOnElement(mark, 'center');
      else settleOn(id);
    });
  },
};

export default clientModule;
