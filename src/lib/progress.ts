/**
 * A learner's progress: which lessons they have done, kept in this browser's
 * localStorage under one key and never sent anywhere. A lesson is done once
 * the learner has scrolled to its Practice section or followed its link to the
 * next lesson (src/components/Progress/MarkDoneWhenRead.tsx).
 *
 * The key holds the site's base URL, so the root site and a project site
 * under /easy-programming/ on the same origin (GitHub Pages puts
 * org.github.io and org.github.io/repo/ on one origin) keep apart.
 *
 * Everything here is plain data, so the unit tests can run it without a browser.
 */

/** What is stored: the routes of the lessons done, oldest first. */
export interface Progress {
  done: string[];
  /** The lesson the learner marked as not done last, until they mark a lesson done: "Carry on" goes back to it. */
  reopened?: string;
  /** Where the learner was last: the lesson and the id of the last step heading they scrolled past. */
  place?: {path: string; heading: string};
}

export const EMPTY_PROGRESS: Progress = Object.freeze({done: []}) as Progress;

export function progressStorageKey(baseUrl: string): string {
  return `easy-programming.progress@${baseUrl}`;
}

/** Reads what was stored; anything unreadable (an old format, a hand edit) counts as no progress. */
export function parseProgress(stored: string | null): Progress {
  if (!stored) return EMPTY_PROGRESS;
  try {
    const value = JSON.parse(stored) as unknown;
    const done = (value as Progress | null)?.done;
    if (!Array.isArray(done)) return EMPTY_PROGRESS;
    const {reopened, place} = value as Progress;
    return {
      done: [...new Set(done.filter((path): path is string => typeof path === 'string'))],
      ...(typeof reopened === 'string' ? {reopened} : {}),
      ...(typeof place?.path === 'string' && typeof place.heading === 'string' ? {place: {path: place.path, heading: place.heading}} : {}),
    };
  } catch {
    return EMPTY_PROGRESS;
  }
}

export function serializeProgress(progress: Progress): string {
  return JSON.stringify(progress);
}

/** The progress with `path` done, as the most recent lesson (the learner has moved on from a lesson they reopened). */
export function markDone(progress: Progress, path: string): Progress {
  return {done: [...progress.done.filter((done) => done !== path), path], ...(progress.place ? {place: progress.place} : {})};
}

/** The progress with the learner's place: the step heading (its id) of lesson `path` they scrolled past last. */
export function markPlace(progress: Progress, path: string, heading: string): Progress {
  return {...progress, place: {path, heading}};
}

/** Where "Carry on" to `lesson` leads: the step where the learner stopped reading it, if they did; else its top. */
export function carryOnHref(lesson: {path: string}, progress: Progress): string {
  return progress.place?.path === lesson.path ? `${lesson.path}#${progress.place.heading}` : lesson.path;
}

/** The lessons in a card page's track: every lesson whose route is below the page's. */
export function lessonsBelow<T extends {path: string}>(lessons: readonly T[], pagePath: string): T[] {
  if (pagePath === '/') return [...lessons];
  return lessons.filter((lesson) => lesson.path === pagePath || lesson.path.startsWith(`${pagePath}/`));
}

export function countDone(lessons: readonly {path: string}[], progress: Progress): number {
  const done = new Set(progress.done);
  return lessons.filter((lesson) => done.has(lesson.path)).length;
}

/**
 * Where the learner carries on, among `lessons` (in reading order): the first
 * lesson not yet done after the one they did last; if they did the last one,
 * the first lesson not yet done; undefined when all are done or none has
 * been started (a new learner is shown "Start here" instead). A lesson just
 * marked as not done comes first.
 */
export function carryOnLesson<T extends {path: string}>(lessons: readonly T[], progress: Progress): T | undefined {
  const done = new Set(progress.done);
  // A lesson the learner has just marked as not done is where they mean to carry on.
  const reopened = lessons.find((lesson) => lesson.path === progress.reopened && !done.has(lesson.path));
  if (reopened) return reopened;
  const lastDone = [...progress.done].reverse().find((path) => lessons.some((lesson) => lesson.path === path));
  if (lastDone === undefined) return undefined;
  const after = lessons.findIndex((lesson) => lesson.path === lastDone) + 1;
  return [...lessons.slice(after), ...lessons.slice(0, after)].find((lesson) => !done.has(lesson.path));
}

/** Set on <html> before the first paint when this browser has progress (see HAS_PROGRESS_SCRIPT). */
export const HAS_PROGRESS_ATTRIBUTE = 'data-has-progress';

/**
 * Runs at the top of every page's <head> (src/plugins/lesson-facts.ts): a
 * learner with progress is not shown the HTML's "Start here" link while the
 * page starts (a tap on it would open the first lesson); its box stays, empty,
 * until "Carry on" fills it. Without JavaScript nothing is stored, so nothing changes.
 */
export function hasProgressScript(baseUrl: string): string {
  return `try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(progressStorageKey(baseUrl))})||'{}');if(p&&(p.done&&p.done.length||p.place))document.documentElement.setAttribute('${HAS_PROGRESS_ATTRIBUTE}','')}catch(e){}`;
}

/** Without the lesson: "Mark as not done" at a lesson's end. "Carry on" then goes back to it. */
export function markNotDone(progress: Progress, path: string): Progress {
  return {...progress, done: progress.done.filter((done) => done !== path), reopened: path};
}
