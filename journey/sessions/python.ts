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
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SessionEnvironment} from './terminal';

const ECHO_TYPED_ANSWERS = `
# Loaded by Python at start-up in the journey only (journey/sessions/python.ts).
import builtins, sys

if not sys.stdin.isatty():
    _input = builtins.input

    def input(prompt=''):
        answer = _input(prompt)
        print(answer)  # what the learner typed stays on screen, as in a terminal
        return answer

    builtins.input = input
`;

export class PythonSession implements SessionEnvironment {
  private readonly dir: string;

  constructor(sandbox: string) {
    this.dir = path.join(sandbox, 'journey-python');
    fs.mkdirSync(this.dir, {recursive: true});
    fs.writeFileSync(path.join(this.dir, 'sitecustomize.py'), ECHO_TYPED_ANSWERS);
  }

  get env(): Record<string, string> {
    return {PYTHONUNBUFFERED: '1', PYTHONPATH: this.dir};
  }

  show(text: string): string {
    return text;
  }
}
