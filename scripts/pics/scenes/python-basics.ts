/**
 * Pictures of the first Python lessons that are drawn at a chosen moment,
 * not at the moment the step's first file is saved (which is what a
 * picture drawn from the step's own blocks shows).
 *
 * The modules step saves helpers.py first, so its own picture would show
 * helpers.py with a bare `cd`. The learner needs to compare the result:
 * use_helpers.py open, what it printed, and the new __pycache__ folder.
 * The code, the output and the file list are the lesson's own boxes
 * (docs/programming-language/python/modules.md), which the journey checks.
 */
import type {Scene} from '../templates';

export const scenes: Scene[] = [
  // ---------- /programming-language/python/modules ----------
  {
    kind: 'editor',
    name: 'python-modules-import',
    folder: 'python-basics',
    // The lesson's `ls` after the run, as VS Code's Explorer sorts it: folders first.
    files: [
      '__pycache__/',
      'comments.py',
      'convert.py',
      'helpers.py',
      'order.py',
      'parameters.py',
      'questions.py',
      'say_hello.py',
      'use_helpers.py',
      'variables.py',
    ],
    openFile: {name: 'use_helpers.py', code: 'import helpers\n\nprint(helpers.welcome("Sam"))\nprint(helpers.double(21))\n'},
    // python-basics is not a Git repository: no branch in the status bar.
    branch: null,
    terminal: [
      {cwd: '~/python-basics', command: 'python3 use_helpers.py', output: 'Welcome, Sam!\n42'},
      {
        cwd: '~/python-basics',
        command: 'ls',
        output: '__pycache__  order.py\t    use_helpers.py\ncomments.py  parameters.py  variables.py\nconvert.py   questions.py\nhelpers.py   say_hello.py',
      },
    ],
  },
];
