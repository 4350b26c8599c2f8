/**
 * GitHub, played by local folders: the build machine cannot reach
 * github.com, so every repository "on GitHub" is a bare repository under
 * {sandbox}/github.com/{owner}/{name}.git.
 *
 * - For the learner's terminal, Git sends anything for https://github.com/
 *   to those folders over file://, where it talks to them as to a server, so
 *   `git push`, `clone` and `pull` really run and print what GitHub's do;
 *   the output shows the folders as https://github.com/ again.
 * - What the learner does on GitHub's website (create a repository, edit a
 *   file) is played by the smallest equivalent on those folders, at the step
 *   that shows it. A lesson names these in its frontmatter:
 *
 *       outside_terminal:
 *         - step: Create an empty repository on GitHub   # the step's exact "## " subtitle
 *           github: create-repository
 *           repository: sam-lee/my-first-project
 *         - step: Change a file on GitHub
 *           github: edit-file
 *           repository: sam-lee/my-first-project
 *           file: README.md
 *           append: Made by Sam Lee.
 *           message: Update README.md                      # GitHub's own default message
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {SessionEnvironment} from './terminal';

export interface GitHubAction {
  github: 'create-repository' | 'edit-file';
  repository: string;
  file?: string;
  append?: string;
  message?: string;
}

export const GITHUB_ACTIONS = ['create-repository', 'edit-file'] as const;

export class GitHubStandIn implements SessionEnvironment {
  readonly root: string;

  constructor(sandbox: string) {
    this.root = path.join(sandbox, 'github.com');
    fs.mkdirSync(this.root, {recursive: true});
  }

  get env(): Record<string, string> {
    return {GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: `url.file://${this.root}/.insteadOf`, GIT_CONFIG_VALUE_0: 'https://github.com/'};
  }

  show(text: string): string {
    return text.split(`file://${this.root}/`).join('https://github.com/').split(`${this.root}/`).join('https://github.com/');
  }

  /** What a learner does on the website, at the given time (the date of GitHub's commit). */
  act(action: GitHubAction, time: Date): void {
    const repository = path.join(this.root, `${action.repository}.git`);
    switch (action.github) {
      case 'create-repository':
        // "Create repository" with no README, .gitignore or license: empty, with main as its default branch.
        fs.mkdirSync(path.dirname(repository), {recursive: true});
        git(['init', '-q', '--bare', '-b', 'main', repository]);
        return;
      case 'edit-file': {
        // "Edit this file", add a line at the end, "Commit changes" on main.
        if (!action.file || action.append === undefined) throw new Error('edit-file needs "file" and "append"');
        const iso = time.toISOString().replace('.000Z', '+00:00');
        const env = {...process.env, GIT_AUTHOR_DATE: iso, GIT_COMMITTER_DATE: iso};
        const at = (args: string[], input?: string) => git(['-C', repository, ...args], input, env);
        const parent = at(['rev-parse', 'main']);
        const owner = at(['log', '-1', '--format=%an%n%ae', 'main']).split('\n');
        const old = at(['cat-file', '-p', `main:${action.file}`]);
        const blob = at(['hash-object', '-w', '--stdin'], `${old.replace(/\n?$/, '\n')}${action.append}\n`);
        const entries = at(['ls-tree', 'main'])
          .split('\n')
          .map((entry) => (entry.endsWith(`\t${action.file}`) ? entry.replace(/blob [0-9a-f]+/, `blob ${blob}`) : entry));
        const tree = at(['mktree'], `${entries.join('\n')}\n`);
        const commit = git(['-C', repository, 'commit-tree', tree, '-p', parent, '-m', action.message ?? `Update ${action.file}`], undefined, {
          ...env,
          GIT_AUTHOR_NAME: owner[0],
          GIT_AUTHOR_EMAIL: owner[1],
          // GitHub signs commits made on its website as "GitHub".
          GIT_COMMITTER_NAME: 'GitHub',
          GIT_COMMITTER_EMAIL: 'noreply@github.com',
        });
        at(['update-ref', 'refs/heads/main', commit, parent]);
        return;
      }
    }
  }
}

function git(args: string[], input?: string, env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync('git', args, {encoding: 'utf8', input, env: {...env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null'}}).trim();
}
