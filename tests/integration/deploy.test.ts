/**
 * `npm run deploy`, the README's command, publishes the site to a project
 * repository that has no gh-pages branch yet, and updates it the next time.
 *
 * Offline: a bare repository in a temporary folder plays GitHub. A URL
 * rewrite given to git through the environment (GIT_CONFIG_COUNT), so only
 * this test's git commands see it, sends https://github.com/ there. The site
 * is a copy of this working tree (node_modules linked) in its own Git
 * repository, as a team's clone would be; each deploy runs the real build.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

const root = process.cwd();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
const github = path.join(tmp, 'github');
const remote = path.join(github, 'sam-lee', 'lessons.git');
const site = path.join(tmp, 'site');

// This machine's git and deploy settings stay out: no GIT_* variable, no
// global or system git config, none of the variables docusaurus deploy reads.
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !name.startsWith('GIT_') &&
      !/^(USE_SSH|CURRENT_BRANCH|DEPLOYMENT_BRANCH|ORGANIZATION_NAME|PROJECT_NAME|CIRCLE_.*|CI_PULL_REQUEST|SITE_URL|BASE_URL|GITHUB_.*)$/.test(name),
  ),
);
const env: NodeJS.ProcessEnv = {
  ...inherited,
  HOME: tmp,
  XDG_CONFIG_HOME: tmp,
  GIT_CONFIG_NOSYSTEM: '1',
  npm_config_update_notifier: 'false',
  GIT_AUTHOR_NAME: 'Sam Lee',
  GIT_AUTHOR_EMAIL: 'sam@example.invalid',
  GIT_COMMITTER_NAME: 'Sam Lee',
  GIT_COMMITTER_EMAIL: 'sam@example.invalid',
  // "GitHub" is the folder `github`: the clone's URL and the URL deploy pushes to.
  GIT_CONFIG_COUNT: '2',
  GIT_CONFIG_KEY_0: `url.file://${github}/.insteadOf`,
  GIT_CONFIG_VALUE_0: 'https://github.com/',
  GIT_CONFIG_KEY_1: `url.file://${github}/.insteadOf`,
  GIT_CONFIG_VALUE_1: 'https://sam-lee@github.com/',
};
// The README's project-site command.
const deployEnv = {
  ...env,
  GIT_USER: 'sam-lee',
  GITHUB_ORG: 'sam-lee',
  GITHUB_REPO: 'lessons',
  SITE_URL: 'https://sam-lee.github.io',
  BASE_URL: '/lessons/',
};

function git(args: string[], cwd = site): string {
  const result = spawnSync('git', args, {cwd, env, encoding: 'utf8'});
  assert.equal(result.status, 0, `git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}
const pages = (...args: string[]) => git(['--git-dir', remote, ...args], tmp);

function deploy(): string {
  const result = spawnSync('npm', ['run', 'deploy'], {cwd: site, env: deployEnv, encoding: 'utf8'});
  const output = `${result.stdout}\n${result.stderr}`;
  assert.equal(result.status, 0, `npm run deploy failed:\n${output.slice(-4000)}`);
  return output;
}

/** The published site is this site, built for https://sam-lee.github.io/lessons/. */
function assertPublished() {
  const files = pages('ls-tree', '--name-only', 'gh-pages').split('\n');
  for (const file of ['.nojekyll', 'index.html', '404.html', 'setting-up.html', 'pic']) assert.ok(files.includes(file), `gh-pages has ${file}`);
  // The page is minified (attribute quotes dropped): match with or without them.
  const home = pages('show', 'gh-pages:index.html');
  const has = (pattern: RegExp, what: string) => assert.ok(pattern.test(home), `index.html ${what}`);
  has(/rel="?stylesheet"? href="?\/lessons\/assets\/css\/styles\.[0-9a-f]+\.css/, 'loads its CSS from /lessons/');
  has(/"\/lessons\/assets\/js\/main\.[0-9a-f]+\.js"/, 'loads its code from /lessons/');
  has(/rel="?canonical"? href="?https:\/\/sam-lee\.github\.io\/lessons\/[" \/]/, 'names its address');
  assert.ok(!/[="]\/assets\//.test(home), 'index.html loads nothing from /assets/ (outside the base URL)');
}

before(() => {
  // "GitHub": the team's repository, with its code on main and no gh-pages branch.
  fs.mkdirSync(path.dirname(remote), {recursive: true});
  git(['init', '--quiet', '--bare', '--initial-branch=main', remote], tmp);

  // The team's clone: this working tree's files (tracked or new, not ignored).
  // (Listed with this machine's own git settings: a CI container may need its safe.directory.)
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'});
  assert.equal(listed.status, 0, listed.stderr);
  const files = listed.stdout.split('\0');
  for (const file of files.filter((name) => name && fs.existsSync(path.join(root, name)))) {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.copyFileSync(path.join(root, file), path.join(site, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  git(['init', '--quiet', '--initial-branch=main'], site);
  git(['add', '--all']);
  git(['commit', '--quiet', '-m', 'The lessons']);
  git(['remote', 'add', 'origin', 'https://github.com/sam-lee/lessons.git']);
  git(['push', '--quiet', 'origin', 'main']);
});

after(() => fs.rmSync(tmp, {recursive: true, force: true}));

test('the first deploy creates the gh-pages branch and publishes the site for its base URL', () => {
  assert.equal(spawnSync('git', ['--git-dir', remote, 'rev-parse', '--verify', '--quiet', 'gh-pages'], {env}).status, 1, 'no gh-pages yet');
  const output = deploy();
  assert.match(output, /no gh-pages branch yet: creating it/);
  assertPublished();
  const head = git(['rev-parse', 'HEAD']);
  assert.equal(pages('log', '-1', '--format=%s', 'gh-pages'), `Deploy website - based on ${head}`);
  // The team's code on main is untouched.
  assert.equal(pages('rev-parse', 'main'), head);
});

test('a later deploy updates the branch with the new build', () => {
  fs.writeFileSync(path.join(site, 'static', 'deploy-check.txt'), 'second deploy\n');
  git(['add', 'static/deploy-check.txt']);
  git(['commit', '--quiet', '-m', 'A new file']);
  const output = deploy();
  assert.doesNotMatch(output, /creating it/);
  assertPublished();
  assert.equal(pages('show', 'gh-pages:deploy-check.txt'), 'second deploy');
  const head = git(['rev-parse', 'HEAD']);
  assert.deepEqual(pages('log', '--format=%s', 'gh-pages').split('\n'), [
    `Deploy website - based on ${head}`,
    `Deploy website - based on ${git(['rev-parse', 'HEAD~1'])}`,
    'Create the gh-pages branch for GitHub Pages',
  ]);
});
