/**
 * Python as a learner runs it in a terminal. Two things differ when the
 * journey, not a person, sits at the keyboard, and this session puts them
 * back as a terminal has them:
 *
 * - Output order: on a screen Python writes each line at once; into a pipe
 *   it would hold print() output back and show an error message first.
 *   PYTHONUNBUFFERED keeps the screen's order.
 * - Typing: a console block with `keyboard="Sam"` types "Sam" and Enter
 *   when the program asks (input()). A terminal shows what was typed after
 *   the question; a small sitecustomize.py, loaded only in the journey,
 *   echoes each answer the same way, so the output reads
 *   "What is your name? Sam" as on the learner's screen.
 * - Prompts that need a terminal: while the journey types answers, the
 *   start-up file tells programs that they talk to a terminal, as they do on
 *   the learner's screen (Django's createsuperuser and shell refuse to ask
 *   otherwise), and a password prompt (getpass) shows nothing of what is
 *   typed, as a terminal hides it.
 * - pip installs the versions the project pins (journey/python-requirements.txt),
 *   from a download cache kept between runs (.cache/pip).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SessionEnvironment} from './terminal';

/**
 * The Python releases the lessons support, from the oldest that pandas 3
 * accepts to the newest that python.org offers; the first Python lesson
 * says so. Every `pip install` of a lesson must install from ready-built
 * packages on each of them (tests/integration/install-everywhere.test.ts). The
 * journey itself runs on the machine's Python (3.11).
 */
export const SUPPORTED_PYTHON = ['3.11', '3.12', '3.13', '3.14', '3.15'];

const ECHO_TYPED_ANSWERS = `
# Loaded by Python at start-up in the journey only (journey/sessions/python.ts).
import builtins, os, sys

if not sys.stdin.isatty():
    _input = builtins.input

    def input(prompt=''):
        answer = _input(prompt)
        print(answer)  # what the learner typed stays on screen, as in a terminal
        return answer

    builtins.input = input

if os.environ.get('JOURNEY_KEYBOARD') and not sys.stdin.isatty():
    class _Keyboard:
        # The typed answers, read as if from a terminal.
        def __init__(self, stream):
            self._stream = stream

        def isatty(self):
            return True

        def __getattr__(self, name):
            return getattr(self._stream, name)

        def __iter__(self):
            return iter(self._stream)

    sys.stdin = _Keyboard(sys.stdin)

    import getpass

    def _hidden(prompt='Password: ', stream=None):
        sys.stdout.write(prompt)
        sys.stdout.flush()
        answer = sys.stdin.readline().rstrip('\\n')
        sys.stdout.write('\\n')  # the Enter key; what was typed stays hidden
        return answer

    getpass.getpass = _hidden
`;

export class PythonSession implements SessionEnvironment {
  private readonly dir: string;

  private readonly pipCache: string;

  constructor(sandbox: string, siteDir: string) {
    this.pipCache = path.join(siteDir, '.cache', 'pip');
    this.dir = path.join(sandbox, 'journey-python');
    fs.mkdirSync(this.dir, {recursive: true});
    fs.writeFileSync(path.join(this.dir, 'sitecustomize.py'), ECHO_TYPED_ANSWERS);
  }

  get env(): Record<string, string> {
    return {
      PYTHONUNBUFFERED: '1',
      PYTHONPATH: this.dir,
      PIP_CONSTRAINT: path.join(path.dirname(__dirname), 'python-requirements.txt'),
      PIP_CACHE_DIR: this.pipCache,
      // pip's "a new release of pip is available" notice depends on the day; the lessons mention it.
      PIP_DISABLE_PIP_VERSION_CHECK: '1',
      // pip draws its progress bar with cursor codes; the pictures show the finished lines, as a screen does after the download.
      PIP_PROGRESS_BAR: 'off',
    };
  }

  show(text: string): string {
    return text;
  }
}
