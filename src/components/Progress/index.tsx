/**
 * What the site shows of a learner's progress: a tick on done lessons, "4 of
 * 15 lessons done" on track cards, the "Carry on" link, the time a track
 * takes, and the line that says the progress stays in this browser, with
 * "Forget my progress".
 *
 * Each piece is first drawn as a new learner sees it (that is the HTML, so
 * the page reads the same without JavaScript) and keeps the same size when
 * the learner's progress fills it in, so nothing on the page moves.
 */
import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {formatDuration} from '@site/src/lib/duration';
import {carryOnHref, carryOnLesson, countDone, lessonsBelow, type Progress} from '@site/src/lib/progress';
import {useLessons, useProgress} from './lessons';
import styles from './styles.module.css';

function lessonCount(count: number): string {
  return `${count} ${count === 1 ? 'lesson' : 'lessons'}`;
}

/** A sidebar link's tick: space kept on every lesson link, the tick drawn once the lesson is done. */
export function DoneMark({path}: {path: string}): React.JSX.Element {
  const {progress} = useProgress();
  const done = progress.done.includes(path);
  return (
    <span className={styles.doneMark} data-done={done || undefined}>
      {done && (
        <>
          <span aria-hidden="true">✓</span>
          <span className={styles.visuallyHidden}> (done)</span>
        </>
      )}
    </span>
  );
}

/**
 * The line on a card: for a lesson its time, "Done" once done; for a card
 * that leads to a track, how many of its lessons are done.
 */
export function CardProgress({href}: {href: string}): React.JSX.Element | null {
  const lessons = useLessons();
  const {progress} = useProgress();
  const lesson = lessons.find((candidate) => candidate.path === href);
  const track = lessonsBelow(lessons, href);
  if (lesson) {
    const done = progress.done.includes(lesson.path);
    return (
      // A new element when done, not the old text pushed along: only moved things count as layout shift.
      <p key={done ? 'done' : 'to-do'} className={styles.cardProgress} data-done={done || undefined}>
        {done && (
          <>
            <span aria-hidden="true">✓ </span>Done ·{' '}
          </>
        )}
        {formatDuration(lesson.minutes)}
      </p>
    );
  }
  if (track.length === 0) return null;
  const done = countDone(track, progress);
  return (
    <p className={styles.cardProgress} data-done={done === track.length || undefined}>
      {done > 0 ? `${done} of ${lessonCount(track.length)} done` : lessonCount(track.length)}
    </p>
  );
}

/** Under a track's introduction: how many lessons, how many done, and how long they take in all (or the rest, once started). */
export function TrackSummary({pagePath}: {pagePath: string}): React.JSX.Element | null {
  const track = lessonsBelow(useLessons(), pagePath);
  const {progress} = useProgress();
  if (track.length === 0) return null;
  const done = countDone(track, progress);
  const minutes = track.reduce((sum, lesson) => sum + lesson.minutes, 0);
  return (
    // Two short lines, so that "3 of 29 lessons done" never wraps where "29 lessons" did not.
    <p className={styles.trackSummary}>
      <span>{done > 0 ? `${done} of ${lessonCount(track.length)} done` : lessonCount(track.length)}</span>{' '}
      <span>
        {done === track.length
          ? 'Nothing left to do here'
          : done > 0
            ? `${formatDuration(track.filter((lesson) => !progress.done.includes(lesson.path)).reduce((sum, lesson) => sum + lesson.minutes, 0))} left`
            : `${formatDuration(minutes)} in all`}
      </span>
    </p>
  );
}

/**
 * One clear link: "Start here: <first lesson>" for a new learner, "Carry on:
 * <next lesson not yet done>" once started, among the lessons below
 * `pagePath` (all of them on the home page).
 */
export function CarryOn({pagePath}: {pagePath: string}): React.JSX.Element | null {
  const track = lessonsBelow(useLessons(), pagePath);
  const {progress} = useProgress();
  if (track.length === 0) return null;
  const started = countDone(track, progress) > 0 || track.some((lesson) => lesson.path === progress.reopened || lesson.path === progress.place?.path);
  const next = started ? carryOnLesson(track, progress) : track[0];
  const href = next && carryOnHref(next, progress);
  return (
    <div className={styles.carryOn}>
      {next ? (
        // A new link once started (see CardProgress): the title after "Carry on:" is not counted as moved.
        <Link key={started ? 'carry-on' : 'start'} to={href} className={styles.carryOnLink} data-carry-on={started ? 'carry-on' : 'start'}>
          <span className={styles.carryOnLabel}>{started ? 'Carry on:' : 'Start here:'}</span>{' '}
          <span className={styles.carryOnTitle}>{next.title}</span>
        </Link>
      ) : (
        <p className={styles.carryOnLink} data-carry-on="all-done">
          <span className={styles.carryOnLabel}>Well done!</span>{' '}
          <span className={styles.carryOnTitle}>
            You have done {track.length === 1 ? 'this lesson' : track.length === 2 ? 'both lessons' : `all ${track.length} lessons`} here.
          </span>
        </p>
      )}
    </div>
  );
}

/** The promise that progress stays in this browser, and the way to forget it. */
export function ProgressNote(): React.JSX.Element {
  const {progress, forget, restore} = useProgress();
  // What was forgotten, until the learner leaves the page: "Undo" puts it back.
  const [forgotten, setForgotten] = useState<Progress | null>(null);
  const lessonsDone = progress.done.length;
  return (
    <p className={styles.progressNote}>
      This site remembers which lessons you have done in this browser only. Nothing is sent
      anywhere.{' '}
      {/* Nothing to forget for a new learner: the button keeps its place, unseen, so nothing moves when it shows. */}
      <button
        type="button"
        className={styles.forgetButton}
        style={lessonsDone === 0 ? {visibility: 'hidden'} : undefined}
        onClick={() => {
          const question = `Forget the ${lessonsDone === 1 ? 'lesson' : `${lessonsDone} lessons`} you have done, on every track of this site? The ticks and the "Carry on" link start again from the beginning.`;
          if (window.confirm(question)) {
            setForgotten(progress);
            forget();
          }
        }}>
        Forget my progress
      </button>
      {/* Said to screen readers too: the click changed the page above the button. */}
      <span role="status">
        {forgotten && (
          <>
            {' '}Forgotten: you start again from the beginning.{' '}
            <button
              type="button"
              className={styles.forgetButton}
              onClick={() => {
                restore(forgotten);
                setForgotten(null);
              }}>
              Undo
            </button>
          </>
        )}
      </span>
    </p>
  );
}

/** The lessons marked as not done on this visit: scrolling past their Practice does not mark them done again. */
const markedNotDoneThisVisit = new Set<string>();

/**
 * On a lesson: marks it done once the learner has scrolled down to its
 * Practice section, or follows its "Next" link to the following lesson.
 * Draws nothing.
 *
 * Scrolling counts, jumping does not: a learner who opens Practice from the
 * table of contents or a link to #practice is peeking, not done. So the
 * lesson is done when, after a scroll that no jump caused, the Practice
 * heading is on or above the screen where before it was below it (so the End
 * key or a dragged scrollbar counts as well).
 */
export function MarkDoneWhenRead({path}: {path: string}): null {
  const {markDone, markPlace} = useProgress();
  useEffect(() => {
    // A new visit to the lesson: scrolling may mark it done again.
    markedNotDoneThisVisit.delete(path);
    const practice = document.getElementById('practice');
    if (!practice) return undefined;
    // A page opened at an anchor is scrolled there by the browser: a jump.
    let jumpedAt = window.location.hash ? performance.now() : -Infinity;
    // Where the heading starts: from an observer, so the page's start-up measures nothing itself.
    let wasBelow: boolean | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      wasBelow ??= entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight);
      observer.disconnect();
    });
    observer.observe(practice);
    let checking = false;
    // The learner's place: the last step heading that has gone up past the top third of the screen.
    const steps = [...document.querySelectorAll<HTMLElement>('article .markdown h2[id]')];
    const check = () => {
      checking = false;
      const passed = steps.filter((step) => step.getBoundingClientRect().top < window.innerHeight / 3).pop();
      if (passed) markPlace(path, passed.id);
      const below = practice.getBoundingClientRect().top >= window.innerHeight;
      if (wasBelow && !below && performance.now() - jumpedAt > 1000 && !markedNotDoneThisVisit.has(path)) markDone(path);
      wasBelow = below;
    };
    const onScroll = () => {
      if (!checking) {
        checking = true;
        requestAnimationFrame(check);
      }
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link) return;
      if (link.matches('.pagination-nav__link--next')) markDone(path);
      else if (link.hash && link.pathname === window.location.pathname) jumpedAt = performance.now();
    };
    const onHashChange = () => (jumpedAt = performance.now());
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick, true);
    };
  }, [path, markDone, markPlace]);
  return null;
}

/**
 * At a done lesson's end: says so, with a way to take the tick off. Once
 * taken off, the line says so in its place, with Undo, and keyboard focus
 * stays on it. Nothing for a lesson not done.
 */
export function LessonDone({path}: {path: string}): React.JSX.Element | null {
  const {progress, markDone, markNotDone} = useProgress();
  const [justMarkedNotDone, setJustMarkedNotDone] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const done = progress.done.includes(path);
  useEffect(() => {
    if (justMarkedNotDone && !done) status.current?.focus();
  }, [justMarkedNotDone, done]);
  if (done) {
    return (
      <p className={styles.lessonDone}>
        <span aria-hidden="true">✓ </span>You have done this lesson.{' '}
        <button
          type="button"
          className={styles.forgetButton}
          onClick={() => {
            markedNotDoneThisVisit.add(path);
            markNotDone(path);
            setJustMarkedNotDone(true);
          }}>
          Mark it as not done
        </button>
      </p>
    );
  }
  if (!justMarkedNotDone) return null;
  return (
    <p className={styles.lessonDone} role="status" tabIndex={-1} ref={status}>
      Marked as not done: &quot;Carry on&quot; brings you back here.{' '}
      <button
        type="button"
        className={styles.forgetButton}
        onClick={() => {
          markedNotDoneThisVisit.delete(path);
          markDone(path);
          setJustMarkedNotDone(false);
        }}>
        Undo
      </button>
    </p>
  );
}
