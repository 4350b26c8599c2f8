/**
 * What must never reach GitHub from the learner's projects: a virtual
 * environment, node_modules, a database, a .env file of secrets, collected
 * static files. Once the learner has done the GitHub lessons, any project
 * folder may be pushed, so from the lesson that first makes such a thing,
 * its project's .gitignore must ignore it.
 *
 * After every lesson the journey finds each of those in the learner's home
 * folder and asks Git whether its project ignores it, as `git status
 * --ignored` shows it (`!!`): in a repository, that repository; in a folder
 * that is not one yet, the folder it lies in, as if the learner ran
 * `git init` there. A tracked file is not ignored.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Folders and files that stay out of Git. */
const NEVER_PUSHED_FOLDERS = new Set(['.venv', 'venv', 'node_modules', 'staticfiles']);
const NEVER_PUSHED_FILE = /^(\.env(\..+)?|.+\.sqlite3)$/;
/** A .env example file holds no secrets and is meant to be shared. */
const SHARED_ENV_FILE = /^\.env\.(example|sample|template)$/;

/** The places to look in: not Git's own folder, nor inside what is found (a venv's files), nor the home's settings folders. */
function neverPushedIn(home: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (NEVER_PUSHED_FOLDERS.has(entry.name)) found.push(full);
        else if (entry.name !== '.git' && !(folder === home && entry.name.startsWith('.')) && depth < 6) walk(full, depth + 1);
      } else if (NEVER_PUSHED_FILE.test(entry.name) && !SHARED_ENV_FILE.test(entry.name)) {
        found.push(full);
      }
    }
  };
  walk(home, 0);
  return found;
}

function git(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return spawnSync('git', args, {cwd, env, encoding: 'utf8'});
}

/**
 * The things in the learner's home that their project does not ignore,
 * each as "~/folder/thing (in the repository ~/folder)". `env` is the
 * learner's shell environment (their HOME and Git settings).
 */
export function notIgnored(home: string, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const shown = (file: string) => `~/${path.relative(home, file)}`;
  let scratch: string | undefined;
  try {
    for (const thing of neverPushedIn(home)) {
      const folder = path.dirname(thing);
      const top = git(['rev-parse', '--show-toplevel'], folder, env);
      let status;
      let tracked = '';
      let project: string;
      if (top.status === 0) {
        project = `the repository ${shown(top.stdout.trim()) || '~'}`;
        status = git(['status', '--ignored', '--porcelain', '--', path.basename(thing)], folder, env);
        tracked = git(['ls-files', '--', path.basename(thing)], folder, env).stdout.trim();
      } else {
        // Not a repository yet: what `git init` here would ignore.
        scratch ??= fs.mkdtempSync(path.join(os.tmpdir(), 'journey-ignored-'));
        const gitDir = path.join(scratch, `${problems.length}-${path.basename(folder)}.git`);
        git(['init', '--quiet', '--bare', gitDir], scratch, env);
        project = `the folder ${shown(folder)}, not a repository yet`;
        status = git(['--git-dir', gitDir, '--work-tree', folder, 'status', '--ignored', '--porcelain', '--', path.basename(thing)], folder, env);
      }
      const lines = status.stdout.split('\n').filter(Boolean);
      // Ignored: "!! name" (a folder "!! name/"). Nothing at all: an empty folder, which Git cannot push.
      const ignored = !tracked && (lines.length === 0 ? fs.statSync(thing).isDirectory() : lines.every((line) => line.startsWith('!! ')));
      if (tracked) problems.push(`${shown(thing)} is committed in ${project}`);
      else if (!ignored) problems.push(`${shown(thing)} is not in the .gitignore of ${project}`);
    }
  } finally {
    if (scratch) fs.rmSync(scratch, {recursive: true, force: true});
  }
  return problems;
}
