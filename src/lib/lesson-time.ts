/**
 * About how long a lesson takes to read and do, worked out at build time from
 * its Markdown: the words a learner reads, the commands they type and the
 * files they make. Shown under each lesson's title ("About 35 minutes") and,
 * added up, on each track's card page.
 *
 * The rates are for an adult new to all this, reading carefully and typing
 * each command, not for a programmer skimming. This file runs at build time
 * only; the pages word the minutes with src/lib/duration.ts.
 */
import type {Code} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {savedFile} from '../../journey/sessions/editor';
import {parseConsoleBlock} from './console-session';
import type {LessonDoc} from './lesson';

/** Reading speed for instructions followed step by step (a quick reader of a story manages 250). */
export const WORDS_READ_PER_MINUTE = 150;
/** Typing a command, pressing Enter and reading what it prints. */
export const MINUTES_PER_COMMAND = 1;
/** Making a file in the editor, pasting or typing its code and saving it. */
export const MINUTES_PER_FILE = 2;

export interface LessonWork {
  words: number;
  commands: number;
  files: number;
}

/** What a lesson asks of the learner: words to read (not code), commands to type, files to make. */
export function lessonWork(lesson: LessonDoc): LessonWork {
  const work: LessonWork = {words: 0, commands: 0, files: 0};
  visit(lesson.tree, (node) => {
    if (node.type === 'code') {
      const code = node as Code;
      if (code.lang === 'console') work.commands += parseConsoleBlock(code).commands.length;
      else if (savedFile(code.meta)) work.files += 1;
      return SKIP;
    }
    if (node.type === 'text' || node.type === 'inlineCode') {
      work.words += (node as {value: string}).value.split(/\s+/).filter(Boolean).length;
    }
    return undefined;
  });
  return work;
}

/** Minutes to read and do a lesson, to the nearest 5 (at least 5). */
export function lessonMinutes(lesson: LessonDoc): number {
  const {words, commands, files} = lessonWork(lesson);
  const minutes = words / WORDS_READ_PER_MINUTE + commands * MINUTES_PER_COMMAND + files * MINUTES_PER_FILE;
  return Math.max(5, Math.round(minutes / 5) * 5);
}
