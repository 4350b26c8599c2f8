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
import {macListing} from './bsd-ls';
import {dockerDesktopBuild, dockerDesktopOutput} from './docker-desktop';
import {gitBashListing, isPlainLs} from './git-bash-listings';
import {crlfWarning} from './git-bash-line-endings';
import {pipOutputForSystem, type PlatformPackages} from './platform-packages';
import {pytestAtWidth, runsPytest} from './pytest-width';
import platformPackages from '../data/platform-packages.json';

interface LineContext {
  /** The command this line is, or whose output it is ('' before the first command). */
  command: string;
  isCommand: boolean;
  system: System;
}

interface OutputContext {
  command: string;
  system: System;
  /** The files Git for Windows warns about as the command reads them (src/lib/git-bash-line-endings.ts). */
  crlfFiles: readonly string[];
  /** The folder the command runs in, as a prompt writes it (~/price-checker), where the block or picture says. */
  cwd?: string;
}

interface Rule {
  /** What the rule changes, for the tests and for a reader of this file. */
  name: string;
  systems: System[];
  /** Where the difference is written down: the program's own source, its docs, or published output. */
  source: string;
  /** Changes one line (a command, or a line of what it printed). */
  apply?: (line: string, context: LineContext) => string;
  /** Changes all that one command printed, as a whole (before the line rules). */
  output?: (output: string, context: OutputContext) => string;
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

/** The columns of a new terminal window: Git Bash's, a Mac's Terminal's and GNOME Terminal's. */
const SCREEN_WIDTH = 80;

export const CONSOLE_RULES: Rule[] = [
  {
    // Git for Windows' /etc/profile.d/aliases.sh has `alias ls='ls -F --color=auto --show-control-chars'`:
    // a folder ends in /, a program (a file that starts with #!, such as manage.py) in *. What that `ls -F`
    // prints for the lesson's own files is recorded by the journey (src/data/git-bash-listings.json).
    name: "Git Bash's ls marks folders with / and programs with * (ls -F)",
    systems: ['windows'],
    source: "Git for Windows' /etc/profile.d/aliases.sh: alias ls='ls -F --color=auto --show-control-chars'",
    output: (output, {command}) => gitBashListing(command, output) ?? output,
  },
  {
    // pip writes a folder as os.path.normcase(os.path.abspath(...)), relative to the working folder only when it
    // starts with it: on Windows normcase lowers the case and getcwd() does not, so the path stays whole.
    name: "pip's 'Requirement already satisfied' names the environment's folder as Windows writes it, with the packages only Windows needs (colorama for pytest)",
    systems: ['windows'],
    source: "pip's display_path() (pip/_internal/utils/misc.py) and a Windows venv's Lib\\site-packages; pytest's dependency colorama; sys_platform == 'win32' (npm run platform-packages)",
    output: (output, {command, cwd}) => (/^(python3? -m )?pip3? install\b/.test(command) && cwd?.startsWith('~') ? satisfiedOnWindows(output, cwd) : output),
  },
  {
    // Which files end their lines in LF alone on Windows depends on what wrote them: the journey records it.
    name: "Git for Windows warns that a file's LF line endings will become CRLF (core.autocrlf=true)",
    systems: ['windows'],
    source: "Git for Windows' installer default core.autocrlf=true; Git's convert.c check_global_conv_flags_eol(); published Git Bash sessions of git add, git diff and git stash",
    output: (output, {crlfFiles}) => [...crlfFiles.map(crlfWarning), ...(output ? [output] : [])].join('\n'),
  },
  {
    // makemigrations writes where it put each migration as os.path.relpath(writer.path): Windows' own separator.
    name: "Django's makemigrations names the new migration's file with Windows' \\ on Windows",
    systems: ['windows'],
    source: "Django's makemigrations command, get_relative_path(): os.path.relpath(path) (django/core/management/commands/makemigrations.py); ntpath joins with \\",
    output: (output, {command}) =>
      /\bmanage\.py makemigrations\b/.test(command) ? output.replace(/^(\s+)([\w.-]+(?:\/[\w.-]+)+\.py)$/gm, (_line, indent: string, file: string) => `${indent}${file.replace(/\//g, '\\')}`) : output,
  },
  {
    name: "pytest's rules stop one column short of the terminal's width on Windows",
    systems: ['windows'],
    source: "pytest's TerminalWriter.sep (_pytest/_io/terminalwriter.py): fullwidth -= 1 when sys.platform == 'win32', so that the cursor never lands in the last column",
    output: (output, {command}) => (runsPytest(command) ? pytestAtWidth(output, SCREEN_WIDTH, true) : output),
  },
  {
    // Line by line a tab advances to the next multiple of 8, so the same names stand in other columns than GNU's.
    name: "a Mac's ls (BSD) lays out its columns on tab stops",
    systems: ['mac'],
    source: "FreeBSD's and Apple's ls, print.c printcol(): columns as wide as the longest name rounded up to a multiple of 8, filled down first, in an 80-column Terminal",
    output: (output, {command}) => (isPlainLs(command) ? (macListing(output) ?? output) : output),
  },
  {
    name: 'pip installs each system\'s own dependencies (tzdata for Django on Windows, colorama for pytest)',
    systems: ['windows', 'mac'],
    source: "pip's resolver asked for each system's wheels, with the packages' environment markers for that system (npm run platform-packages)",
    output: (output, {command, system}) => pipOutputForSystem(command, output, system, platformPackages as PlatformPackages),
  },
  {
    name: 'Docker Desktop answers docker version on Windows and on a Mac',
    systems: ['windows', 'mac'],
    source: 'docker version as Docker Desktop prints it: Windows (windows/amd64) and an Apple-chip Mac (darwin/arm64), src/lib/docker-desktop.ts',
    output: (output, {command, system}) => dockerDesktopOutput(command, output, system),
  },
  {
    name: "Docker Desktop's builder is desktop-linux, and it links each build in its window",
    systems: ['windows', 'mac'],
    source: "Docker Desktop's Builds view (docs.docker.com/desktop/use-desktop/builds): the build output ends with 'View build details: docker-desktop://dashboard/build/...'; BuildKit names the context's builder",
    output: (output, {command}) => dockerDesktopBuild(command, output),
  },
  {
    name: "Git's version names Git for Windows or Apple's Git",
    systems: ['windows', 'mac'],
    source: 'Git for Windows versions end in .windows.N (git-for-windows/git releases); Xcode\'s Command Line Tools print "git version 2.39.5 (Apple Git-154)"',
    apply: (line, {command, isCommand, system}) => {
      if (isCommand || !/^git (--version|version)$/.test(command)) return line;
      return line.replace(/^git version (\d+\.\d+\.\d+)$/, (all, version: string) =>
        system === 'windows' ? `git version ${version}.windows.1` : APPLE_GIT[version] ? `git version ${version} (${APPLE_GIT[version]})` : all,
      );
    },
  },
  {
    // The Kubernetes lessons show minikube's output as a Mac prints it (minikube does not run on the build machine).
    name: 'minikube names the computer it runs on',
    systems: ['windows', 'linux'],
    source: "minikube's platform(): gopsutil's host platform and version, with the architecture when it is not amd64 (published Windows 11 output: 'minikube v1.37.0 on Microsoft Windows 11 Home 10.0.26200.7462 Build 26200.7462')",
    apply: (line, {isCommand, system}) =>
      isCommand ? line : line.replace(/^(\* minikube v\S+ on )Darwin \S+ \(arm64\)$/, (_all, start: string) => `${start}${system === 'windows' ? 'Microsoft Windows 11 Home 10.0.26200.7462 Build 26200.7462' : 'Ubuntu 24.04'}`),
  },
  {
    name: "minikube's Docker driver names Windows when it keeps a tunnel open",
    systems: ['windows'],
    source: "minikube's service and tunnel commands: 'Because you are using a Docker driver on {{.operating_system}}, the terminal needs to be open to run it.' (runtime.GOOS: windows, darwin)",
    apply: (line, {isCommand}) => (isCommand ? line : line.replace(/^! Because you are using a Docker driver on darwin,/, '! Because you are using a Docker driver on windows,')),
  },
  {
    // Docker Desktop's engine is its own context, and most Macs in use have an Apple chip (arm64).
    name: "Docker Desktop builds in its desktop-linux context; a Mac's hello-world is arm64v8",
    systems: ['windows', 'mac'],
    source: 'docker buildx: the builder is named after the context (desktop-linux under Docker Desktop); hello-world prints the image\'s architecture, arm64v8 on an Apple chip',
    apply: (line, {isCommand, system}) => {
      if (isCommand) return line;
      const desktop = line.replace(/\bdocker:default\b/, 'docker:desktop-linux');
      return system === 'mac' ? desktop.replace(/^ {4}\(amd64\)$/, '    (arm64v8)') : desktop;
    },
  },
  {
    // python.org's installer and the Python install manager give Windows
    // `python` (and `py`), not `python3`; on a Mac `python3` is the command.
    name: 'python3 is python on Windows',
    source: 'python.org\'s Windows installer and the Python install manager install python.exe and py.exe, no python3 (docs.python.org/3/using/windows.html)',
    systems: ['windows'],
    // Only where a command starts: at the prompt, or after &&, ||, ;, | or (.
    apply: (line, {isCommand}) => (isCommand ? line.replace(/(^\$ |&&\s*|\|\|?\s*|;\s*|\(\s*)python3(?=\s|$)/g, '$1python') : line),
  },
  {
    // A virtual environment on Windows keeps its programs in Scripts, not bin.
    name: 'a virtual environment’s bin is Scripts on Windows',
    source: 'the venv module: "Scripts" on Windows, "bin" elsewhere (docs.python.org/3/library/venv.html)',
    systems: ['windows'],
    apply: (line) => line.replace(/(\.?venv)\/bin\//g, '$1/Scripts/'),
  },
  {
    // Git Bash would turn `-- /bin/sh` into `-- C:/Program Files/Git/usr/bin/sh`
    // for kubectl; MSYS_NO_PATHCONV=1 in front of the command stops that.
    name: 'a Windows program gets its /paths as they are in Git Bash (MSYS_NO_PATHCONV=1)',
    source: 'Git for Windows\' MSYS2 runtime: POSIX path conversion for native programs, turned off by MSYS_NO_PATHCONV (Git for Windows release notes and known issues)',
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
    source: 'cmd\'s start (which Git Bash runs for start), macOS\' open(1), freedesktop\'s xdg-open',
    systems: ['windows', 'mac'],
    apply: (line, {isCommand, system}) => (isCommand ? line.replace(/(^\$ |&&\s*|\|\|?\s*|;\s*)xdg-open(?=\s)/g, `$1${OPEN_COMMAND[system]}`) : line),
  },
  {
    name: 'the home folder is /Users/you on a Mac',
    source: 'macOS keeps home folders in /Users',
    systems: ['mac'],
    apply: (line) => line.replaceAll(`${LINUX_HOME}`, '/Users/you'),
  },
  {
    // Git Bash shows C: as /c; Git itself writes C:/...; Python and Django write C:\...
    name: 'the home folder is C:\\Users\\you on Windows, as each program writes it',
    source: 'Windows keeps home folders in C:\\\\Users; Git Bash (MSYS2) shows C: as /c, Git writes C:/ (its own paths), Python and Node.js write C:\\\\ (os.path on Windows)',
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
    source: 'macOS\' Terminal runs zsh since macOS 10.15; zsh\'s message is "zsh: command not found: NAME"',
    systems: ['mac'],
    apply: (line, {isCommand}) => (isCommand ? line : line.replace(/^bash: ([^:\s]+): command not found$/, 'zsh: command not found: $1')),
  },
  {
    // macOS's ls (from BSD) words a missing file its own way.
    name: "a Mac's ls says 'X: No such file or directory'",
    source: 'macOS\' ls is BSD ls, whose message is "ls: NAME: No such file or directory"',
    systems: ['mac'],
    apply: (line, {isCommand}) => (isCommand ? line : line.replace(/^ls: cannot access '([^']+)': No such file or directory$/, 'ls: $1: No such file or directory')),
  },
  {
    name: "pytest's header names the system it runs on (sys.platform): win32 on Windows, darwin on a Mac",
    source: "pytest's terminal reporter, _pytest/terminal.py: msg = f\"platform {sys.platform} -- Python {verinfo}\"; sys.platform is 'win32' on Windows and 'darwin' on macOS (Python's docs)",
    systems: ['windows', 'mac'],
    apply: (line, {isCommand, system}) => (isCommand ? line : line.replace(/^platform linux -- Python /, `platform ${system === 'windows' ? 'win32' : 'darwin'} -- Python `)),
  },
  {
    name: 'Django’s server stops with CTRL-BREAK on Windows',
    source: 'Django\'s runserver: quit_command is CTRL-BREAK when sys.platform == "win32" (django/core/management/commands/runserver.py)',
    systems: ['windows'],
    apply: (line, {isCommand}) => (isCommand ? line : line.replace('Quit the server with CONTROL-C.', 'Quit the server with CTRL-BREAK.')),
  },
];

/** `Requirement already satisfied: X in ./.venv/lib/python3.11/site-packages (from ...) (V)` as pip prints it on Windows. */
function satisfiedOnWindows(output: string, cwd: string): string {
  const sitePackages = `c:\\users\\you${cwd.slice(1).replace(/\//g, '\\')}\\.venv\\lib\\site-packages`.toLowerCase();
  const windowsOnly = Object.values(platformPackages as PlatformPackages).flatMap((resolved) =>
    resolved.windows.filter((entry) => !resolved.linux.some((linux) => linux.name === entry.name)),
  );
  return output
    .split('\n')
    .flatMap((line) => {
      const found = /^Requirement already satisfied: (\S+) in \.\/\.venv\/lib\/python3\.\d+\/site-packages \(from (.*)\) \((\S+)\)$/.exec(line);
      if (!found) return [line];
      const [, requirement, from, version] = found;
      const lines = [`Requirement already satisfied: ${requirement} in ${sitePackages} (from ${from}) (${version})`];
      // A package Windows alone needs comes right after the one that asks for it (pytest lists colorama first).
      for (const entry of windowsOnly.filter((item, index, all) => item.collecting?.endsWith(`(from ${requirement})`) && all.findIndex((other) => other.name === item.name) === index)) {
        lines.push(`Requirement already satisfied: ${entry.collecting!.replace(/ \(from .*\)$/, '')} in ${sitePackages} (from ${requirement}->${from}) (${entry.version})`);
      }
      return lines;
    })
    .join('\n');
}

/** Apple's Git (Xcode's Command Line Tools) names its build after the version. */
const APPLE_GIT: Record<string, string> = {'2.39.5': 'Apple Git-154'};

/** The block's text (commands after "$ ", then what they print) as `system` shows it. */
export function consoleForSystem(code: string, system: System, crlfWarnings: ReadonlyMap<number, readonly string[]> = new Map(), startCwd?: string): string {
  const rules = CONSOLE_RULES.filter((rule) => rule.systems.includes(system));
  // Each command with what it printed: the output rules see that as a whole.
  const parts: {command: string; lines: string[]}[] = [];
  for (const line of code.split('\n')) {
    if (line.startsWith('$ ') || parts.length === 0) parts.push({command: line.startsWith('$ ') ? line.slice(2) : '', lines: [line]});
    else parts[parts.length - 1].lines.push(line);
  }
  let commandIndex = -1;
  // The folder: where the picture says it is, or where a `cd ~/...` of the block went.
  let cwd = startCwd;
  return parts
    .map(({command, lines}) => {
      if (lines[0].startsWith('$ ')) commandIndex += 1;
      const cdTo = /^cd\s+(~(?:\/[^\s;&|]+)?)\s*$/.exec(command)?.[1];
      if (cdTo) cwd = cdTo.replace(/\/$/, '');
      const crlfFiles = lines[0].startsWith('$ ') ? (crlfWarnings.get(commandIndex) ?? []) : [];
      const [first, ...printed] = lines[0].startsWith('$ ') ? lines : ['', ...lines];
      // What the command printed, without the block's closing new line(s): the rules (and the journey's records) see
      // the output as the journey compares it; the new lines go back after them.
      const whole = printed.join('\n');
      const ending = /\n*$/.exec(whole)![0];
      let output = whole.slice(0, whole.length - ending.length);
      for (const rule of rules) if (rule.output && (printed.length > 0 || crlfFiles.length > 0)) output = rule.output(output, {command, system, crlfFiles, cwd});
      // A rule may give a command that printed nothing on Linux something to print (a warning).
      const hasOutput = printed.length > 0 || output !== '';
      output += ending;
      const shown = first.startsWith('$ ') ? [first, ...(hasOutput ? output.split('\n') : [])] : output.split('\n');
      return shown
        .map((line) => {
          const isCommand = line.startsWith('$ ') && line === first;
          return rules.reduce((text, rule) => (rule.apply ? rule.apply(text, {command, isCommand, system}) : text), line);
        })
        .join('\n');
    })
    .join('\n');
}

/** The block on every system, systems that show the same text sharing one entry (Linux's is the block itself). */
export function consoleVariants(code: string, crlfWarnings?: ReadonlyMap<number, readonly string[]>): {systems: System[]; code: string}[] {
  const variants: {systems: System[]; code: string}[] = [];
  for (const system of SYSTEMS) {
    const text = consoleForSystem(code, system, crlfWarnings);
    const same = variants.find((variant) => variant.code === text);
    if (same) same.systems.push(system);
    else variants.push({systems: [system], code: text});
  }
  return variants;
}
