/**
 * `npm run commands -- docs/FILE.md [--write]`: runs a lesson's terminal
 * sessions for real (src/lib/console-session.ts) and shows, command by
 * command, what the lesson prints and what really comes out.
 * With --write, the real output replaces the lesson's text in the file
 * (blocks marked `norun` or `output=varies` are left as they are): review
 * the diff before you commit.
 */
import fs from 'node:fs';
import {consoleBlocks, readLesson} from '../src/lib/lesson';
import {lessonConsoleBlocks, lessonSetup, runConsoleBlocks} from '../src/lib/console-session';

const args = process.argv.slice(2);
const write = args.includes('--write');
const files = args.filter((arg) => arg !== '--write');
if (files.length === 0) {
  console.error('Usage: npm run commands -- docs/FILE.md [--write]');
  process.exit(2);
}

let mismatches = 0;
for (const file of files) {
  const lesson = readLesson(process.cwd(), file);
  const codes = consoleBlocks(lesson);
  const blocks = lessonConsoleBlocks(codes, lesson.bodyStartLine);
  const results = runConsoleBlocks(blocks, lessonSetup(lesson.frontMatter));
  let source = fs.readFileSync(file, 'utf8');
  blocks.forEach((block, index) => {
    for (const result of results[index]) {
      const same = !block.run || !block.compareOutput || result.actual === result.expected;
      if (!same) mismatches += 1;
      console.log(`${file}:${block.line} ${result.cwd}$ ${result.command}   (exit ${result.exitCode})${same ? '' : '   <- differs'}`);
      if (!same) {
        console.log(`  lesson says:\n${indent(result.expected)}\n  really prints:\n${indent(result.actual)}`);
      }
    }
    if (write && block.run && block.compareOutput) {
      const code = codes[index];
      const text = results[index].map((r) => (r.actual ? `$ ${r.command}\n${r.actual}` : `$ ${r.command}`)).join('\n');
      source = source.replace(code.value, () => text);
    }
  });
  if (write) fs.writeFileSync(file, source);
}
console.log(mismatches === 0 ? 'Every output matches.' : `${mismatches} command(s) print something else${write ? ' (written into the lesson now)' : ''}.`);

function indent(text: string): string {
  return text ? text.replace(/^/gm, '    ') : '    (nothing)';
}
