/**
 * Docusaurus fetches ahead the code of every page a visible link leads to:
 * each link, as it comes into view, looks its route up and adds a
 * `<link rel="prefetch">` for each of that page's files. On a long lesson
 * that was some 300 KB and 70 requests on a phone, for pages the reader
 * mostly never opens, and the work (done as the page starts, or later when
 * idle) was the largest part of what kept a phone busy after a lesson
 * loaded. Here a link fetches its page's code only when the reader shows
 * the intent to follow it: pointing at it or touching it (Docusaurus's own
 * `preload`, left as it is), which is still before the click lands.
 *
 * Docusaurus puts its helpers on `window.docusaurus` as it starts, after the
 * client modules have run, so this module catches that assignment.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusHelpers {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

if (ExecutionEnvironment.canUseDOM) {
  let helpers: DocusaurusHelpers | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => helpers,
    set: (value: DocusaurusHelpers) => {
      helpers = Object.freeze({...value, prefetch: () => false as const});
    },
  });
}
