/**
 * `--write` of `npm run journey` and `npm run check:lesson`: puts what the
 * commands really printed into the lesson.
 */
import fs from 'node:fs';
import type {LessonRun} from './runner';
import {GIT_BASH_LISTINGS_FILE} from '../src/lib/git-bash-listings';
import {LINE_ENDINGS_FILE, type LineEndingRecords} from '../src/lib/git-bash-line-endings';

/** Records what the lessons' `ls` commands print in Git Bash (src/lib/git-bash-listings.ts). */
export function writeGitBashListings(runs: readonly LessonRun[]): number {
  const recorded = JSON.parse(fs.readFileSync(GIT_BASH_LISTINGS_FILE, 'utf8')) as Record<string, string>;
  let changed = 0;
  for (const [key, listing] of runs.flatMap((run) => Object.entries(run.gitBashListings))) {
    if (recorded[key] !== listing) changed += 1;
    recorded[key] = listing;
  }
  const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(GIT_BASH_LISTINGS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  return changed;
}

/** Records, per lesson that ran, which commands warn about line endings in Git for Windows (src/lib/git-bash-line-endings.ts). */
export function writeLineEndingWarnings(runs: readonly LessonRun[]): number {
  const recorded = JSON.parse(fs.readFileSync(LINE_ENDINGS_FILE, 'utf8')) as LineEndingRecords;
  let changed = 0;
  for (const run of runs.filter((entry) => !entry.outline && entry.lesson)) {
    const warnings = Object.fromEntries(Object.entries(run.lineEndingWarnings).sort(([a], [b]) => Number(a) - Number(b)));
    if (JSON.stringify(recorded[run.file] ?? {}) !== JSON.stringify(warnings)) changed += 1;
    if (Object.keys(warnings).length > 0) recorded[run.file] = warnings;
    else delete recorded[run.file];
  }
  const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(LINE_ENDINGS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  return changed;
}

/**
 * Replaces each compared console block's text with the commands and their
 * real output, by the block's place in the file (two blocks may read alike).
 */
/** Returns how many blocks it changed. */
export function writeRealOutput(run: LessonRun): number {
  let changed = 0;
  let source = fs.readFileSync(run.file, 'utf8');
  // The blocks' places come from the file as the run read it: if someone changed the file since, they are
  // wrong, and writing there would cut the wrong lines. Leave it, and say so.
  if (source !== run.lesson!.source) {
    console.log(`  not written: ${run.file} changed while the journey ran; run it again with --write ${run.file}`);
    return 0;
  }
  const bodyStart = source.split('\n').slice(0, run.lesson!.bodyStartLine - 1).join('\n').length + 1;
  for (const {block, code, commands} of [...run.blocks].reverse()) {
    if (!block.run || !block.compareOutput || block.outputTail) continue;
    const text = commands.map((command) => (command.actual ? `$ ${command.command}\n${command.actual}` : `$ ${command.command}`)).join('\n');
    // The block's text lies between the opening fence's line and the closing fence.
    const fenceStart = bodyStart + code.position!.start.offset!;
    const fenceEnd = bodyStart + code.position!.end.offset!;
    const valueStart = source.indexOf('\n', fenceStart) + 1;
    const valueEnd = source.lastIndexOf('\n', fenceEnd - 1);
    if (source.slice(valueStart, valueEnd) !== text) changed += 1;
    source = source.slice(0, valueStart) + text + source.slice(valueEnd);
  }
  fs.writeFileSync(run.file, source);
  return changed;
}

