/**
 * A practice task that shows what the terminal prints once it is done (a
 * `norun` session above its answer) must show what its answer prints: the
 * journey compares them after the answer ran.
 */
import assert from 'node:assert/strict';
import type {Code} from 'mdast';
import {describe, it} from 'node:test';
import {checkTaskPromises, sameOutput, type LessonRun} from '../../journey/runner';
import {parseConsoleBlock} from '../../src/lib/console-session';
import {parseLesson} from '../../src/lib/lesson';
import {answerCodeBlocks} from '../../src/lib/practice';

const TASK = (shown: string) =>
  parseLesson(
    'docs/demo.md',
    `---\ntitle: Demo\nslug: /demo\n---\n\n## Practice\n\n### Count the stamps\n\nWhen it works, the terminal shows:\n\n\`\`\`console norun\n$ python3 stamps.py\n${shown}\n\`\`\`\n\n<details>\n<summary>Show an answer</summary>\n\nRun it:\n\n\`\`\`console\n$ python3 stamps.py\nCountries: 3\n\`\`\`\n\n</details>\n`,
  );

/** The journey's run of the lesson: the answer's block printed these, one run each. */
function ranAnswer(lesson: ReturnType<typeof TASK>, ...printed: string[]): LessonRun {
  const code = [...answerCodeBlocks(lesson.tree).keys()].find((node: Code) => node.lang === 'console')!;
  const block = parseConsoleBlock(code, lesson.bodyStartLine - 1);
  const commands = printed.map((actual) => ({command: 'python3 stamps.py', expected: 'Countries: 3', actual, coloured: actual, exitCode: 0, cwd: '~/python-practice'}));
  return {file: 'docs/demo.md', problems: [], answers: new Map(), blocks: [{block, code, commands}]} as unknown as LessonRun;
}

describe("a practice task's promised output", () => {
  it('passes when the answer prints it', () => {
    const lesson = TASK('Countries: 3');
    const run = ranAnswer(lesson, 'Countries: 3');
    checkTaskPromises(run, lesson);
    assert.deepEqual(run.problems, []);
  });

  it('passes when one of the answer\'s runs prints it (another typed answer, say)', () => {
    const lesson = TASK('Countries: 3');
    const run = ranAnswer(lesson, 'Countries: 3', 'Countries: 4');
    checkTaskPromises(run, lesson);
    assert.deepEqual(run.problems, []);
  });

  it('fails, with the file, the line, both texts and the fix, when the task promises something else', () => {
    const lesson = TASK('Countries: 4');
    const run = ranAnswer(lesson, 'Countries: 3');
    checkTaskPromises(run, lesson);
    assert.equal(run.problems.length, 1);
    assert.match(run.problems[0], /^docs\/demo\.md:13 "\$ python3 stamps\.py": the task "Count the stamps" shows something else than its answer prints\./);
    assert.match(run.problems[0], /task:\n {4}Countries: 4\n {2}answer:\n {4}Countries: 3/);
    assert.match(run.problems[0], /Fix: /);
    // The practice's count shows the answer as failed.
    assert.deepEqual([...run.answers.values()], [true]);
  });
});

describe('output compared with the page', () => {
  it('matches a command that prints nothing in an output=tail box (cd, source), as in a full box', () => {
    assert.equal(sameOutput('', '', true), true);
    assert.equal(sameOutput('', '', false), true);
  });

  it('takes the last lines in an output=tail box, and only whole lines', () => {
    assert.equal(sameOutput('Successfully installed pytest-9.2.0', 'Collecting pytest\nSuccessfully installed pytest-9.2.0', true), true);
    assert.equal(sameOutput('installed pytest-9.2.0', 'Collecting pytest\nSuccessfully installed pytest-9.2.0', true), false);
    assert.equal(sameOutput('Successfully installed pytest-9.2.0', 'Collecting pytest\nSuccessfully installed pytest-9.2.0', false), false);
  });

  it('does not let an empty tail stand for output that is there', () => {
    assert.equal(sameOutput('', 'Traceback (most recent call last):', true), false);
  });
});
