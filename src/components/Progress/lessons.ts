/**
 * The learner's progress in React: the lessons (src/plugins/lesson-facts.ts)
 * and what this browser has stored about them (src/lib/progress.ts).
 *
 * The server-rendered page is what a new learner sees (no ticks, "Start
 * here"); after the page starts, `useProgress` reads localStorage and the
 * page shows the ticks, counts and "Carry on" link in the space kept for them.
 */
import {useCallback, useSyncExternalStore} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LessonFact, LessonFacts} from '@site/src/plugins/lesson-facts';
import {
  EMPTY_PROGRESS,
  markDone,
  markNotDone,
  markPlace,
  parseProgress,
  progressStorageKey,
  serializeProgress,
  type Progress,
} from '@site/src/lib/progress';

export type {LessonFact};

/** Every lesson, in sidebar order. */
export function useLessons(): readonly LessonFact[] {
  return (usePluginData('lesson-facts') as LessonFacts).lessons;
}

const pathSets = new WeakMap<readonly LessonFact[], ReadonlySet<string>>();

/** The routes of all lessons, as a set built once (every sidebar link asks). */
export function useLessonPaths(): ReadonlySet<string> {
  const lessons = useLessons();
  let paths = pathSets.get(lessons);
  if (!paths) {
    paths = new Set(lessons.map((lesson) => lesson.path));
    pathSets.set(lessons, paths);
  }
  return paths;
}

/** A page's route without the site's base URL, as the lesson facts name it. */
export function useRouteOf(): (permalink: string) => string {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return useCallback((permalink: string) => `/${permalink.slice(baseUrl.length)}`.replace(/\/$/, '') || '/', [baseUrl]);
}

const listeners = new Set<() => void>();
const parsed = new Map<string, {stored: string | null; progress: Progress}>();

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage turned off (some private windows): no progress is kept.
    return null;
  }
}

/**
 * The same object while the stored text is the same, as useSyncExternalStore
 * needs. Storage is read once, then again only after a write here or in
 * another tab: every tick on the page asks.
 */
function readProgress(key: string): Progress {
  const cached = parsed.get(key);
  if (cached) return cached.progress;
  const stored = readStored(key);
  const progress = parseProgress(stored);
  parsed.set(key, {stored, progress});
  return progress;
}

// Another tab of the site marked a lesson done or forgot the progress: read storage again.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => {
    parsed.clear();
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(key: string, progress: Progress | undefined): void {
  try {
    if (progress) window.localStorage.setItem(key, serializeProgress(progress));
    else window.localStorage.removeItem(key);
  } catch {
    return;
  }
  parsed.delete(key);
  listeners.forEach((listener) => listener());
}

export interface ProgressActions {
  progress: Progress;
  markDone: (path: string) => void;
  markNotDone: (path: string) => void;
  /** The step heading (its id) of lesson `path` the learner scrolled past last. */
  markPlace: (path: string, heading: string) => void;
  forget: () => void;
  /** Puts back what was forgotten (the "Undo" after "Forget my progress"). */
  restore: (progress: Progress) => void;
}

export function useProgress(): ProgressActions {
  const key = progressStorageKey(useDocusaurusContext().siteConfig.baseUrl);
  const progress = useSyncExternalStore(
    subscribe,
    () => readProgress(key),
    // The server, and the browser while it takes over the server's HTML, see no progress.
    () => EMPTY_PROGRESS,
  );
  return {
    progress,
    markDone: useCallback((path: string) => {
      const current = readProgress(key);
      if (current.done[current.done.length - 1] !== path) write(key, markDone(current, path));
    }, [key]),
    markNotDone: useCallback((path: string) => write(key, markNotDone(readProgress(key), path)), [key]),
    markPlace: useCallback((path: string, heading: string) => {
      const current = readProgress(key);
      if (current.place?.path !== path || current.place.heading !== heading) write(key, markPlace(current, path, heading));
    }, [key]),
    forget: useCallback(() => write(key, undefined), [key]),
    restore: useCallback((kept: Progress) => write(key, kept), [key]),
  };
}
