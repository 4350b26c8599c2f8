/**
 * A terminal session as each system shows it.
 *
 * Lessons write their ```console blocks once, as they run on Linux: that is
 * what `npm run journey` runs and what the screenshots show. The Windows
 * (Git Bash) and macOS (Terminal, zsh) forms come from the rules below, one
 * rule per difference, each with its unit tests
 * (tests/unit/console-variants.test.ts). <ConsoleBlock> shows the learner's
 * system's form, and its copy button copies that form's commands.
 *
 * Where a difference is more than a rule can say (another program, other
 * output), the lesson puts the block in <SystemTabs>, one per system.
 */
import {SYSTEMS, type System} from './systems';

interface LineContext {
  /** The command this line is, or whose output it is ('' before the first command). */
  command: string;
  isCommand: boolean;
  system: System;
}

interface Rule {
  /** What the rule changes, for the tests and for a reader of this file. */
  name: string;
  systems: System[];
  apply: (line: string, context: LineContext) => string;
}

/** The home folder the lessons show: a learner called "you". */
const LINUX_HOME = '/home/you';

/** Programs whose messages give paths in Windows's own form, C:\Users\you\...; Git writes C:/Users/you/... */
const WINDOWS_PATH_PROGRAMS = /^(python3?|pip|pytest|coverage|nose2|django-admin|node|npm|npx)\b/;

const OPEN_COMMAND: Record<System, string> = {windows: 'start', mac: 'open', linux: 'xdg-open'};

/**
 * Programs that are Windows programs in Git Bash (not Git Bash's own, such as
 * ls or mkdir). Git Bash hands them an argument that looks like a Unix path
 * rewritten as a Windows one: `/bin/sh` arrives as `C:/Program Files/Git/usr/bin/sh`.
 */
const WINDOWS_PROGRAMS = new Set([
  'python', 'python3', 'py', 'pip', 'pip3', 'node', 'npm', 'npx', 'docker', 'kubectl', 'minikube', 'oc', 'crc',
  'istioctl', 'helm', 'git', 'curl', 'code', 'django-admin', 'pytest', 'coverage', 'nose2', 'gh', 'aws', 'az',
]);

/** What Git Bash's MSYS layer rewrites: /x, --opt=/x or NAME=/x, and lists such as volume:/x (not //x, URLs or /dev/null). */
function rewrittenByGitBash(argument: string): boolean {
  if (argument.includes('://')) return false;
  const value = argument.replace(/^[^=/]*=(?=\/)/, '');
  if (value === '/dev/null') return false;
  if (/^\/(?!\/)/.test(value)) return true;
  // name:/x, and the current folder before one: "$PWD":/app, $(pwd)/data:/data.
  return /^[^/]+:\/(?!\/)/.test(value) || /^\$(?:PWD|\(pwd\))[^:]*:\/(?!\/)/.test(value);
}

/** An argument that names a folder on the learner's own computer: Git Bash must convert it for a Windows program. */
function ownComputerPath(argument: string): boolean {
  return /(?:^|=|:)~\/|\/home\/you\b|\$PWD|\$\(pwd\)/.test(argument);
}

/**
 * A command that needs MSYS_NO_PATHCONV=1 for one argument but names a path
 * on the learner's own computer in another: the prefix would keep that one
 * from becoming a Windows path too. The content check asks for another form.
 */
export function mixesGitBashPaths(command: string): boolean {
  return windowsProgramArguments(command).some((args) => args.some(rewrittenByGitBash) && args.some(ownComputerPath));
}

/** A command's words as the shell hands them to the program (quotes taken off). */
function shellWords(command: string): string[] {
  // A word is quoted and bare pieces side by side: "$PWD":/app is one word.
  return [...command.matchAll(/(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s"']+)+/g)].map((match) =>
    match[0].replace(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g, (_quoted, double?: string, single?: string) => double ?? single ?? ''),
  );
}

/**
 * Where each command of a line starts and ends: a line may join several with
 * &&, ||, ; or |, outside quotes.
 */
function commandSpans(line: string): {start: number; end: number}[] {
  const spans: {start: number; end: number}[] = [];
  let start = 0;
  let quote = '';
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quote) {
      if (char === quote) quote = '';
      else if (char === '\\' && quote === '"') at += 1;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ';' || char === '|' || (char === '&' && line[at + 1] === '&')) {
      spans.push({start, end: at});
      if (line[at + 1] === char) at += 1;
      start = at + 1;
    }
  }
  spans.push({start, end: line.length});
  return spans.map(({start: from, end}) => ({start: from + (line.slice(from, end).length - line.slice(from, end).trimStart().length), end}));
}

/** The arguments of each command on a line that runs a Windows program. */
function windowsProgramArguments(command: string): string[][] {
  return commandSpans(command).flatMap(({start, end}) => {
    const [program, ...args] = shellWords(command.slice(start, end));
    return program && WINDOWS_PROGRAMS.has(program) ? [args] : [];
  });
}

/**
 * The arguments of a command line that Git Bash would rewrite before a
 * Windows program gets them.
 */
export function gitBashRewrites(command: string): string[] {
  return windowsProgramArguments(command).flatMap((args) => args.filter(rewrittenByGitBash));
}

/** Put before a command so that Git Bash hands its arguments on as they are. */
export const NO_PATH_CONVERSION = 'MSYS_NO_PATHCONV=1';

export const CONSOLE_RULES: Rule[] = [
  {
    // python.org's installer and the Python install manager give Windows
    // `python` (and `py`), not `python3`; on a Mac `python3` is the command.
    name: 'python3 is python on Windows',
    systems: ['windows'],
    // Only where a command starts: at the prompt, or after &&, ||, ;, | or (.
    apply: (line, {isCommand}) => (isCommand ? line.replace(/(^\$ |&&\s*|\|\|?\s*|;\s*|\(\s*)python3(?=\s|$)/g, '$1python') : line),
  },
  {
    // A virtual environment on Windows keeps its programs in Scripts, not bin.
    name: 'a virtual environment’s bin is Scripts on Windows',
    systems: ['windows'],
    apply: (line) => line.replace(/(\.?venv)\/bin\//g, '$1/Scripts/'),
  },
  {
    // Git Bash would turn `-- /bin/sh` into `-- C:/Program Files/Git/usr/bin/sh`
    // for kubectl; MSYS_NO_PATHCONV=1 in front of the command stops that.
    name: 'a Windows program gets its /paths as they are in Git Bash (MSYS_NO_PATHCONV=1)',
    systems: ['windows'],
    apply: (line, {isCommand}) => {
      if (!isCommand || line.includes(NO_PATH_CONVERSION)) return line;
      const command = line.slice(2);
      // From the last command back, so the earlier places stay where they are.
      return `$ ${commandSpans(command)
        .reverse()
        .reduce(
          (text, {start, end}) => (gitBashRewrites(command.slice(start, end)).length > 0 ? `${text.slice(0, start)}${NO_PATH_CONVERSION} ${text.slice(start)}` : text),
          command,
        )}`;
    },
  },
  {
    name: 'xdg-open is start on Windows and open on a Mac',
    systems: ['windows', 'mac'],
    apply: (line, {isCommand, system}) => (isCommand ? line.replace(/(^\$ |&&\s*|\|\|?\s*|;\s*)xdg-open(?=\s)/g, `$1${OPEN_COMMAND[system]}`) : line),
  },
  {
    name: 'the home folder is /Users/you on a Mac',
    systems: ['mac'],
    apply: (line) => line.replaceAll(`${LINUX_HOME}`, '/Users/you'),
  },
  {
    // Git Bash shows C: as /c; Git itself writes C:/...; Python and Django write C:\...
    name: 'the home folder is C:\\Users\\you on Windows, as each program writes it',
    systems: ['windows'],
    apply: (line, {command, isCommand}) => {
      if (isCommand) return line.replaceAll(LINUX_HOME, '/c/Users/you');
      if (/^git\b/.test(command)) return line.replaceAll(LINUX_HOME, 'C:/Users/you');
      if (WINDOWS_PATH_PROGRAMS.test(command)) {
        return line.replace(new RegExp(`${LINUX_HOME}[^\\s'"]*`, 'g'), (path) => `C:\\Users\\you${path.slice(LINUX_HOME.length).replaceAll('/', '\\')}`);
      }
      return line.replaceAll(LINUX_HOME, '/c/Users/you');
    },
  },
  {
    // A Mac's Terminal runs zsh, which words the message its own way.
    name: 'zsh says "command not found" first on a Mac',
    systems: ['mac'],
    apply: (line, {isCommand}) => (isCommand ? line : line.replace(/^bash: ([^:\s]+): command not found$/, 'zsh: command not found: $1')),
  },
  {
    // macOS's ls (from BSD) words a missing file its own way.
    name: "a Mac's ls says 'X: No such file or directory'",
    systems: ['mac'],
    apply: (line, {isCommand}) => (isCommand ? line : line.replace(/^ls: cannot access '([^']+)': No such file or directory$/, 'ls: $1: No such file or directory')),
  },
  {
    name: 'Django’s server stops with CTRL-BREAK on Windows',
    systems: ['windows'],
    apply: (line, {isCommand}) => (isCommand ? line : line.replace('Quit the server with CONTROL-C.', 'Quit the server with CTRL-BREAK.')),
  },
];

/** The block's text (commands after "$ ", then what they print) as `system` shows it. */
export function consoleForSystem(code: string, system: System): string {
  const rules = CONSOLE_RULES.filter((rule) => rule.systems.includes(system));
  let command = '';
  return code
    .split('\n')
    .map((line) => {
      const isCommand = line.startsWith('$ ');
      if (isCommand) command = line.slice(2);
      return rules.reduce((text, rule) => rule.apply(text, {command, isCommand, system}), line);
    })
    .join('\n');
}

/** The block on every system, systems that show the same text sharing one entry (Linux's is the block itself). */
export function consoleVariants(code: string): {systems: System[]; code: string}[] {
  const variants: {systems: System[]; code: string}[] = [];
  for (const system of SYSTEMS) {
    const text = consoleForSystem(code, system);
    const same = variants.find((variant) => variant.code === text);
    if (same) same.systems.push(system);
    else variants.push({systems: [system], code: text});
  }
  return variants;
}
