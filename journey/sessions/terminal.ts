/**
 * The learner's terminal: one bash shell that lives for the whole journey,
 * in a throw-away home folder that the lessons show as /home/you.
 *
 * Commands are sent one at a time, as a learner types them; after each one
 * the shell prints a marker with the exit code and the folder it is in, so
 * the journey knows where the command's output ends. A command reads the
 * answers the page shows being typed, and nothing else: one that waits for
 * more input fails at once instead of hanging.
 *
 * What the learner's machine would add on its own is fixed here, so output
 * and commit hashes are the same on every run: the time zone, the language,
 * the date of every commit, the width of the screen, and Git's colours
 * (always on, as in a real terminal; the journey compares text without them
 * and the pictures draw them).
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {normalizeOutput} from '../../src/lib/console-session';
import {startedBy} from './listening';

/**
 * How wide the learner's terminal is, in characters. A new window of Git
 * Bash (mintty), of a Mac's Terminal and of GNOME's Terminal opens 80
 * columns wide, and VS Code's terminal panel in a laptop's window is wider
 * still: programs that lay out their output to the width (ls, Git) see 80.
 * The pictures are drawn 80 columns wide too (scripts/pics/templates.ts).
 */
export const SCREEN_COLUMNS = 80;
export const EDITOR_PANEL_COLUMNS = 80;

/** The lessons show the learner's home as /home/you. */
export const SHOWN_HOME_ROOT = '/home';
export const USER_NAME = 'you';

export interface TerminalResult {
  /** What the command printed (stdout and stderr, as a terminal shows them), with Git's colours as ANSI codes. */
  coloured: string;
  /** The same without colours: what the journey compares with the lesson. */
  text: string;
  exitCode: number;
  /** The folder the command ran in, as the prompt shows it (`~/my-first-project`). */
  cwd: string;
  /** The Python virtual environment that was on when the command ran (`.venv`): the prompt shows it as "(.venv)". */
  venv?: string;
  /** The Git branch of the folder it ran in, if that is a repository: Git Bash's prompt shows it as "(main)". */
  branch?: string;
  /** The command did not end within its time limit. */
  timedOut: boolean;
  /**
   * When it timed out: whether it was still working (printing, or using the
   * processor or reading and writing, as a quiet download does: slow, not
   * stuck), and how long it ran.
   */
  stillWorking?: boolean;
  seconds?: number;
}

/** A server the learner started and has not stopped yet. */
export interface RunningServer {
  /** Its process group. */
  pid: number;
  /** Where its output goes until it stops. */
  log: string;
  /** The folder it was started in, as the prompt shows it. */
  cwd: string;
  venv?: string;
  branch?: string;
  /** Byte ranges of the log that the journey's own checks caused (hideOutputDuring): not the learner's to see. */
  hidden: [number, number][];
}

/** Settings a terminal session adds to the environment, from the other sessions (GitHub's stand-in, say). */
export interface SessionEnvironment {
  env: Record<string, string>;

  /** Turns a real path in the output into what the learner sees. */
  show(text: string): string;
}

/**
 * A command ends within a minute, or, while it still works (a slow install
 * on a busy machine), within five. Output, processor time or bytes read and
 * written in the last 20 s count as still working: pip downloading a big
 * wheel prints nothing for a while. (The unit tests give shorter limits.)
 */
export interface CommandLimits {
  timeoutMs: number;
  slowTimeoutMs: number;
  stillPrintingMs: number;
}
const COMMAND_LIMITS: CommandLimits = {timeoutMs: 60_000, slowTimeoutMs: 5 * 60_000, stillPrintingMs: 20_000};
export const STILL_PRINTING_SECONDS = COMMAND_LIMITS.stillPrintingMs / 1000;

/**
 * The process groups of servers that run now, in any session. When the
 * journey itself is stopped (Ctrl+C, a time limit), they are stopped too,
 * so that no server is left holding its port for the next run.
 */
const runningServers = new Set<number>();
process.once('exit', () => {
  for (const pid of runningServers) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // It has ended already.
    }
  }
});

/**
 * The branch part of Git Bash's prompt, as its git-prompt.sh writes it: the
 * branch (main), the commit when no branch is checked out ((eaae40f...)),
 * and |MERGING while a merge waits for its conflicts to be fixed. Nothing
 * outside a repository.
 */
const GIT_PROMPT_BRANCH =
  'b=$(git symbolic-ref --short -q HEAD 2>/dev/null) || { b=$(git rev-parse --short HEAD 2>/dev/null) && b="($b...)"; }; ' +
  'd=$(git rev-parse --git-dir 2>/dev/null) && [ -n "$b" ] && [ -f "$d/MERGE_HEAD" ] && b="$b|MERGING"; printf %s "$b"';

export class TerminalSession {
  readonly sandbox: string;
  readonly home: string;
  private shell: ChildProcessWithoutNullStreams;
  private buffer = '';
  private waiting?: (chunk: string) => void;
  private readonly marker = `__EASY_PROGRAMMING_${process.pid}_${Math.random().toString(36).slice(2)}__`;
  /** Counts the markers sent: each command's marker carries its own number, so a late one is never taken for the next command's. */
  private markers = 0;
  private cwd = '~';
  private venv = '';
  private branch = '';
  private readonly extras: SessionEnvironment[];
  private servers = 0;
  private ownsSandbox = true;

  constructor(
    extras: SessionEnvironment[] = [],
    sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'easy-programming-')),
    private readonly limits: CommandLimits = COMMAND_LIMITS,
  ) {
    this.sandbox = sandbox;
    this.home = path.join(sandbox, USER_NAME);
    fs.mkdirSync(this.home, {recursive: true});
    this.extras = extras;
    // curl draws a progress table when its output goes to a program instead
    // of a screen; on the learner's screen it prints only the page.
    fs.mkdirSync(path.join(sandbox, 'journey-terminal'), {recursive: true});
    fs.writeFileSync(path.join(sandbox, 'journey-terminal', '.curlrc'), 'no-progress-meter\n');
    this.shell = spawn('bash', ['--norc', '--noprofile'], {cwd: this.home, env: this.environment()});
    this.shell.stdout.setEncoding('utf8');
    this.shell.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.waiting?.(chunk);
    });
    // A terminal lists files side by side; into a pipe, `ls` would write one
    // name a line. -C puts back the screen's columns ($COLUMNS, as wide as the pictures).
    this.shell.stdin.write("exec 2>&1\nshopt -s expand_aliases\nalias ls='ls -C'\n");
  }

  /** The environment of the learner's shell: a fresh user on a plain, fixed machine. */
  environment(): Record<string, string> {
    const extra = Object.assign({}, ...this.extras.map((session) => session.env)) as Record<string, string>;
    const gitConfig: [string, string][] = [
      // Git colours its output on a real screen; here the output goes to a
      // pipe, so ask for the colours explicitly.
      ['color.ui', 'always'],
      // Branch names in `git log`, as a real terminal shows them (Git leaves
      // them out when its output goes to a program instead of a screen).
      ['log.decorate', 'short'],
    ];
    const configured = Number(extra.GIT_CONFIG_COUNT ?? 0);
    const gitEnv: Record<string, string> = {GIT_CONFIG_COUNT: String(configured + gitConfig.length)};
    gitConfig.forEach(([key, value], index) => {
      gitEnv[`GIT_CONFIG_KEY_${configured + index}`] = key;
      gitEnv[`GIT_CONFIG_VALUE_${configured + index}`] = value;
    });
    return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: this.home,
      USER: USER_NAME,
      LOGNAME: USER_NAME,
      SHELL: '/bin/bash',
      TZ: 'UTC',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TERM: 'xterm-256color',
      COLUMNS: String(SCREEN_COLUMNS),
      // Node.js (and Python from 3.13) colour their output on a screen, as Git does.
      FORCE_COLOR: '1',
      PAGER: 'cat',
      GIT_PAGER: 'cat',
      // The learner saves and closes the editor Git opens (for a merge
      // message, say) without changing it.
      GIT_EDITOR: 'true',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_TERMINAL_PROMPT: '0',
      CURL_HOME: path.join(this.sandbox, 'journey-terminal'),
      ...extra,
      ...gitEnv,
    };
  }

  /** The learner's shell process: every program they start descends from it. */
  get pid(): number {
    return this.shell.pid ?? 0;
  }

  /** The folder the shell is in now, as a real path. */
  get realCwd(): string {
    return this.cwd === '~' ? this.home : this.cwd.replace(/^~/, this.home);
  }

  /** Runs one command the way the learner types it, at the given time (for Git's dates). */
  async run(command: string, time: Date, keyboard: readonly string[] = [], columns = SCREEN_COLUMNS): Promise<TerminalResult> {
    // Typed answers come from a here-document; JOURNEY_KEYBOARD tells
    // Python's start-up file (sessions/python.ts) to act as a terminal would.
    const input = keyboard.length > 0 ? `<<'${this.marker}_KEYS'\n${keyboard.join('\n')}\n${this.marker}_KEYS` : '</dev/null';
    const keys = keyboard.length > 0 ? 'export JOURNEY_KEYBOARD=1\n' : '';
    return this.send(`${this.setTime(time, columns)}${keys}{ ${command}\n} ${input}\n${this.endMarker('$?')}unset JOURNEY_KEYBOARD\n`);
  }

  /**
   * Starts a command that keeps running (a web server), as the learner does
   * before they open the browser. It runs in a process group of its own, so
   * that stopServer() can press Ctrl+C for it the way a terminal does: every
   * process of the server (Django runs two) gets the interrupt.
   */
  async startServer(command: string, time: Date, columns = SCREEN_COLUMNS): Promise<RunningServer> {
    const log = path.join(this.sandbox, `journey-server-${++this.servers}.log`);
    const cwd = this.cwd;
    const venv = this.venv || undefined;
    const branch = this.branch || undefined;
    const started = await this.send(
      `${this.setTime(time, columns)}set -m\n{ ${command}\n} >'${log}' 2>&1 </dev/null &\nset +m\n${this.endMarker('$!')}`,
    );
    // A wrong number here would send Ctrl+C to another program (or to all of them).
    if (started.timedOut || started.exitCode <= 1) throw new Error(`The shell did not start "${command}" (is an earlier command still running?):\n${started.text}`);
    runningServers.add(started.exitCode);
    return {pid: started.exitCode, log, cwd, venv, branch, hidden: []};
  }

  /**
   * Waits (at most 10 s) until the server has printed `line`, the line with
   * its address that the learner reads before using it, and then stays still
   * for a moment. Its port alone is not enough: Docker's proxy accepts
   * connections on a published port before the program in the container
   * listens, and then closes them unanswered.
   */
  async serverPrinted(server: RunningServer, line: string): Promise<void> {
    await outputSettles(() => normalizeOutput(stripVTControlCharacters(this.serverOutput(server))), line);
  }

  /**
   * Presses Ctrl+C for a server and returns what it printed, as the terminal
   * showed it. A learner reads the server's first lines before pressing
   * Ctrl+C, so it waits first (at most 10 s) until the output shows the
   * page's last line and then stays still for a moment: a port can answer
   * a few milliseconds before the program prints that it is listening.
   */
  async stopServer(server: RunningServer, expectedLastLine = ''): Promise<TerminalResult> {
    await this.serverPrinted(server, expectedLastLine);
    const alive = () => isAlive(-server.pid);
    if (alive()) process.kill(-server.pid, 'SIGINT');
    for (let waited = 0; alive() && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    const timedOut = alive();
    if (timedOut) process.kill(-server.pid, 'SIGKILL');
    runningServers.delete(server.pid);
    const coloured = normalizeOutput(this.serverOutput(server));
    return {coloured, text: normalizeOutput(stripVTControlCharacters(coloured)), exitCode: 0, cwd: server.cwd, venv: server.venv, branch: server.branch, timedOut};
  }

  /** What a server has printed so far, as the learner sees it (nothing yet when it has not written its log). */
  private serverOutput(server: RunningServer): string {
    if (!fs.existsSync(server.log)) return '';
    const log = fs.readFileSync(server.log);
    const kept: Buffer[] = [];
    let from = 0;
    for (const [start, end] of server.hidden) {
      kept.push(log.subarray(from, start));
      from = end;
    }
    kept.push(log.subarray(from));
    return this.shown(Buffer.concat(kept).toString('utf8'));
  }

  /**
   * Runs a check of the journey's own (a request the learner does not make)
   * while a server runs, and leaves what the server printed meanwhile (a log
   * line for each request) out of its output: the page and its picture show
   * what the learner's own requests printed, nothing else.
   */
  async hideOutputDuring<T>(server: RunningServer, check: () => Promise<T>): Promise<T> {
    const size = () => (fs.existsSync(server.log) ? fs.statSync(server.log).size : 0);
    // What the learner's own last request printed stays: wait until it is written.
    await outputSettles(() => String(size()), '');
    const start = size();
    try {
      return await check();
    } finally {
      // The server may write its log line a moment after it answered.
      await outputSettles(() => String(size()), '');
      server.hidden.push([start, size()]);
    }
  }

  private setTime(time: Date, columns: number): string {
    const iso = time.toISOString().replace('.000Z', '+00:00');
    return `export GIT_AUTHOR_DATE='${iso}' GIT_COMMITTER_DATE='${iso}' COLUMNS=${columns}\n`;
  }

  /** Prints the marker that ends a command's output: a number (its exit code), the folder, the virtual environment and the Git branch. */
  private endMarker(number: string): string {
    this.markers += 1;
    return `printf '\\n${this.marker}${this.markers} %s %s\\t%s\\t%s\\n' "${number}" "$PWD" "\${VIRTUAL_ENV##*/}" "$(${GIT_PROMPT_BRANCH})"\n`;
  }

  /** Sends shell text and waits for the marker after it: what came before the marker is the output. */
  private async send(script: string): Promise<TerminalResult> {
    const cwd = this.cwd;
    const venv = this.venv || undefined;
    const branch = this.branch || undefined;
    const start = this.buffer.length;
    const started = Date.now();
    this.shell.stdin.write(script);
    const end = new RegExp(`\\n${this.marker}${this.markers} (\\d+) (.*)\\t(.*)\\t(.*)\\n`);
    let lastOutput = started;
    // A quiet command that still uses the processor or reads and writes is working, not waiting.
    let lastWork = started;
    let work = workDoneBelow(this.shell.pid!);
    const found = await new Promise<RegExpExecArray | undefined>((resolve) => {
      // Past a minute, a command that still works is slow, not stuck: it gets up to five.
      const timer = setInterval(() => {
        const ranFor = Date.now() - started;
        const workNow = workDoneBelow(this.shell.pid!);
        if (workNow !== work) lastWork = Date.now();
        work = workNow;
        const working = Date.now() - Math.max(lastOutput, lastWork) < this.limits.stillPrintingMs;
        if (ranFor >= this.limits.slowTimeoutMs || (ranFor >= this.limits.timeoutMs && !working)) {
          clearInterval(timer);
          this.waiting = undefined;
          resolve(undefined);
        }
      }, Math.min(1_000, this.limits.stillPrintingMs / 4));
      const check = () => {
        const match = end.exec(this.buffer.slice(start));
        if (match) {
          clearInterval(timer);
          this.waiting = undefined;
          resolve(match);
        }
      };
      this.waiting = () => {
        lastOutput = Date.now();
        check();
      };
      check();
    });
    // JOURNEY_TRACE=1 prints how long each command took, to find a slow one.
    if (process.env.JOURNEY_TRACE) console.error(`[journey] ${Date.now() - started} ms${found ? '' : ' (timed out)'}: ${script.split('\n').find((line) => line.startsWith('{ '))?.slice(2) ?? script.split('\n')[0]}`);
    if (!found) {
      const coloured = this.shown(this.buffer.slice(start));
      const seconds = Math.round((Date.now() - started) / 1000);
      const stillWorking = Date.now() - Math.max(lastOutput, lastWork) < this.limits.stillPrintingMs;
      return {coloured, text: normalizeOutput(stripVTControlCharacters(coloured)), exitCode: -1, cwd, venv, branch, timedOut: true, stillWorking, seconds};
    }
    const output = this.buffer.slice(start, start + found.index);
    this.venv = found[3];
    this.branch = found[4];
    this.buffer = this.buffer.slice(start + found.index + found[0].length);
    this.cwd = this.shown(found[2]).replace(new RegExp(`^${SHOWN_HOME_ROOT}/${USER_NAME}`), '~');
    const coloured = normalizeOutput(this.shown(output));
    return {coloured, text: normalizeOutput(stripVTControlCharacters(coloured)), exitCode: Number(found[1]), cwd, venv, branch, timedOut: false};
  }

  /** The folder the next command runs in, as the prompt shows it. */
  get promptCwd(): string {
    return this.cwd;
  }

  /** The virtual environment that is on for the next command, if any. */
  get promptVenv(): string | undefined {
    return this.venv || undefined;
  }

  /** The Git branch the prompt shows, if the folder is a repository. */
  get promptBranch(): string | undefined {
    return this.branch || undefined;
  }

  /** Real paths in the output, shown as the learner sees them. */
  private shown(text: string): string {
    let shown = text;
    for (const session of this.extras) shown = session.show(shown);
    return shown.split(this.sandbox).join(SHOWN_HOME_ROOT);
  }

  /**
   * A second terminal (the + in VS Code's terminal panel) on the same
   * computer, opened in the folder this one is in, while this one runs a server.
   */
  openSecond(): TerminalSession {
    const second = new TerminalSession(this.extras, this.sandbox);
    second.shell.stdin.write(`cd '${this.realCwd}'\n`);
    second.cwd = this.cwd;
    second.branch = this.branch;
    second.ownsSandbox = false;
    return second;
  }

  close(): void {
    // A command that ran past its time limit may still run below the shell: it ends with it.
    for (const pid of processesBelow(this.shell.pid!)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // It ended meanwhile.
      }
    }
    this.shell.stdin.end();
    this.shell.kill();
    if (this.ownsSandbox) fs.rmSync(this.sandbox, {recursive: true, force: true});
  }
}

/** Waits until an output shows a line (if one is given) and has not grown for 300 ms, or 10 s pass. */
async function outputSettles(read: () => string, expectedLastLine: string): Promise<void> {
  let last = read();
  let stillFor = 0;
  for (let waited = 0; waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = read();
    stillFor = now === last ? stillFor + 100 : 0;
    last = now;
    if (stillFor >= 300 && (!expectedLastLine || now.includes(expectedLastLine))) return;
  }
}

/** Whether a process (or, for a negative number, a process group) still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The work done so far by the processes below a shell: their processor
 * ticks and bytes read and written (network included), from /proc. It
 * changes while a command works, and stands still while it only waits.
 */
function workDoneBelow(shellPid: number): string {
  let ticks = 0;
  let bytes = 0;
  for (const [pid, fields] of processStats(shellPid)) {
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    try {
      const io = fs.readFileSync(`/proc/${pid}/io`, 'utf8');
      bytes += Number(/rchar: (\d+)/.exec(io)?.[1] ?? 0) + Number(/wchar: (\d+)/.exec(io)?.[1] ?? 0);
    } catch {
      // Not ours to read, or ended.
    }
  }
  return `${ticks}/${bytes}`;
}

/** The processes below a shell (started by it, at any depth), each with its /proc stat fields after the command's name. */
function processStats(shellPid: number): Map<number, string[]> {
  const stats = new Map<number, string[]>();
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && Number(entry) !== shellPid);
  } catch {
    // No /proc: nothing to tell.
  }
  for (const entry of entries) {
    try {
      // The command's name is in brackets and may hold spaces: the fields follow it.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (startedBy(Number(entry), [shellPid])) stats.set(Number(entry), stat.slice(stat.lastIndexOf(')') + 2).split(' '));
    } catch {
      // It ended meanwhile.
    }
  }
  return stats;
}

function processesBelow(shellPid: number): number[] {
  return [...processStats(shellPid).keys()];
}
