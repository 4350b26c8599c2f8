/**
 * Runs a lesson's terminal sessions for real.
 *
 * A lesson shows commands in ```console blocks: a line starting with "$ " is
 * a command, the lines after it are what the terminal prints. This module
 * runs every command of a lesson, in lesson order, in one bash shell inside a
 * throw-away home folder, and returns what each one really printed. The tests
 * compare that with the lesson's text; the picture pipeline draws the
 * terminal screenshots from it.
 *
 * The shell's settings are fixed (time zone, language, Git author and
 * commit dates) so that output and commit hashes are the same on every run.
 * The throw-away folder is shown as /home, so the learner's home is
 * /home/you as in the lesson.
 *
 * A lesson that builds on earlier ones lists what it assumes in its
 * frontmatter, `terminal_setup:` (commands run first, unseen), so that each
 * lesson runs on its own.
 *
 * GitHub cannot be reached from the build machine, so a local folder plays
 * it: Git sends anything for https://github.com/ to bare repositories under
 * $GITHUB_STANDIN (make one in `terminal_setup` with
 * `git init --bare -b main "$GITHUB_STANDIN/sam-lee/my-project.git"`), and
 * the output shows that folder as https://github.com/, as the learner sees it.
 *
 * Code-fence options: `norun` shows commands that cannot run on the build
 * machine (such as `code .`); `output=varies` runs the command but does not
 * compare what it prints (such as a version number); `exit=1` expects the
 * commands to fail with that exit code, as `git merge` does on a conflict
 * (give such a command a block of its own).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Code} from 'mdast';

export const SHOWN_HOME_ROOT = '/home';
export const USER_NAME = 'you';
/** The first command runs at this time; each next command one minute later. */
const START_TIME = Date.UTC(2026, 0, 15, 9, 0, 0);
/** `terminal_setup` commands run the day before, so their commits are fixed too. */
const SETUP_TIME = '2026-01-14T09:00:00+00:00';

export interface ConsoleCommand {
  command: string;
  /** The output the lesson prints under the command. */
  expected: string;
}

export interface ConsoleBlock {
  line: number;
  run: boolean;
  compareOutput: boolean;
  /** The exit code every command of the block must end with (0 unless `exit=N`). */
  expectedExit: number;
  commands: ConsoleCommand[];
}

export interface CommandResult extends ConsoleCommand {
  /** What the command really printed (stdout and stderr, as a terminal shows them). */
  actual: string;
  exitCode: number;
  /** The working folder before the command, as the learner sees it (`~/my-first-project`). */
  cwd: string;
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
    expectedExit: Number(/\bexit=(\d+)\b/.exec(meta)?.[1] ?? 0),
    commands,
  };
}

/** Trailing spaces and blank lines do not count; everything else does. */
export function normalizeOutput(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n+$/, '')
    .replace(/^\n+/, '');
}

/**
 * Runs the blocks in order in one shell and returns, for each block, what
 * each of its commands printed. Blocks marked `norun` come back with the
 * lesson's own text as their output.
 */
export function runConsoleBlocks(
  blocks: readonly ConsoleBlock[],
  /** Commands run first, unseen: what the lesson assumes is already done. */
  setup: readonly string[] = [],
): CommandResult[][] {
  const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'easy-programming-'));
  const home = path.join(sandbox, USER_NAME);
  const github = path.join(sandbox, 'github.com');
  fs.mkdirSync(home);
  fs.mkdirSync(github);
  const marker = `__EASY_PROGRAMMING_${process.pid}__`;
  const toRun = blocks.flatMap((block) => (block.run ? block.commands : []));
  const script = [
    'cd "$HOME"',
    `export GIT_AUTHOR_DATE='${SETUP_TIME}' GIT_COMMITTER_DATE='${SETUP_TIME}'`,
    ...setup.map((command) => `{ ${command}\n} >/dev/null 2>&1`),
    'cd "$HOME"',
    ...toRun.flatMap((command, index) => {
      const time = new Date(START_TIME + index * 60_000).toISOString().replace('.000Z', '+00:00');
      return [
        `printf '\\n${marker} start %s\\n' "$PWD"`,
        `export GIT_AUTHOR_DATE='${time}' GIT_COMMITTER_DATE='${time}'`,
        command.command,
        `printf '\\n${marker} end %s\\n' "$?"`,
      ];
    }),
  ].join('\n');
  // A last marker tells where the shell stands after the last command.
  const finalMarker = `printf '\\n${marker} start %s\\n' "$PWD"`;
  const output = execFileSync('bash', ['--norc', '--noprofile', '-c', `exec 2>&1\n${script}\n${finalMarker}`], {
    cwd: home,
    encoding: 'utf8',
    timeout: 120_000,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      USER: USER_NAME,
      LOGNAME: USER_NAME,
      SHELL: '/bin/bash',
      TZ: 'UTC',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TERM: 'dumb',
      NO_COLOR: '1',
      PAGER: 'cat',
      GIT_PAGER: 'cat',
      GIT_EDITOR: 'true',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_TERMINAL_PROMPT: '0',
      GITHUB_STANDIN: github,
      // Settings outside the learner's own, so `git config --list` does not show them.
      GIT_CONFIG_COUNT: '2',
      // GitHub's stand-in; over file:// Git talks to it as to a server, so it
      // prints what a push to GitHub prints.
      GIT_CONFIG_KEY_0: `url.file://${github}/.insteadOf`,
      GIT_CONFIG_VALUE_0: 'https://github.com/',
      // Branch names in `git log`, as a real terminal shows them (Git leaves
      // them out when its output goes to a program instead of a screen).
      GIT_CONFIG_KEY_1: 'log.decorate',
      GIT_CONFIG_VALUE_1: 'short',
    },
  });
  const shown = (text: string) =>
    text
      .split(`file://${github}/`)
      .join('https://github.com/')
      .split(`${github}/`)
      .join('https://github.com/')
      .split(sandbox)
      .join(SHOWN_HOME_ROOT);
  const parts = output.split(new RegExp(`\\n${marker} `));
  const results: {actual: string; exitCode: number; cwd: string}[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const start = /^start (.*)\n?([\s\S]*)$/.exec(parts[i])!;
    const end = /^end (\d+)/.exec(parts[i + 1] ?? '');
    const cwd = shown(start[1]).replace(new RegExp(`^${SHOWN_HOME_ROOT}/${USER_NAME}`), '~');
    results.push({actual: normalizeOutput(shown(start[2])), exitCode: Number(end?.[1] ?? -1), cwd});
  }
  fs.rmSync(sandbox, {recursive: true, force: true});

  let next = 0;
  return blocks.map((block) =>
    block.commands.map((command) => {
      // A command that is not run is shown where the shell stands now.
      if (!block.run) return {...command, actual: command.expected, exitCode: 0, cwd: results[next]?.cwd ?? '~'};
      const result = results[next++];
      if (!result || next > toRun.length) throw new Error(`the shell stopped before "${command.command}" ran`);
      return {...command, ...result};
    }),
  );
}

/** A lesson's console blocks, parsed, with their line numbers in the file. */
export function lessonConsoleBlocks(codes: readonly Code[], bodyStartLine: number): ConsoleBlock[] {
  return codes.map((code) => parseConsoleBlock(code, bodyStartLine - 1));
}

/** The `terminal_setup` commands of a lesson's frontmatter. */
export function lessonSetup(frontMatter: Record<string, unknown>): string[] {
  const setup = frontMatter.terminal_setup;
  if (setup === undefined) return [];
  if (!Array.isArray(setup) || setup.some((command) => typeof command !== 'string')) {
    throw new Error('"terminal_setup" in the frontmatter must be a list of shell commands');
  }
  return setup as string[];
}
