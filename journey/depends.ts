/**
 * Which later lessons of a path depend on a change to a lesson
 * (`npm run check:lesson`). A lesson leaves things in the learner's home
 * folder that later lessons use: files it saves or makes, folders, Python
 * and npm packages, a virtual environment, Git's history and settings. The
 * change is what the lesson's runnable parts (its commands, saved files and
 * website or browser actions) do differently from the committed version; a
 * later lesson depends on it when its own runnable parts name something the
 * changed parts make. Prose and printed output change nothing for later
 * lessons, so a lesson whose commands did not change re-runs alone.
 */
import path from 'node:path';
import type {LessonDoc} from '../src/lib/lesson';
import {planLesson, type LessonAction} from './plan';

/** Something a lesson leaves for later lessons, and the command or file that makes it. */
export interface Made {
  /** The name a later lesson would use: a file or folder name, a package, or "git". */
  name: string;
  /** What makes it, as the page shows it: `$ mkdir python-basics`, `saves for_loop.py`. */
  by: string;
  /** A folder that got a new file: only a later step picture of VS Code in that folder (its Explorer) shows it. */
  explorer?: boolean;
}

/** A later lesson that depends on the change, and why. */
export interface Dependent {
  route: string;
  uses: Made;
}

/** An action as a key: two versions of a lesson do the same thing when their keys are equal. */
function actionKey(action: LessonAction): string {
  switch (action.kind) {
    case 'save':
      return `save ${action.file}${action.edit ? ' (edit)' : ''}\n${action.text}`;
    case 'terminal':
      // The commands only: a changed output on the page changes nothing in the home folder.
      return `terminal${action.block.secondTerminal ? ' 2' : ''}\n${action.block.commands.map((command) => command.command).join('\n')}\n${action.block.keyboard.join('\n')}`;
    case 'github':
      return `github ${JSON.stringify(action.action)}`;
    case 'browser':
      return `browser ${JSON.stringify(action.action)}`;
    case 'escape':
      return `escape ${JSON.stringify(action.probe)}`;
  }
}

/**
 * The actions of a lesson that its earlier version did not have (all of them
 * when there is no earlier version, or it cannot be read).
 */
export function changedActions(lesson: LessonDoc, before?: LessonDoc, now: LessonAction[] = planLesson(lesson)): LessonAction[] {
  if (!before) return now;
  let earlier: LessonAction[];
  try {
    earlier = planLesson(before);
  } catch {
    return now;
  }
  const left = new Map<string, number>();
  for (const action of earlier) left.set(actionKey(action), (left.get(actionKey(action)) ?? 0) + 1);
  return now.filter((action) => {
    const count = left.get(actionKey(action)) ?? 0;
    if (count === 0) return true;
    left.set(actionKey(action), count - 1);
    return false;
  });
}

/** Git commands that change a repository or Git's settings; the others (status, log, diff, show ...) only look. */
const GIT_CHANGES = new Set([
  'init', 'add', 'commit', 'branch', 'checkout', 'switch', 'merge', 'config', 'remote', 'push', 'pull', 'fetch',
  'stash', 'tag', 'reset', 'rebase', 'restore', 'rm', 'mv', 'clone', 'revert', 'cherry-pick',
]);

/** The words of one simple command, quotes taken off (good enough for the lessons' commands). */
function words(command: string): string[] {
  return (command.match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map((word) => word.replace(/^["']|["']$/g, ''));
}

/** A package name as a later lesson writes it: `Django==5.2.19` is `Django`, `express@5.3.0` is `express`. */
function packageName(spec: string): string {
  return spec.replace(/\[.*$/, '').replace(/(?<=.)@.*$/, '').replace(/[=<>~!].*$/, '');
}

/** What one command line makes that a later lesson could use. */
export function madeByCommand(line: string): Made[] {
  const made: Made[] = [];
  const by = `$ ${line}`;
  const add = (name: string | undefined) => {
    if (name && name !== '.' && name !== '..' && name !== '~') made.push({name: path.posix.basename(name.replace(/\/+$/, '')), by});
  };
  // `a && b`, `a; b`, `a | b`: each part on its own. A redirect's target is made too.
  for (const part of line.split(/&&|\|\||;|\|/)) {
    const redirect = /(?:^|\s)\d?>>?\s*(\S+)/.exec(part);
    if (redirect) add(redirect[1]);
    const all = words(part.replace(/(?:^|\s)\d?>>?\s*\S+/g, ' ')).filter((word) => !/^[A-Z_]+=/.test(word));
    const [program, ...args] = all;
    const plain = args.filter((arg) => !arg.startsWith('-'));
    if (!program) continue;
    if (program === 'mkdir' || program === 'touch') plain.forEach(add);
    else if (program === 'cp' || program === 'mv') add(plain.at(-1));
    else if (program === 'git' && GIT_CHANGES.has(plain[0] ?? '')) {
      made.push({name: 'git', by});
      // `git init -b main my-project`: the folder, not the branch.
      if (plain[0] === 'init') add(args.filter((arg, index) => !arg.startsWith('-') && !/^(-b|--initial-branch)$/.test(args[index - 1] ?? '')).slice(1)[0]);
      if (plain[0] === 'clone') add(plain[2] ?? plain[1]?.replace(/\.git$/, ''));
    } else if (/^(pip3?|python3?)$/.test(program) && args.includes('install')) {
      const at = args.indexOf('install');
      args.slice(at + 1).forEach((arg, index, rest) => {
        if (arg === '-r') add(rest[index + 1]);
        else if (!arg.startsWith('-') && rest[index - 1] !== '-r') made.push({name: packageName(arg), by});
      });
    } else if (/^python3?$/.test(program) && args[0] === '-m' && args[1] === 'venv') add(plain.at(-1));
    else if (program === 'npm' && /^(install|i|add)$/.test(plain[0] ?? '')) {
      plain.slice(1).forEach((arg) => made.push({name: packageName(arg), by}));
      made.push({name: 'node_modules', by}, {name: 'package.json', by});
    } else if (program === 'npm' && plain[0] === 'init') made.push({name: 'package.json', by});
    else if ((program === 'npm' && plain[0] === 'create') || program === 'npx') add(plain.at(-1));
    else if (program === 'django-admin' && plain[0] === 'startproject') add(plain[1]);
    else if (/^python3?$/.test(program) && plain[0] === 'manage.py') {
      if (plain[1] === 'startapp') add(plain[2]);
      if (['migrate', 'createsuperuser', 'loaddata', 'shell'].includes(plain[1] ?? '')) made.push({name: 'db.sqlite3', by});
      if (plain[1] === 'makemigrations') made.push({name: 'migrations', by});
      if (plain[1] === 'collectstatic') made.push({name: 'staticfiles', by});
    } else if (program === 'docker' && ['build', 'run', 'create', 'tag', 'pull', 'volume', 'network'].includes(plain[0] ?? '')) {
      made.push({name: 'docker', by});
    }
  }
  return made;
}

/**
 * The folder each save of a lesson happens in, as far as its own `cd`
 * commands tell (none before the lesson's first `cd`).
 */
function saveFolders(actions: readonly LessonAction[]): Map<LessonAction, string> {
  const folders = new Map<LessonAction, string>();
  let folder: string | undefined;
  for (const action of actions) {
    if (action.kind === 'terminal') {
      for (const {command} of action.block.commands) {
        for (const part of command.split(/&&|;/)) {
          const [program, target] = words(part.trim());
          if (program !== 'cd') continue;
          if (!target || target === '~') folder = undefined;
          else if (target !== '..' && target !== '-') folder = path.posix.basename(target.replace(/\/+$/, ''));
        }
      }
    } else if (action.kind === 'save' && folder) folders.set(action, folder);
  }
  return folders;
}

/**
 * What a lesson's actions (the changed ones) make that later lessons could
 * use. A saved file also changes its folder: VS Code's Explorer in a later
 * picture of that folder lists it. `all` is the whole lesson, to tell which
 * folder a save is in.
 */
export function madeBy(actions: readonly LessonAction[], all: readonly LessonAction[] = actions): Made[] {
  const made: Made[] = [];
  const folders = saveFolders(all);
  for (const action of actions) {
    if (action.kind === 'save') {
      made.push({name: path.posix.basename(action.file), by: `saves ${action.file}`});
      const folder = folders.get(action);
      if (folder) made.push({name: folder, by: `saves ${action.file} in ${folder}: the Explorer of a later picture of that folder lists it`, explorer: true});
    }
    else if (action.kind === 'terminal') for (const command of action.block.commands) made.push(...madeByCommand(command.command));
    else if (action.kind === 'github') made.push({name: action.action.repository.split('/').at(-1)!, by: `on GitHub: ${action.action.github} ${action.action.repository}`});
    // What the learner sends through their own site's forms is kept by that site.
    else if (action.kind === 'browser' && action.action.type && action.action.open) made.push({name: `site ${new URL(action.action.open).origin}`, by: `in the browser: ${action.action.open}`});
  }
  // One entry a name: the first thing that makes it.
  return made.filter((entry, index) => made.findIndex((other) => other.name === entry.name) === index);
}

/**
 * Does a later lesson use this? Its commands name it (`python3 prices.py`),
 * or, for a package or folder, the text of a file it saves (`import pandas`);
 * Git's history and settings: it runs a git command; a site's data: it
 * opens that site. A file saved whole under the same name is the later
 * lesson's own (index.html in another folder).
 */
export function uses(actions: readonly LessonAction[], made: Made): boolean {
  if (made.name.startsWith('site ')) return actions.some((action) => action.kind === 'browser' && action.action.open?.startsWith(made.name.slice(5)));
  // A step (not a practice answer: it has no picture) saves a file, so its picture shows VS Code with the Explorer.
  if (made.explorer && !actions.some((action) => action.kind === 'save' && !action.answer)) return false;
  const escaped = made.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The name as a word of its own: `list.py` in `python list.py`, not in `my_list.py`.
  const word = new RegExp(`(?<![\\w.-])${escaped}(?![\\w-])`, made.name === 'git' || made.name === 'docker' ? '' : 'i');
  return actions.some((action) => {
    if (action.kind === 'terminal') {
      return action.block.commands.some((command) =>
        made.name === 'git' || made.name === 'docker' ? new RegExp(`(^|&&|;|\\|)\\s*${made.name}\\s`).test(command.command) : word.test(command.command),
      );
    }
    if (action.kind === 'save') {
      if (made.name === 'git' || made.name === 'docker') return false;
      // A file name in a file's text (about.html in a Django view) is mostly that project's own file; a package or a folder is the learner's.
      return (action.edit === true && word.test(action.file)) || (!isFileName(made.name) && word.test(action.text));
    }
    if (action.kind === 'github') return word.test(action.action.repository);
    return false;
  });
}

/**
 * The later lessons (in path order) that use what the changed actions make,
 * each with the first thing it uses. (What a re-run lesson makes in turn is
 * not followed: its commands did not change. Commit ids that move are
 * Git's history, which every later lesson that runs git uses anyway.)
 */
export function dependents(
  changed: readonly LessonAction[],
  later: readonly {route: string; actions: readonly LessonAction[]}[],
  all: readonly LessonAction[] = changed,
): Dependent[] {
  const made = madeBy(changed, all);
  const found: Dependent[] = [];
  for (const lesson of later) {
    const used = made.find((entry) => uses(lesson.actions, entry));
    if (used) found.push({route: lesson.route, uses: used});
  }
  return found;
}

/** `prices.py`, `index.html`: a file's name, not a folder's or a package's (`.venv` and `.gitignore` are hidden names). */
function isFileName(name: string): boolean {
  return /^[^.].*\.[a-z0-9]+$/i.test(name);
}
