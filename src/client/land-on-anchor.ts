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

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // After React has drawn (and, on the first page, taken over) the lesson.
    if (location.hash) requestAnimationFrame(() => settleOn(decodeURIComponent(location.hash.slice(1))));
  },
};

export default clientModule;
