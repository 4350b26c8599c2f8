/**
 * Every terminal session a written lesson shows is run for real, in lesson
 * order, in a throw-away home folder; what the lesson prints must be what
 * the commands really print. Every `git` example in a lesson's tables must be
 * one of those commands, so tables are tested too.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {InlineCode, Table} from 'mdast';
import {visit} from 'unist-util-visit';
import {listDocFiles} from '../../src/checks/content';
import {
  lessonConsoleBlocks,
  lessonSetup,
  normalizeOutput,
  parseConsoleBlock,
  runConsoleBlocks,
} from '../../src/lib/console-session';
import {consoleBlocks, readLesson} from '../../src/lib/lesson';
import {findRoute} from '../../src/lib/routes';

const writtenLessons = listDocFiles(process.cwd())
  .map((file) => readLesson(process.cwd(), file))
  .filter((lesson) => !lesson.isOutline && findRoute(lesson.slug ?? '')?.kind === 'lesson');

describe('the console runner', () => {
  it('runs commands in one shell, in order, and shows the throw-away home as /home/you', () => {
    const block = parseConsoleBlock({type: 'code', lang: 'console', value: '$ mkdir demo\n$ cd demo\n$ pwd\n/home/you/demo'});
    const [[mkdir, cd, pwd]] = runConsoleBlocks([block]);
    assert.equal(mkdir.exitCode, 0);
    assert.equal(cd.actual, '');
    assert.equal(pwd.cwd, '~/demo');
    assert.equal(pwd.actual, '/home/you/demo');
  });

  it('gives the same commit hash on every run, and plays GitHub with a local folder', () => {
    const session = () =>
      runConsoleBlocks(
        [
          parseConsoleBlock({
            type: 'code',
            lang: 'console',
            value: [
              '$ git init -q -b main demo && cd demo',
              '$ echo hello > hello.txt && git add hello.txt && git commit -q -m "Say hello"',
              '$ git log --format=%h%x20%an%x20%ad --date=iso',
              '$ git remote add origin https://github.com/sam-lee/demo.git',
              '$ git push -u origin main',
            ].join('\n'),
          }),
        ],
        ['git config --global user.name "Sam Lee"', 'git config --global user.email sam.lee@example.com', 'git init -q --bare -b main "$GITHUB_STANDIN/sam-lee/demo.git"'],
      )[0];
    const [first, second] = [session(), session()];
    assert.equal(first[2].actual, second[2].actual);
    assert.match(first[2].actual, /^[0-9a-f]{7} Sam Lee 2026-01-15 09:0\d:00 \+0000$/);
    assert.equal(first[4].exitCode, 0);
    assert.match(first[4].actual, /^To https:\/\/github\.com\/sam-lee\/demo\.git\n \* \[new branch\]\s+main -> main/);
  });

  it('reports what really came out when it differs from the lesson', () => {
    const block = parseConsoleBlock({type: 'code', lang: 'console', value: '$ echo one\ntwo'});
    const [[echo]] = runConsoleBlocks([block]);
    assert.equal(echo.expected, 'two');
    assert.equal(echo.actual, 'one');
  });

  it('ignores trailing spaces and blank lines only', () => {
    assert.equal(normalizeOutput('\na  \nb\n\n'), 'a\nb');
  });
});

describe('lesson commands print what the lesson says', () => {
  for (const lesson of writtenLessons) {
    const codes = consoleBlocks(lesson);
    if (codes.length === 0) continue;
    it(`${lesson.slug} (${lesson.file})`, () => {
      const blocks = lessonConsoleBlocks(codes, lesson.bodyStartLine);
      const results = runConsoleBlocks(blocks, lessonSetup(lesson.frontMatter));
      blocks.forEach((block, index) => {
        if (!block.run) return;
        for (const result of results[index]) {
          const where = `${lesson.file}:${block.line} "$ ${result.command}"`;
          assert.equal(result.exitCode, block.expectedExit, `${where} ended with exit code ${result.exitCode}, not ${block.expectedExit}:\n${result.actual}`);
          if (block.compareOutput) {
            assert.equal(result.expected, result.actual, `${where}: the lesson shows other output than the command prints. Run "npm run commands -- ${lesson.file}" to compare.`);
          }
        }
      });
    });
  }
});

describe('git commands in lesson tables are run too', () => {
  for (const lesson of writtenLessons) {
    const tableCommands: string[] = [];
    visit(lesson.tree, 'table', (table: Table) => {
      visit(table, 'inlineCode', (code: InlineCode) => {
        if (/^git\s/.test(code.value)) tableCommands.push(code.value);
      });
    });
    if (tableCommands.length === 0) continue;
    it(`${lesson.slug}`, () => {
      const run = new Set(
        lessonConsoleBlocks(consoleBlocks(lesson), lesson.bodyStartLine)
          .filter((block) => block.run)
          .flatMap((block) => block.commands.map((command) => command.command)),
      );
      const missing = tableCommands.filter((command) => !run.has(command));
      assert.deepEqual(missing, [], `${lesson.file}: these table examples are not run by any console block of the lesson`);
    });
  }
});
