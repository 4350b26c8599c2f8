/**
 * Git for Windows' line-ending warnings, worked out beside the learner's
 * shell (it changes nothing there).
 *
 * Git for Windows' installer keeps `core.autocrlf=true`, so Git turns a text
 * file's line endings into Windows' CRLF whenever it writes the file, and a
 * command that reads a file with a line ending in LF alone (`git add`,
 * `git diff`, `git stash`, `git commit -a`) warns, once for each such file:
 *
 *     warning: in the working copy of 'README.md', LF will be replaced by CRLF the next time Git touches it
 *
 * (`git status` reads files without the warning.) Which files end their
 * lines in LF on a Windows computer depends on what wrote them last, which
 * the journey sees: after each command it looks at which files of the
 * repository changed, and which program changed them.
 *
 * - Git Bash's own programs (`echo ... > file`, `>>`), npm, npx and Node.js
 *   write LF. A line added with `>>` to a CRLF file leaves one LF: it warns.
 * - Git (switch, restore, merge, reset --hard, stash pop, clone ...) writes
 *   CRLF, and so does Python, whose text files end lines with CRLF on Windows.
 * - VS Code saves a new file with CRLF (its `files.eol` is the system's on
 *   Windows) and keeps the line endings of a file it opened.
 *
 * Sources: Git's convert.c (check_global_conv_flags_eol), Git for Windows'
 * installer defaults, and published Git Bash sessions (an `echo >>` after
 * `git checkout .`, then `git stash`, warns).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** How a Windows computer would have a file's line endings. */
type Ending = 'crlf' | 'lf';

/** The files of a repository, each with what identifies its last write. */
type Snapshot = Map<string, string>;


/** Folders of a repository that Git ignores in the lessons and that hold many files. */
const SKIPPED = new Set(['.git', 'node_modules', '.venv', '__pycache__']);

/** The files (relative to `root`) that `git` reads in a command: which ones a command warns about. */
type Reads = (root: string, git: (...args: string[]) => string) => string[];

/** The Git commands that read the working copy's files with the warning, and which files they read. */
function readsOf(command: string): {before?: Reads; after?: Reads} | undefined {
  const words = command.trim().split(/\s+/);
  if (words[0] !== 'git') return undefined;
  const [sub, ...args] = words.slice(1);
  const indexed = (git: (...args: string[]) => string) => new Map(git('ls-files', '-s').split('\n').filter(Boolean).map((line) => [line.split('\t')[1], line.split('\t')[0]] as const));
  // `git add` and `git commit -a` hash what they stage: the index entries that changed.
  if (sub === 'add' || (sub === 'commit' && args.some((arg) => /^-[a-zA-Z]*a/.test(arg)))) {
    let staged: Map<string, string> | undefined;
    return {
      before: (_root, git) => ((staged = indexed(git)), []),
      after: (_root, git) => [...indexed(git)].filter(([file, entry]) => staged!.get(file) !== entry).map(([file]) => file),
    };
  }
  // `git diff` compares the working copy's changed files (not with --staged, which reads the index only).
  if (sub === 'diff' && !args.some((arg) => arg === '--staged' || arg === '--cached')) {
    return {before: (_root, git) => git('diff', '--name-only', ...args).split('\n').filter(Boolean)};
  }
  // `git stash` (push) reads the changed files it puts away.
  if (sub === 'stash' && (args.length === 0 || args[0] === 'push')) {
    return {before: (_root, git) => git('diff', '--name-only').split('\n').filter(Boolean)};
  }
  return undefined;
}

/** What a command (other than Git) writes, as Windows would have it. */
function writerEnding(command: string): Ending {
  const program = command.trim().split(/\s+/)[0];
  if (program === 'git') return 'crlf';
  if (/^(python3?|py|pip3?|django-admin)$/.test(program) || /(^|\/)python3?(\.exe)?$/.test(program)) return 'crlf';
  return 'lf';
}

export class WindowsLineEndings {
  /** Every file the learner has, by real path, with its Windows line endings (none: not known, taken as LF). */
  private readonly endings = new Map<string, Ending>();

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The repository that holds `folder`, if any. */
  private repoRoot(folder: string): string | undefined {
    try {
      return execFileSync('git', ['-C', folder, 'rev-parse', '--show-toplevel'], {encoding: 'utf8', env: this.env, stdio: ['ignore', 'pipe', 'ignore']}).trim();
    } catch {
      return undefined;
    }
  }

  private snapshot(root: string): Snapshot {
    const files: Snapshot = new Map();
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (!SKIPPED.has(entry.name)) walk(full);
        } else if (entry.isFile()) {
          const stat = fs.statSync(full, {bigint: true});
          files.set(full, `${stat.ino}:${stat.mtimeNs}:${stat.size}`);
        }
      }
    };
    walk(root);
    return files;
  }

  /**
   * Runs `execute` (the learner's command, in the shell, from `cwd`) and
   * returns the files Git for Windows would warn about before its output:
   * those with LF line endings that the command reads, as Git names them.
   */
  async around<T>(command: string, cwd: string, execute: () => Promise<T>): Promise<{result: T; warnings: string[]}> {
    const root = this.repoRoot(cwd);
    if (!root) return {result: await execute(), warnings: []};
    const git = (...args: string[]) => execFileSync('git', ['-C', root, '-c', 'core.quotepath=false', ...args], {encoding: 'utf8', env: this.env, stdio: ['ignore', 'pipe', 'ignore']});
    const reads = readsOf(command);
    const before = this.snapshot(root);
    let read: string[] = [];
    try {
      read = reads?.before?.(root, git) ?? [];
    } catch {
      read = []; // not a repository with a commit yet (git diff HEAD): Git itself says so
    }
    // The warnings are for the files as they were before the command read them.
    const lf = (file: string) => {
      const full = path.join(root, file);
      return (this.endings.get(full) ?? 'lf') === 'lf' && fs.existsSync(full) && fs.readFileSync(full).includes(0x0a);
    };
    const readBefore = read.filter(lf);
    const result = await execute();
    let readAfter: string[] = [];
    try {
      readAfter = (reads?.after?.(root, git) ?? []).filter(lf);
    } catch {
      readAfter = [];
    }
    this.wrote(command, before, this.snapshot(root));
    const warned = [...new Set([...readBefore, ...readAfter])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // A path relative to where Git was run: Git names a file in a subfolder from the repository's root up.
    return {result, warnings: warned};
  }

  /** The files a command changed get the line endings of the program that wrote them. */
  private wrote(command: string, before: Snapshot, after: Snapshot): void {
    const redirected = new Set([...command.matchAll(/>>?\s*([^\s;&|]+)/g)].map((match) => match[1]));
    for (const [file, id] of after) {
      if (before.get(file) === id) continue;
      const name = path.basename(file);
      const byShell = [...redirected].some((target) => path.basename(target) === name);
      this.endings.set(file, byShell ? 'lf' : writerEnding(command));
    }
  }

  /** VS Code saved `full`: a new file gets CRLF, a file it opened keeps its line endings. */
  saved(full: string, existed: boolean): void {
    if (!existed) this.endings.set(full, 'crlf');
  }
}
