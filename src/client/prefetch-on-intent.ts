/**
 * Docusaurus fetches ahead the code of every page a visible link leads to:
 * each link, as it comes into view, looks its route up and adds a prefetch
 * hint. On a long lesson many links come into view together, just as the
 * page starts, and that work, done at once, kept a phone busy when the
 * reader may already want to scroll. Here each link's prefetch waits for a
 * moment when the browser is idle, one at a time. A link still loads its
 * page's code at once when it is pointed at or touched (Docusaurus's own
 * `preload`, left as it is).
 *
 * Docusaurus puts its helpers on `window.docusaurus` as it starts, after the
 * client modules have run, so this module catches that assignment.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusHelpers {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

const whenIdle: (callback: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, {timeout: 3000})
    : (callback) => setTimeout(callback, 200);

function prefetchingWhenIdle(helpers: DocusaurusHelpers): DocusaurusHelpers {
  const waiting: string[] = [];
  const next = () => {
    const routePath = waiting.shift();
    if (routePath === undefined) return;
    void helpers.prefetch(routePath);
    if (waiting.length) whenIdle(next);
  };
  return Object.freeze({
    ...helpers,
    prefetch: (routePath: string) => {
      if (!waiting.includes(routePath)) waiting.push(routePath);
      if (waiting.length === 1) whenIdle(next);
      return false as const;
    },
  });
}

if (ExecutionEnvironment.canUseDOM) {
  let helpers: DocusaurusHelpers | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => helpers,
    set: (value: DocusaurusHelpers) => {
      helpers = prefetchingWhenIdle(value);
    },
  });
}
