/**
 * What a long run prints while it works (`npm run journey`, `npm run pics`):
 * each lesson as it ends, with its path and how long it took.
 */
import type {LessonRun} from './runner';

/** A lesson as it ends: `  [Python] ok /programming-language/python/loops/for-loop (1 min 12 s)`. */
export function progressLine(label: string): (run: LessonRun, seconds: number) => void {
  return (run, seconds) => {
    const verdict = run.outline ? 'skip' : run.problems.length === 0 ? 'ok' : 'FAIL';
    console.log(`  [${label}] ${verdict} ${run.route.path} (${duration(seconds)})`);
  };
}

export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
