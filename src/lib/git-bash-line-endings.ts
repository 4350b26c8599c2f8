/**
 * Git for Windows' line-ending warnings, as the page and the pictures show
 * them to Windows learners.
 *
 * Its installer keeps `core.autocrlf=true`, so `git add`, `git diff`,
 * `git stash` and `git commit -a` warn about each file whose lines end in LF
 * alone: a file written by Git Bash's `echo ... > file`, npm or Node.js, not
 * one that VS Code, Git or Python wrote. Which files those are, only the
 * learner's run knows: the journey works it out
 * (journey/sessions/line-endings.ts) and records, for each lesson, the
 * commands that warn and about which files (src/data/git-bash-line-endings.json).
 *
 * A command is named by its place among the lesson's console commands (the
 * first `$ ` line of the file is 0), with its text, so that a record left
 * behind by an edit is found (the content check fails on it).
 */
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';

export const LINE_ENDINGS_FILE = 'src/data/git-bash-line-endings.json';

export interface WarningRecord {
  command: string;
  files: string[];
}

/** Per lesson file (docs/...), per command number: the files its Windows form warns about. */
export type LineEndingRecords = Record<string, Record<string, WarningRecord>>;

/** What Git for Windows prints for a file with LF line endings. */
export const crlfWarning = (file: string) => `warning: in the working copy of '${file}', LF will be replaced by CRLF the next time Git touches it`;

/** Each console block of a lesson, in page order, with the number of its first command among the lesson's commands. */
export function consoleBlocksInOrder(tree: Root): {code: Code; firstCommand: number; commands: string[]}[] {
  const blocks: {code: Code; firstCommand: number; commands: string[]}[] = [];
  let count = 0;
  visit(tree, 'code', (code: Code) => {
    if (code.lang !== 'console') return;
    const commands = code.value.split('\n').filter((line) => line.startsWith('$ ')).map((line) => line.slice(2));
    blocks.push({code, firstCommand: count, commands});
    count += commands.length;
  });
  return blocks;
}

/** The files each command of a block warns about, by its place in the block: the code-fence option `crlf="0=README.md notes.txt;2=a.md"`. */
export function warningsMeta(warnings: ReadonlyMap<number, readonly string[]>): string {
  return `crlf="${[...warnings].map(([index, files]) => `${index}=${files.join(' ')}`).join(';')}"`;
}

export function parseWarningsMeta(meta: string | undefined): Map<number, string[]> {
  const found = /\bcrlf="([^"]*)"/.exec(meta ?? '');
  const warnings = new Map<number, string[]>();
  for (const part of found?.[1].split(';').filter(Boolean) ?? []) {
    const [index, files] = part.split('=');
    warnings.set(Number(index), files.split(' ').filter(Boolean));
  }
  return warnings;
}
