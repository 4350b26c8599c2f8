/**
 * A Python lesson's code uses only what the track has taught by then: the
 * third editor trial put a `for` loop into the tuples lesson, five lessons
 * before the for-loop lesson, and every check passed.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseLesson} from '../../src/lib/lesson';
import {taughtLater} from '../../src/checks/taught-order';
import {lessonRoutesInSidebarOrder} from '../../src/plugins/lesson-facts';

const PY = '/programming-language/python';
const order = [`${PY}/functions/build-in`, `${PY}/data-type/data-structure/tuple`, `${PY}/condition/if-else`, `${PY}/loops/for-loop`, `${PY}/loops/while-loop`];
const lesson = (code: string) => parseLesson('docs/x.md', `---\ntitle: T\nslug: ${PY}/data-type/data-structure/tuple\n---\n\n## A step\n\n\`\`\`python title="a.py" save\n${code}\n\`\`\`\n`);

describe('what the track has taught by a lesson', () => {
  it('fails a for loop in a lesson before the for-loop lesson, naming the idea, the code and the lesson that teaches it', () => {
    const [problem, ...others] = taughtLater(lesson('for name, price in [("tea", 2)]:\n    print(name)').tree, `${PY}/data-type/data-structure/tuple`, order);
    assert.deepEqual(others, []);
    assert.equal(problem.line, 4);
    assert.equal(
      problem.message,
      `uses a for loop ("for name, price in [("tea", 2)]:"), which the track teaches later, in ${PY}/loops/for-loop. A learner has not met it here: write the code with what this lesson and the earlier ones teach (the sidebar gives their order), or move the step after that lesson.`,
    );
  });

  it('fails each idea taught later, and passes what earlier lessons taught', () => {
    const code = 'if total > 3:\n    print("big")\nwhile n < 3:\n    n = n + 1';
    assert.deepEqual(taughtLater(lesson(code).tree, `${PY}/data-type/data-structure/tuple`, order).map((problem) => /uses (.+?) \(/.exec(problem.message)![1]), ['an if statement', 'a while loop']);
    // In the for-loop lesson, the if statement and the for loop are taught already; the while loop is not.
    assert.deepEqual(taughtLater(lesson(code).tree, `${PY}/loops/for-loop`, order).map((problem) => /uses (.+?) \(/.exec(problem.message)![1]), ['a while loop']);
    // Words in a string or a name are not the idea: print("for you in time:") has no loop.
    assert.deepEqual(taughtLater(lesson('print("I wait for you")\nformat = 2').tree, `${PY}/data-type/data-structure/tuple`, order), []);
  });

  it("reads the lessons' order from the sidebar, as a learner meets them", () => {
    const order = lessonRoutesInSidebarOrder();
    assert.ok(order.indexOf(`${PY}/data-type/data-structure/tuple`) > 0);
    assert.ok(order.indexOf(`${PY}/data-type/data-structure/tuple`) < order.indexOf(`${PY}/loops/for-loop`));
    // The loops category's order: while first, then for.
    assert.ok(order.indexOf(`${PY}/loops/while-loop`) < order.indexOf(`${PY}/loops/for-loop`));
  });
});
