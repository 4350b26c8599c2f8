/**
 * A lesson's code uses only what the track has taught by then. A Python
 * step or answer with a `for` loop in the tuples lesson, five lessons before
 * the for-loop lesson, shows the learner a word they have not met (the
 * third editor trial). For the Python track, each idea below is taught by
 * one lesson; a ```python block of a lesson that comes before it in the
 * sidebar and uses it fails, with the lesson that teaches it.
 */
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';

export interface TaughtIdea {
  /** What the learner would meet, in a few words. */
  idea: string;
  /** The code that uses it. */
  pattern: RegExp;
  /** The route of the lesson that teaches it. */
  taughtIn: string;
}

const PYTHON = '/programming-language/python';

/** The Python track's ideas, each with the lesson that teaches it. */
export const PYTHON_IDEAS: TaughtIdea[] = [
  {idea: 'an if statement', pattern: /^\s*(if|elif)\s.+:\s*(#.*)?$/m, taughtIn: `${PYTHON}/condition/if-else`},
  {idea: 'a for loop', pattern: /^\s*for\s.+\sin\s.+:\s*(#.*)?$/m, taughtIn: `${PYTHON}/loops/for-loop`},
  {idea: 'a while loop', pattern: /^\s*while\s.+:\s*(#.*)?$/m, taughtIn: `${PYTHON}/loops/while-loop`},
  {idea: 'a function of your own (def)', pattern: /^\s*def\s+\w+\s*\(/m, taughtIn: `${PYTHON}/functions/customize`},
  {idea: 'import', pattern: /^\s*(import\s+\w|from\s+[\w.]+\s+import\s)/m, taughtIn: `${PYTHON}/modules`},
  {idea: 'try and except', pattern: /^\s*try:\s*(#.*)?$/m, taughtIn: `${PYTHON}/exception-handling`},
  {idea: 'open() and files', pattern: /\bopen\(/, taughtIn: `${PYTHON}/open`},
];

export interface TaughtLaterProblem {
  /** The line of the code block in the lesson's body. */
  line: number;
  message: string;
}

/**
 * The ideas a lesson's Python code uses before the track teaches them.
 * `order` is every lesson's route in sidebar order; `route` is this lesson's.
 */
export function taughtLater(tree: Root, route: string, order: readonly string[], ideas: readonly TaughtIdea[] = PYTHON_IDEAS): TaughtLaterProblem[] {
  const here = order.indexOf(route);
  if (here < 0 || !route.startsWith(`${PYTHON}/`)) return [];
  const problems: TaughtLaterProblem[] = [];
  visit(tree, 'code', (code: Code) => {
    if (code.lang !== 'python') return;
    for (const {idea, pattern, taughtIn} of ideas) {
      const teacher = order.indexOf(taughtIn);
      if (teacher <= here || !pattern.test(code.value)) continue;
      const found = pattern.exec(code.value)![0].trim();
      problems.push({
        line: code.position?.start.line ?? 0,
        message: `uses ${idea} ("${found}"), which the track teaches later, in ${taughtIn}. A learner has not met it here: write the code with what this lesson and the earlier ones teach (the sidebar gives their order), or move the step after that lesson.`,
      });
    }
  });
  return problems;
}
