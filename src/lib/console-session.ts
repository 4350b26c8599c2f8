/**
 * A lesson's terminal sessions, read from its ```console blocks.
 *
 * A line starting with "$ " is a command; the lines after it are what the
 * terminal prints. `npm run journey` (journey/) runs every command for real,
 * in the learner's order, and compares the output with these lines; the
 * picture pipeline draws the terminal screenshots from what really came out.
 *
 * Code-fence options: `norun` shows commands that cannot run on the build
 * machine (such as `code .`); `output=varies` runs the command but does not
 * compare what it prints (such as a version number); `output=tail` shows
 * only the last lines of what it prints (an error message whose first lines
 * differ between Python releases); `exit=1` expects the commands to fail
 * with that exit code, as `git merge` does on a conflict (give such a
 * command a block of its own); `keyboard="Sam"` types "Sam" and Enter when
 * the program asks (give it once per answer, in order); `server` starts a
 * command that keeps running (a web server) until the learner presses Ctrl+C
 * before the lesson's next console block (`port=8000` when its output shows
 * no address); `terminal=2` runs a block in a second terminal, beside a
 * running server, without stopping it.
 */
import type {Code} from 'mdast';

export interface ConsoleCommand {
  command: string;
  /** The output the lesson prints under the command. */
  expected: string;
}

export interface ConsoleBlock {
  line: number;
  run: boolean;
  compareOutput: boolean;
  /** The page shows only the last lines of the output (`output=tail`). */
  outputTail: boolean;
  /** What the learner types when the program asks, one answer a line. */
  keyboard: string[];
  /** The exit code every command of the block must end with (0 unless `exit=N`). */
  expectedExit: number;
  /** The command is a server that keeps running (`server`), on this port (`port=N`, or the address its output shows). */
  server?: {port?: number};
  /** The block runs in a second terminal beside a running server (`terminal=2`). */
  secondTerminal: boolean;
  commands: ConsoleCommand[];
}

export function parseConsoleBlock(code: Code, lineOffset = 0): ConsoleBlock {
  const meta = code.meta ?? '';
  const commands: ConsoleCommand[] = [];
  for (const line of code.value.split('\n')) {
    if (line.startsWith('$ ')) {
      commands.push({command: line.slice(2), expected: ''});
    } else if (commands.length > 0) {
      const last = commands[commands.length - 1];
      last.expected = last.expected ? `${last.expected}\n${line}` : line;
    } else if (line.trim()) {
      throw new Error(`a console block must start with a "$ " command line, not "${line}"`);
    }
  }
  commands.forEach((command) => (command.expected = command.expected.replace(/\s+$/, '')));
  return {
    line: (code.position?.start.line ?? 0) + lineOffset,
    run: !/\bnorun\b/.test(meta),
    compareOutput: !/\boutput=varies\b/.test(meta),
    outputTail: /\boutput=tail\b/.test(meta),
    keyboard: [...meta.matchAll(/\bkeyboard="([^"]*)"/g)].map((match) => match[1]),
    expectedExit: Number(/\bexit=(\d+)\b/.exec(meta)?.[1] ?? 0),
    ...(/(^|\s)server(\s|$)/.test(meta) ? {server: {port: serverPort(meta, commands)}} : {}),
    secondTerminal: /\bterminal=2\b/.test(meta),
    commands,
  };
}

/** A local web address in a server's output, with its port. */
const LOCAL_ADDRESS = /https?:\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1?\]):(\d+)/;

/** The port a server block listens on: `port=N`, or the first local address its output shows. */
function serverPort(meta: string, commands: ConsoleCommand[]): number | undefined {
  const given = /\bport=(\d+)\b/.exec(meta)?.[1];
  if (given) return Number(given);
  const shown = LOCAL_ADDRESS.exec(commands.map((command) => command.expected).join('\n'));
  return shown ? Number(shown[1]) : undefined;
}

/** The line of a server's output that gives its local address ("Serving on http://localhost:8000/"), if it shows one. */
export function addressLine(output: string): string | undefined {
  return output.split('\n').find((line) => LOCAL_ADDRESS.test(line))?.trim();
}

/** Trailing spaces and blank lines at the start and end do not count; everything else does. */
export function normalizeOutput(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n+$/, '')
    .replace(/^\n+/, '');
}
