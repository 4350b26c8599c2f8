/**
 * The learner's computer: Windows, macOS or Linux, chosen once and followed
 * by every page (keys, terminal sessions, steps that differ per system).
 *
 * Every variant is in the page's HTML; the choice only decides which ones
 * show, through the `data-system` attribute on <html> and the CSS in
 * src/css/custom.css (`[data-only-on]`). A small script in <head>
 * (`CHOOSE_SYSTEM_SCRIPT`, put there by src/plugins/system-choice.ts) sets
 * that attribute before the page is first painted, as the colour mode is,
 * so applying a saved choice moves nothing on the page. Without JavaScript
 * the attribute is missing and the CSS shows Windows, what most learners use.
 */

export const SYSTEMS = ['windows', 'mac', 'linux'] as const;
export type System = (typeof SYSTEMS)[number];

export const SYSTEM_LABELS: Record<System, string> = {windows: 'Windows', mac: 'macOS', linux: 'Linux'};

/** Shown when the learner has not chosen and the browser gives no hint. */
export const DEFAULT_SYSTEM: System = 'windows';

/** Where the choice is kept across pages and visits (localStorage). */
export const SYSTEM_STORAGE_KEY = 'easy-programming.system';

/** The <html> attribute that names the system shown. */
export const SYSTEM_ATTRIBUTE = 'data-system';
/** Set on <html> until the learner chooses: "browser" (guessed from it) or "default" (no hint: Windows). */
export const GUESS_ATTRIBUTE = 'data-system-guess';

export function isSystem(value: unknown): value is System {
  return typeof value === 'string' && (SYSTEMS as readonly string[]).includes(value);
}

/**
 * The system a browser runs on, from its platform and user-agent strings, or
 * undefined when they name no desktop system (a phone or tablet: the learner
 * reads there but types on another computer).
 */
export function guessSystem(platform: string, userAgent: string): System | undefined {
  const text = `${platform} ${userAgent}`;
  if (/android|iphone|ipad|ipod/i.test(text)) return undefined;
  if (/mac/i.test(text)) return 'mac';
  if (/win/i.test(text)) return 'windows';
  if (/linux|x11|cros/i.test(text)) return 'linux';
  return undefined;
}

/**
 * The script for <head>: it reads the saved choice, or guesses, and marks
 * <html> before the first paint. Written as plain ES5 because it runs before
 * any of the site's code; it is `guessSystem` above, inlined (a unit test
 * runs both on the same browsers).
 */
export const CHOOSE_SYSTEM_SCRIPT = `(function () {
  var root = document.documentElement, system = null, guess = 'default';
  try { system = localStorage.getItem(${JSON.stringify(SYSTEM_STORAGE_KEY)}); } catch (e) {}
  if (${JSON.stringify(SYSTEMS)}.indexOf(system) < 0) {
    var nav = navigator, text = ((nav.userAgentData && nav.userAgentData.platform) || nav.platform || '') + ' ' + (nav.userAgent || '');
    system = /android|iphone|ipad|ipod/i.test(text) ? null
      : /mac/i.test(text) ? 'mac' : /win/i.test(text) ? 'windows' : /linux|x11|cros/i.test(text) ? 'linux' : null;
    if (system) guess = 'browser'; else system = ${JSON.stringify(DEFAULT_SYSTEM)};
    root.setAttribute(${JSON.stringify(GUESS_ATTRIBUTE)}, guess);
  }
  root.setAttribute(${JSON.stringify(SYSTEM_ATTRIBUTE)}, system);
})();`;

type Listener = (system: System) => void;
const listeners = new Set<Listener>();

/** The system the page shows now (in the browser; Windows while the build renders). */
export function shownSystem(): System {
  if (typeof document === 'undefined') return DEFAULT_SYSTEM;
  const value = document.documentElement.getAttribute(SYSTEM_ATTRIBUTE);
  return isSystem(value) ? value : DEFAULT_SYSTEM;
}

/** The learner chose: show it on this page and keep it for the next pages and visits. */
export function chooseSystem(system: System): void {
  const root = document.documentElement;
  root.setAttribute(SYSTEM_ATTRIBUTE, system);
  root.removeAttribute(GUESS_ATTRIBUTE);
  try {
    localStorage.setItem(SYSTEM_STORAGE_KEY, system);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page.
  }
  listeners.forEach((listener) => listener(system));
}

/** For React's useSyncExternalStore: every picker on the page follows one choice. */
export function subscribeToSystem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
