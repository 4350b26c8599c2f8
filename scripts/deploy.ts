/**
 * `npm run deploy`: builds the site and publishes it to the repository's
 * gh-pages branch with `docusaurus deploy`, the first time too.
 *
 * Why this wrapper: `docusaurus deploy` (3.10.2) starts with
 * `git clone --branch gh-pages`. When the branch does not exist yet (a
 * team's first deploy) that clone fails, and its fallback that would create
 * the branch never runs, because the failed command throws first
 * (node_modules/@docusaurus/core/lib/commands/deploy.js; called "dead code"
 * in facebook/docusaurus#12402). So, when the branch is missing, this script
 * first pushes a one-commit gh-pages branch holding `.nojekyll` (not empty:
 * deploy's `git rm -rf .` fails on an empty tree), then runs
 * `docusaurus deploy` with the same arguments and environment, which
 * replaces that commit's content with the site.
 *
 * Same environment as `docusaurus deploy`: GIT_USER (or USE_SSH=true),
 * and GITHUB_ORG, GITHUB_REPO, SITE_URL, BASE_URL read by docusaurus.config.ts.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildHttpsUrl, buildSshUrl, hasSSHProtocol} from '@docusaurus/utils';
import config from '../docusaurus.config';

const env = process.env;

function git(args: string[], cwd = process.cwd()) {
  return spawnSync('git', args, {cwd, encoding: 'utf8'});
}

/** The URL `docusaurus deploy` pushes to, worked out the way it does; undefined when it would refuse to run. */
function deploymentRepoUrl(): string | undefined {
  const organization = env.ORGANIZATION_NAME ?? env.CIRCLE_PROJECT_USERNAME ?? config.organizationName;
  const project = env.PROJECT_NAME ?? env.CIRCLE_PROJECT_REPONAME ?? config.projectName;
  if (!organization || !project) return undefined;
  const host = env.GITHUB_HOST ?? config.githubHost ?? 'github.com';
  const port = env.GITHUB_PORT ?? config.githubPort;
  const origin = git(['remote', 'get-url', 'origin']).stdout.trim();
  const useSsh =
    env.USE_SSH?.toLowerCase() === 'true' || (!env.GIT_USER && env.USE_SSH === undefined && hasSSHProtocol(origin));
  if (useSsh) return buildSshUrl(host, organization, project, port);
  if (!env.GIT_USER) return undefined;
  const credentials = env.GIT_PASS ? `${env.GIT_USER}:${env.GIT_PASS}` : env.GIT_USER;
  return buildHttpsUrl(credentials, host, organization, project, port);
}

/** Pushes a gh-pages branch with one commit holding `.nojekyll`, made in a throw-away repository. */
function createBranch(url: string, branch: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-pages-'));
  try {
    fs.writeFileSync(path.join(dir, '.nojekyll'), '');
    // GIT_USER_NAME and GIT_USER_EMAIL set the committer, as for docusaurus deploy.
    const identity = [
      ...(env.GIT_USER_NAME ? ['-c', `user.name=${env.GIT_USER_NAME}`] : []),
      ...(env.GIT_USER_EMAIL ? ['-c', `user.email=${env.GIT_USER_EMAIL}`] : []),
    ];
    for (const args of [
      ['init', '--quiet', `--initial-branch=${branch}`],
      ['add', '.nojekyll'],
      [...identity, 'commit', '--quiet', '-m', `Create the ${branch} branch for GitHub Pages`],
      ['push', '--quiet', url, `${branch}:refs/heads/${branch}`],
    ]) {
      const result = git(args, dir);
      if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${result.stderr}`);
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const branch = env.DEPLOYMENT_BRANCH ?? config.deploymentBranch ?? 'gh-pages';
const url = deploymentRepoUrl();
// docusaurus deploy does nothing on a pull request; neither does this.
const pullRequest = env.CI_PULL_REQUEST ?? env.CIRCLE_PULL_REQUEST;
if (url && !pullRequest) {
  // Exit code 2: the repository answered and has no such branch.
  const found = git(['ls-remote', '--exit-code', '--heads', url, `refs/heads/${branch}`]);
  if (found.status === 2) {
    console.log(`[deploy] The repository has no ${branch} branch yet: creating it.`);
    createBranch(url, branch);
  } else if (found.status !== 0) {
    console.error(`[deploy] Could not reach the repository:\n${found.stderr}`);
    process.exit(1);
  }
}

// Anything missing (such as GIT_USER) is reported by docusaurus deploy itself.
const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const docusaurus = spawnSync(process.execPath, [cli, 'deploy', ...process.argv.slice(2)], {stdio: 'inherit'});
process.exit(docusaurus.status ?? 1);
