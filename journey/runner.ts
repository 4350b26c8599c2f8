/**
 * The journey: a learner follows a path of lessons in sidebar order, on one
 * computer. Every lesson's actions (journey/plan.ts) run in that order in
 * one terminal, one editor and one GitHub, and what each command prints is
 * compared with what the page shows.
 *
 * Dates are fixed so that commit hashes never change: the learner does one
 * lesson a day, starting on 15 January 2026 at 09:00, one command a minute.
 * A change in one lesson therefore moves no date in the lessons after it.
 */
import type {Code, Root} from 'mdast';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {addressLine, parseConsoleBlock, type ConsoleBlock} from '../src/lib/console-session';
import {answerCodeBlocks, newFilesOfTask, practiceSection, taskPromises} from '../src/lib/practice';
import {PracticeFiles} from './practice-files';
import {readLesson, type LessonDoc} from '../src/lib/lesson';
import {docFileForRoute, type ManifestRoute} from '../src/lib/routes';
import {lessonsOfPath, type LearnerPath} from './paths';
import {planLesson, PlanError} from './plan';
import {BrowserSession, type PageCapture} from './sessions/browser';
import {DockerSession} from './sessions/docker';
import {applyEdit, EditError, saveInEditor} from './sessions/editor';
import {GitHubStandIn} from './sessions/github';
import {notIgnored} from './sessions/ignored';
import {describeSockets, isDockerProxy, listeningSockets, newOpenSockets, OPEN_TO_NETWORK_FIX, startedBy} from './sessions/listening';
import {NodeSession} from './sessions/node';
import {PythonSession} from './sessions/python';
import {EDITOR_PANEL_COLUMNS, isAlive, SCREEN_COLUMNS, STILL_PRINTING_SECONDS, TerminalSession, type RunningServer, type TerminalResult} from './sessions/terminal';
import net from 'node:net';
import {gitBashListing, isPlainLs, listingKey} from '../src/lib/git-bash-listings';
import {consoleBlocksInOrder, crlfWarning, LINE_ENDINGS_FILE, type LineEndingRecords, type WarningRecord} from '../src/lib/git-bash-line-endings';
import lineEndingRecords from '../src/data/git-bash-line-endings.json';
import {WindowsLineEndings} from './sessions/line-endings';

export interface CommandRun {
  command: string;
  /** What the page shows under the command. */
  expected: string;
  /** What it really printed, without colours. */
  actual: string;
  /** The same with Git's colours, for the pictures. */
  coloured: string;
  exitCode: number;
  /** The folder it ran in, as the prompt shows it. */
  cwd: string;
  /** The Python virtual environment that was on (the prompt shows "(.venv)"). */
  venv?: string;
  /** The Git branch of the folder, if it is a repository (Git Bash's prompt shows it). */
  branch?: string;
  /** The files Git for Windows warns about as the command reads them (LF line endings): Windows' picture shows it. */
  crlfFiles?: string[];
}

export interface BlockRun {
  block: ConsoleBlock;
  code: Code;
  commands: CommandRun[];
}

export interface SaveRun {
  file: string;
  text: string;
  line: number;
  /** The folder it was saved in, as the prompt shows it, and what that folder then held. */
  folder: string;
  /** What the folder holds after the commands that follow the save (up to the next save), as VS Code's Explorer lists it: folders first, with a trailing "/". */
  folderFiles: string[];
  /** The Git branch of that folder, if it is a repository: VS Code shows it in its status bar. */
  branch?: string;
  /** The lines the page highlights in the code block (```python {3-4}), counted from 1. */
  highlight: number[];
  /** The block is marked `picture`: the step's picture shows this file, not the step's first saved one. */
  pictured: boolean;
}

export interface LessonRun {
  route: ManifestRoute;
  file: string;
  /** An outline (not written yet): nothing to follow. */
  outline: boolean;
  lesson?: LessonDoc;
  blocks: BlockRun[];
  /** The files the learner saved in the editor, in page order. */
  saves: SaveRun[];
  /** The pages the learner looked at in the browser: the last one of a step is its picture. */
  pages: {step: number; capture: PageCapture}[];
  /** What a learner would find wrong, each naming the file, the line and the command. */
  problems: string[];
  /** The practice answers that ran (by the line of their <details>), and whether each went wrong. */
  answers: Map<number, boolean>;
  /** What each plain `ls` prints in Git Bash (`ls -F`), keyed as src/data/git-bash-listings.json keys it (src/lib/git-bash-listings.ts). */
  gitBashListings: Record<string, string>;
  /** The commands that warn about line endings in Git for Windows, as src/data/git-bash-line-endings.json records them for this lesson. */
  lineEndingWarnings: Record<string, WarningRecord>;
}

const FIRST_DAY = Date.UTC(2026, 0, 15, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

export interface RunOptions {
  /** Stop after the last of these lessons (routes): `npm run pics NAME` needs the path only that far. */
  until?: ReadonlySet<string>;
  /** Told as each lesson ends, with how long it took, so a long run shows its progress. */
  onLesson?: (run: LessonRun, seconds: number) => void;
}

/** The lessons a run follows: the path's, up to the last one `until` names (all of them without it). */
export function lessonsToFollow(learnerPath: LearnerPath, until?: ReadonlySet<string>): ManifestRoute[] {
  const lessons = lessonsOfPath(learnerPath);
  if (!until) return lessons;
  const last = lessons.reduce((found, route, index) => (until.has(route.path) ? index : found), -1);
  return lessons.slice(0, last + 1);
}

export async function runPath(learnerPath: LearnerPath, siteDir = process.cwd(), {until, onLesson}: RunOptions = {}): Promise<LessonRun[]> {
  const sandbox = await claimSandbox(learnerPath);
  const github = new GitHubStandIn(sandbox);
  const docker = new DockerSession(siteDir);
  await docker.start(lessonsToFollow(learnerPath, until).map((route) => `docs/${docFileForRoute(route)}`));
  const terminal = new TerminalSession([github, new PythonSession(sandbox, siteDir), new NodeSession(siteDir), docker], sandbox);
  const browser = new BrowserSession();
  const lineEndings = new WindowsLineEndings(terminal.environment());
  const runs: LessonRun[] = [];
  const practiceFiles = new PracticeFiles();
  // What the learner started: from their shells, or a container's port that Docker publishes.
  const learnersProcess = (pid: number) => startedBy(pid, [terminal.pid, ...(second ? [second.pid] : [])]) || isDockerProxy(pid);
  // A server the learner started, until they press Ctrl+C; the second terminal beside it.
  let server:
    | {running: RunningServer; blockRun: BlockRun; command: BlockRun['block']['commands'][number]; savedSince: boolean; releasePort: () => void}
    | undefined;
  let second: TerminalSession | undefined;
  const stopServer = async (run: LessonRun) => {
    if (!server) return;
    const {running, blockRun, command, releasePort: releasePort} = server;
    server = undefined;
    second?.close();
    second = undefined;
    const lastLine = command.expected.trim().split('\n').at(-1)?.trim() ?? '';
    const result = await terminal.stopServer(running, lastLine);
    releasePort();
    blockRun.commands.push({...command, actual: result.text, coloured: result.coloured, exitCode: 0, cwd: result.cwd, venv: result.venv, branch: result.branch});
    const where = `${run.file}:${commandLine(blockRun.block, blockRun.code, command)} "$ ${command.command}"`;
    if (result.timedOut) run.problems.push(`${where} did not stop within 10 seconds of Ctrl+C`);
    else checkOutput(run, where, blockRun.block, command.expected, result);
  };
  // A lesson ends where the next one starts (a `continue` below skips the loop's end).
  let current: {run: LessonRun; started: number} | undefined;
  const lessonEnded = () => {
    if (current) onLesson?.(current.run, (Date.now() - current.started) / 1000);
    current = undefined;
  };
  try {
    for (const [day, route] of lessonsToFollow(learnerPath, until).entries()) {
      lessonEnded();
      const file = `docs/${docFileForRoute(route)}`;
      const run: LessonRun = {route, file, outline: false, blocks: [], saves: [], pages: [], problems: [], answers: new Map(), gitBashListings: {}, lineEndingWarnings: {}};
      runs.push(run);
      current = {run, started: Date.now()};
      const lesson = readLesson(siteDir, file);
      run.lesson = lesson;
      const noDocker = docker.problemFor(file);
      if (noDocker) run.problems.push(`${file}: ${noDocker}`);
      if (lesson.isOutline) {
        run.outline = true;
        continue;
      }
      let actions;
      try {
        actions = planLesson(lesson);
      } catch (error) {
        if (!(error instanceof PlanError)) throw error;
        run.problems.push(error.message);
        continue;
      }
      let minute = 0;
      // A block in a practice task's text, outside its answer, runs before the answer does.
      const firstTask = practiceSection(lesson.tree)?.tasks[0]?.line;
      const inTaskText = (line: number) => firstTask !== undefined && line > firstTask + lesson.bodyStartLine - 1;
      // The servers whose "not found" page this lesson has tried with markup already.
      const triedOrigins = new Set<string>();
      let lastSave: {save: SaveRun; realFolder: string; step: number} | undefined;
      const now = () => new Date(FIRST_DAY + day * DAY + minute * 60_000);
      // An answer that ran, and whether it went wrong: the problems that came up while it ran are its.
      let answerRunning: {line: number; problemsBefore: number} | undefined;
      const endAnswer = () => {
        if (!answerRunning) return;
        if (run.problems.length > answerRunning.problemsBefore) run.answers.set(answerRunning.line, true);
        answerRunning = undefined;
      };
      for (const action of actions) {
        const answer = action.kind === 'save' || action.kind === 'terminal' ? action.answer : undefined;
        if (answerRunning && answer?.line !== answerRunning.line) endAnswer();
        if (answer && !answerRunning) {
          if (!run.answers.has(answer.line)) run.answers.set(answer.line, false);
          answerRunning = {line: answer.line, problemsBefore: run.problems.length};
        }
        if (action.kind === 'save') {
          let saved = {text: action.text, highlight: action.highlight};
          if (action.edit) {
            // The learner changes a few lines of the file they have; the editor then shows all of it.
            const target = path.resolve(terminal.realCwd, action.file);
            try {
              saved = applyEdit(fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '', action.text, action.highlight);
            } catch (error) {
              if (!(error instanceof EditError)) throw error;
              run.problems.push(`${file}:${action.line} ${action.file}: ${fs.existsSync(target) ? error.message : 'there is no such file to change in this folder'}`);
              continue;
            }
          }
          const savedFile = path.resolve(terminal.realCwd, action.file);
          if (!action.edit) {
            const by = {lesson: file, line: action.line, task: action.answer?.task ?? ''};
            const task = action.answer && practiceSection(lesson.tree)?.tasks.find((entry) => entry.title === action.answer!.task);
            const makesItNew = Boolean(task && newFilesOfTask(task.text).some((name) => name === action.file || name === path.basename(action.file)));
            const clash = practiceFiles.save(savedFile, action.file, terminal.promptCwd, by, action.answer !== undefined, makesItNew);
            if (clash) run.problems.push(clash);
          }
          lineEndings.saved(savedFile, fs.existsSync(savedFile));
          saveInEditor(terminal.realCwd, {file: action.file, text: saved.text});
          const save: SaveRun = {
            file: action.file,
            text: saved.text,
            line: action.line,
            folder: terminal.promptCwd,
            folderFiles: explorerListing(terminal.realCwd),
            branch: gitBranch(terminal.realCwd),
            highlight: saved.highlight,
            pictured: action.pictured ?? false,
          };
          run.saves.push(save);
          lastSave = {save, realFolder: terminal.realCwd, step: action.step};
          if (server) server.savedSince = true;
          continue;
        }
        if (action.kind === 'github') {
          try {
            github.act(action.action, now());
          } catch (error) {
            run.problems.push(`${file}:${action.line} the step "${action.step}" (${action.action.github} on GitHub) failed: ${(error as Error).message}`);
          }
          continue;
        }
        if (action.kind === 'browser') {
          try {
            const capture = await browser.act(action.action, {afterSave: server?.savedSince ?? false});
            if (server) server.savedSince = false;
            if (action.action.picture !== false) run.pages.push({step: action.step, capture});
            const opened = action.action.open;
            if (opened && server) {
              const running = server.running;
              await terminal.hideOutputDuring(running, () => browser.probeAddress(opened, triedOrigins)).catch((error: Error) => {
                run.problems.push(`${file}:${action.line} the step "${action.action.step}": ${error.message}`);
              });
            }
          } catch (error) {
            run.problems.push(`${file}:${action.line} the step "${action.action.step}" in the browser: ${(error as Error).message.split('\n')[0]}${server ? '' : ' (no server is running: start one with a `server` block in this step or an earlier one)'}`);
          }
          continue;
        }
        if (action.kind === 'escape') {
          try {
            if (!server) throw new Error('no server is running: start one with a `server` block in this step or an earlier one');
            const running = server.running;
            await terminal.hideOutputDuring(running, () => browser.probeEscaping(action.probe));
          } catch (error) {
            run.problems.push(`${file}:${action.line} "escapes" of the step "${action.probe.step}": ${(error as Error).message.split('\n')[0]}`);
          }
          continue;
        }
        const {block, code} = action;
        const blockRun: BlockRun = {block, code, commands: []};
        run.blocks.push(blockRun);
        if (block.secondTerminal && !server) {
          run.problems.push(`${file}:${block.line} is marked terminal=2, but no server runs in the first terminal; remove terminal=2.`);
        }
        // The learner presses Ctrl+C before they type in the first terminal again.
        if (!block.secondTerminal && block.run) await stopServer(run);
        const shell = block.secondTerminal && server ? (second ??= terminal.openSecond()) : terminal;
        if (block.server) {
          const [command, ...more] = block.commands;
          if (more.length > 0 || !block.run || !command) {
            run.problems.push(`${file}:${block.line} a "server" block holds exactly one command that runs.`);
            continue;
          }
          if (!block.server.port) {
            run.problems.push(`${file}:${block.line} the server's output on the page shows no local address (http://127.0.0.1:PORT/); add port=PORT to the block.`);
            continue;
          }
          const releasePort = await claimPort(block.server.port);
          if (await portOpen(block.server.port)) {
            releasePort();
            run.problems.push(`${file}:${block.line} port ${block.server.port} is taken by a program that no lesson started (a server left running by hand?): stop it, then run the journey again.`);
            continue;
          }
          const listeningBefore = listeningSockets();
          const running = await shell.startServer(command.command, now(), action.inEditor ? EDITOR_PANEL_COLUMNS : SCREEN_COLUMNS);
          minute += 1;
          server = {running, blockRun, command, savedSince: false, releasePort};
          if (!(await portAnswers(block.server.port, running.pid))) {
            await stopServer(run);
            run.problems.push(`${file}:${block.line} "$ ${command.command}" did not answer on port ${block.server.port} within a minute:\n${indent(blockRun.commands[0]?.actual ?? '')}`);
            continue;
          }
          const readyLine = addressLine(command.expected);
          if (readyLine) await shell.serverPrinted(running, readyLine);
          checkListening(run, `${file}:${block.line} "$ ${command.command}"`, listeningBefore, learnersProcess);
          continue;
        }
        for (const command of block.commands) {
          if (!block.run) {
            // Shown, not run (`code .`): drawn where the shell stands now.
            blockRun.commands.push({...command, actual: command.expected, coloured: command.expected, exitCode: 0, cwd: shell.promptCwd, venv: shell.promptVenv, branch: shell.promptBranch});
            continue;
          }
          const listeningBefore = listeningSockets();
          const {result, warnings: crlfFiles} = await lineEndings.around(command.command, shell.realCwd, () =>
            shell.run(command.command, now(), block.keyboard, action.inEditor ? EDITOR_PANEL_COLUMNS : SCREEN_COLUMNS),
          );
          await docker.afterCommand(command.command);
          minute += 1;
          // A program left running (a container started with -d, say) must stay on this computer too.
          checkListening(run, `${file}:${block.line} "$ ${command.command}"`, listeningBefore, learnersProcess);
          // VS Code's Explorer shows what the commands made (a file a program wrote, say).
          if (lastSave?.step === action.step && fs.existsSync(lastSave.realFolder)) lastSave.save.folderFiles = explorerListing(lastSave.realFolder);
          blockRun.commands.push({...command, actual: result.text, coloured: result.coloured, exitCode: result.exitCode, cwd: result.cwd, venv: result.venv, branch: result.branch, crlfFiles});
          const where = `${file}:${commandLine(block, action.code, command)} "$ ${command.command}"`;
          checkLineEndings(run, where, action.code, block.commands.indexOf(command), command.command, crlfFiles);
          if (isPlainLs(command.command) && result.exitCode === 0 && result.text.trim()) {
            checkGitBashListing(run, where, command.command, result.text, shell.realCwd, action.inEditor ? EDITOR_PANEL_COLUMNS : SCREEN_COLUMNS);
          }
          if (result.timedOut) {
            run.problems.push(
              result.stillWorking
                ? `${where} was slow: it was still working after ${result.seconds} s, the most a command may take (it was not stuck). A busy machine slows big installs: run it again when the machine is less busy.`
                : `${where} did not end: it ran ${result.seconds} s, and for its last ${STILL_PRINTING_SECONDS} s it printed nothing and did no work, as a program waiting for something does. A command that keeps running, such as a server, is marked \`server\`.`,
            );
          } else if (result.exitCode !== block.expectedExit) {
            run.problems.push(
              `${where} ended with exit code ${result.exitCode}, not ${block.expectedExit}:\n${indent(result.text)}` +
                (!action.answer && inTaskText(block.line)
                  ? '\n  Fix: this block is in a practice task, outside its answer, so it runs before the answer. If it shows what the terminal shows once the task is done, mark it `norun` (```console norun): the journey then compares it with what the answer prints.'
                  : '\n  Fix: the command fails for a learner too: fix it, or the lesson before it. A command that must fail (a merge conflict) gets `exit=1` on its block.'),
            );
          } else {
            checkOutput(run, where, block, command.expected, result);
          }
        }
      }
      // The learner stops the server when the lesson ends (an answer's server, too).
      await stopServer(run);
      endAnswer();
      checkTaskPromises(run, lesson);
      // From here on the learner may push any project: what must stay out of Git is ignored.
      for (const problem of notIgnored(terminal.home, terminal.environment())) {
        run.problems.push(`${file}: after this lesson, ${problem}. Add it to that .gitignore in this lesson, in front of the learner, before they could push it.`);
      }
    }
    lessonEnded();
  } finally {
    if (server) {
      await terminal.stopServer(server.running).catch(() => undefined);
      server.releasePort();
    }
    second?.close();
    await browser.close();
    terminal.close();
    await docker.stop();
    fs.rmSync(`${sandbox}.lock`, {recursive: true, force: true});
  }
  return runs;
}

/**
 * The learner's computer: a folder whose path is the same on every run.
 * It must be: Git writes the real path of GitHub's stand-in into the message
 * of a merge made by `git pull`, so a new path each run would give that
 * merge a new hash. Two runs of the same path (the tests and the picture
 * pipeline, say) take turns, through a lock folder that names its owner.
 */
async function claimSandbox(learnerPath: LearnerPath): Promise<string> {
  const slug = learnerPath.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 40);
  const sandbox = path.join(JOURNEY_DIR, slug);
  await takeLock(`${sandbox}.lock`);
  fs.rmSync(sandbox, {recursive: true, force: true});
  fs.mkdirSync(sandbox);
  return sandbox;
}

const JOURNEY_DIR = path.join(os.tmpdir(), 'easy-programming-journey');

/**
 * A port is the machine's, not the path's: two learners' paths (run side by
 * side, or by two programs at once) take turns with a server on port 8000.
 * A path runs one server at a time, so no two paths wait for each other.
 */
async function claimPort(port: number): Promise<() => void> {
  const lock = path.join(JOURNEY_DIR, `port-${port}.lock`);
  await takeLock(lock);
  return () => fs.rmSync(lock, {recursive: true, force: true});
}

/** Takes a lock folder that names its owner; waits while a living process holds it. */
async function takeLock(lock: string): Promise<void> {
  fs.mkdirSync(path.dirname(lock), {recursive: true});
  let told = false;
  for (let waited = 0; ; waited += 200) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return;
    } catch {
      let owner = 0; // 0 while the owner has not written its pid yet
      try {
        owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // The lock went away meanwhile, or has no pid yet: try again.
      }
      if (owner && !isAlive(owner)) fs.rmSync(lock, {recursive: true, force: true});
      else if (!told && waited >= 2_000 && owner !== process.pid) {
        // Another run (npm run pics, a test, a second check) uses the same learner's computer or port: say why
        // nothing happens. (Two paths of this run taking turns with a port is the usual way.)
        told = true;
        console.log(`  Waiting: another run (process ${owner || '?'}${owner ? `, ${commandOf(owner)}` : ''}) uses ${path.basename(lock, '.lock')} now; this one starts when it ends.`);
      } else if (waited > 10 * 60_000) throw new Error(`${lock} is held by process ${owner}; remove it if no journey runs.`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A process's command line, short, to say who holds a lock. */
function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(-3).join(' ').slice(0, 80);
  } catch {
    return 'ended';
  }
}

/** A folder as VS Code's Explorer lists it: folders first (marked with "/"), then files, by name whatever the case; no hidden ones. */
/** What VS Code's Explorer hides by default (its `files.exclude` setting); it shows .venv, .gitignore and .env. */
const EXPLORER_HIDES = new Set(['.git', '.svn', '.hg', 'CVS', '.DS_Store', 'Thumbs.db']);

function explorerListing(folder: string): string[] {
  const byName = (a: fs.Dirent, b: fs.Dirent) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'});
  const entries = fs.readdirSync(folder, {withFileTypes: true}).filter((entry) => !EXPLORER_HIDES.has(entry.name));
  return [
    ...entries.filter((entry) => entry.isDirectory()).sort(byName).map((entry) => `${entry.name}/`),
    ...entries.filter((entry) => !entry.isDirectory()).sort(byName).map((entry) => entry.name),
  ];
}

function gitBranch(folder: string): string | undefined {
  try {
    return execFileSync('git', ['-C', folder, 'symbolic-ref', '--short', 'HEAD'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return undefined; // not a repository
  }
}

/** A server or command that opened a port other computers can reach fails its lesson. */
function checkListening(run: LessonRun, where: string, before: ReturnType<typeof listeningSockets>, isLearners: (pid: number) => boolean): void {
  const open = newOpenSockets(before, isLearners);
  if (open.length > 0) run.problems.push(`${where} listens on ${describeSockets(open)}: ${OPEN_TO_NETWORK_FIX}.`);
}

/**
 * A task that shows what the terminal prints once it is done (a `norun`
 * session above its answer) must show what its answer really prints: the
 * learner compares their own result with it.
 */
export function checkTaskPromises(run: LessonRun, lesson: LessonDoc): void {
  const answerBlocks = answerCodeBlocks(lesson.tree);
  for (const {task, code} of taskPromises(lesson.tree)) {
    const promise = parseConsoleBlock(code, lesson.bodyStartLine - 1);
    if (!promise.compareOutput) continue;
    for (const {command, expected} of promise.commands) {
      // The same command, run by this task's answer; one of its runs (with another typed answer, say) shows it.
      const runs = run.blocks
        .filter((entry) => answerBlocks.get(entry.code)?.task === task)
        .flatMap((entry) => entry.commands.filter((done) => done.command === command && done.actual !== undefined).map((done) => ({done, tail: entry.block.outputTail})));
      const ran = runs.at(-1);
      if (!ran || runs.some(({done, tail}) => sameOutput(expected, done.actual, promise.outputTail || tail))) continue;
      const answer = [...answerBlocks.values()].find((entry) => entry.task === task);
      if (answer) run.answers.set(answer.line + lesson.bodyStartLine - 1, true);
      run.problems.push(
        `${run.file}:${commandLine(promise, code, promise.commands.find((entry) => entry.command === command)!)} "$ ${command}": the task "${task}" shows something else than its answer prints.\n  task:\n${indent(expected)}\n  answer:\n${indent(ran.done.actual!)}\n` +
          '  Fix: the task shows what the learner sees once it is done: make it what the answer prints (or the answer do what the task asks).',
      );
    }
  }
}

function checkOutput(run: LessonRun, where: string, block: BlockRun['block'], expected: string, result: TerminalResult): void {
  if (block.compareOutput && !sameOutput(expected, result.text, block.outputTail)) {
    run.problems.push(
      `${where} prints something else than the page shows.${firstDifference(where, expected, result.text, block.outputTail)}\n  page:\n${indent(expected)}\n  real:\n${indent(result.text)}\n` +
        `  Fix: if the real output is right, put it on the page with "npm run check:lesson -- --write ${run.file}"; if not, fix the command, or the file or lesson before it.`,
    );
  }
}

/**
 * Git for Windows warns about files with LF line endings (src/lib/git-bash-line-endings.ts):
 * record which ones this command reads, and check that the page's Windows form shows it.
 */
function checkLineEndings(run: LessonRun, where: string, code: Code, indexInBlock: number, command: string, files: string[]): void {
  const block = consoleBlocksInOrder(run.lesson!.tree as Root).find((entry) => entry.code === code);
  if (!block) return;
  const number = String(block.firstCommand + indexInBlock);
  if (files.length > 0) run.lineEndingWarnings[number] = {command, files};
  const recorded = (lineEndingRecords as LineEndingRecords)[run.file]?.[number];
  const shown = recorded?.command === command ? recorded.files : [];
  if (shown.join('\n') !== files.join('\n')) {
    run.problems.push(
      `${where}: in Git Bash, Git for Windows (core.autocrlf=true) prints ${files.length > 0 ? `\n${indent(files.map(crlfWarning).join('\n'))}\n  ` : 'no line-ending warning '}` +
        `but the page's Windows form ${shown.length > 0 ? `warns about ${shown.join(', ')}` : 'shows no warning'}.\n` +
        `  Fix: record it with "npm run journey -- --write ${run.file}" (it writes ${LINE_ENDINGS_FILE}), then redraw the step's pictures.`,
    );
  }
}

/**
 * Git Bash runs `ls` as `ls -F` (src/lib/git-bash-listings.ts): list the same
 * folder that way, at the same width, beside the learner's shell (it changes
 * nothing), and check that the Windows form of the page shows it.
 */
function checkGitBashListing(run: LessonRun, where: string, command: string, linuxOutput: string, cwd: string, columns: number): void {
  const args = command.trim().split(/\s+/).slice(1);
  let classified: string;
  try {
    classified = execFileSync('ls', ['-C', '-F', ...args], {cwd, encoding: 'utf8', env: {...process.env, COLUMNS: String(columns), LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8'}}).replace(/\n+$/, '');
  } catch (error) {
    run.problems.push(`${where}: could not list the folder as Git Bash's ls -F does: ${(error as Error).message.split('\n')[0]}`);
    return;
  }
  run.gitBashListings[listingKey(command, linuxOutput)] = classified;
  const shown = gitBashListing(command, linuxOutput);
  if (shown !== classified) {
    run.problems.push(
      `${where}: in Git Bash, ls marks folders with / (Git for Windows' alias ls='ls -F'), and the page's Windows form ${shown === undefined ? 'has no record of what it prints' : 'shows an old listing'}.\n  Git Bash:\n${indent(classified)}\n` +
        `  Fix: record it with "npm run journey -- --write ${run.file}" (it writes src/data/git-bash-listings.json), then redraw the step's pictures.`,
    );
  }
}

/** Does a program answer on this port of the learner's computer (on 127.0.0.1 or ::1)? */
async function portOpen(port: number): Promise<boolean> {
  const tryHost = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({host, port});
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  return (await tryHost('127.0.0.1')) || (await tryHost('::1'));
}

/** Waits until a server answers on its port (on 127.0.0.1 or ::1), or its process ends, or a minute passes. */
async function portAnswers(port: number, pid: number): Promise<boolean> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (await portOpen(port)) return true;
    try {
      process.kill(-pid, 0);
    } catch {
      return false; // the server stopped (the port was taken, say)
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** The line of the page that shows a block's command (`$ ...`): messages point there. */
function commandLine(block: ConsoleBlock, code: Code, command: ConsoleBlock['commands'][number]): number {
  const index = block.commands.indexOf(command);
  const lines = code.value.split('\n');
  for (let line = 0, seen = -1; line < lines.length; line += 1) {
    if (lines[line].startsWith('$ ') && (seen += 1) === index) return block.line + 1 + line;
  }
  return block.line;
}

/**
 * Where the page's output first differs from the real one, as a line of the
 * lesson's file: in a long output or a traceback the editor goes straight there.
 */
function firstDifference(where: string, page: string, real: string, tail: boolean): string {
  const commandAt = Number(/:(\d+) "/.exec(where)?.[1]);
  const pageLines = page.split('\n');
  // A tail shows the last lines of the output: compare from the end.
  const realLines = tail ? real.split('\n').slice(-pageLines.length) : real.split('\n');
  const at = Array.from({length: Math.max(pageLines.length, realLines.length)}, (_, index) => index).find((index) => pageLines[index] !== realLines[index]);
  if (at === undefined || !commandAt) return '';
  const shown = (line: string | undefined) => (line === undefined ? '(no line)' : line === '' ? '(an empty line)' : `"${line}"`);
  return ` First difference: line ${commandAt + 1 + at} of the file, where the page has ${shown(pageLines[at])} and the real output ${shown(realLines[at])}.`;
}

/**
 * Whether the page's output is the real one. In an `output=tail` box each
 * command shows its last lines; a command that prints nothing shows nothing,
 * but an empty tail never stands for output that is there.
 */
export function sameOutput(page: string, real: string, tail: boolean): boolean {
  if (page === real) return true;
  return tail && page !== '' && real.endsWith(`\n${page}`);
}

function indent(text: string): string {
  return text ? text.replace(/^/gm, '    ') : '    (nothing)';
}
