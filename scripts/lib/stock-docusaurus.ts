/**
 * The stock Docusaurus site the benchmark compares with: what
 * `npx create-docusaurus@VERSION my-site classic --typescript` makes, at the
 * same Docusaurus version as this site, built once for production.
 *
 * It lives in .cache/stock-docusaurus (git-ignored) and is reused while its
 * build is there (delete the folder to make it again). Not under
 * node_modules: Docusaurus does not compile source files in a path with
 * node_modules in it, and the template's TypeScript pages would not build. Everything comes from
 * the npm registry, with no install scripts; `@swc/*` get the same overrides
 * as this site's package.json, without which `npm install` fails here (see
 * README, Maintenance notes).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const STOCK_DIR = path.resolve('.cache/stock-docusaurus');
/** The template's doc page (docs/intro.md). Its folder URL, as GitHub Pages redirects to it. */
export const STOCK_DOC_PAGE = '/docs/intro/';

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--ignore-scripts'], {cwd, stdio: 'ignore'});

/** Returns the stock site's build folder, scaffolding and building it the first time. */
export function stockDocusaurusBuild(log: (line: string) => void): string {
  const siteDir = path.join(STOCK_DIR, 'site');
  const buildDir = path.join(siteDir, 'build');
  if (fs.existsSync(path.join(buildDir, 'docs/intro/index.html'))) return buildDir;

  const ownPackage = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const version: string = ownPackage.dependencies['@docusaurus/core'];
  log(`Making the stock Docusaurus ${version} site in ${path.relative(process.cwd(), STOCK_DIR)} (once; a few minutes)...`);
  fs.rmSync(STOCK_DIR, {recursive: true, force: true});
  const toolDir = path.join(STOCK_DIR, 'create-docusaurus');
  fs.mkdirSync(toolDir, {recursive: true});
  fs.writeFileSync(path.join(toolDir, 'package.json'), '{"private": true}\n');
  npm(['install', '--save-exact', `create-docusaurus@${version}`], toolDir);
  execFileSync(
    process.execPath,
    [path.join(toolDir, 'node_modules/create-docusaurus/bin/index.js'), 'site', 'classic', STOCK_DIR, '--typescript', '--skip-install', '--package-manager', 'npm'],
    {stdio: 'ignore'},
  );
  const sitePackageFile = path.join(siteDir, 'package.json');
  const sitePackage = JSON.parse(fs.readFileSync(sitePackageFile, 'utf8'));
  sitePackage.overrides = ownPackage.overrides;
  fs.writeFileSync(sitePackageFile, `${JSON.stringify(sitePackage, null, 2)}\n`);
  npm(['install'], siteDir);
  execFileSync('npx', ['docusaurus', 'build'], {cwd: siteDir, stdio: 'ignore'});
  return buildDir;
}
