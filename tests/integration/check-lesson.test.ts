/**
 * `npm run check:lesson`: on a copy of the site whose lesson prints
 * something else than its page shows, it fails, naming the file, the line
 * and the fix; `--write` puts the real output on the page, and it passes.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

const LESSON = 'docs/integrated-development-environments/vscode/overview.md';

describe('npm run check:lesson', () => {
  // A copy of the site with its own docs/ (the rest linked), so the other tests read the real lessons meanwhile.
  // It is a Git repository of its own with one commit, as an editor's clone is before they change anything.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'check-lesson-'));
  for (const entry of fs.readdirSync('.')) {
    if (entry === 'docs') fs.cpSync('docs', path.join(site, 'docs'), {recursive: true});
    else if (!/^(\.git|build|build-subpath|test-results)$/.test(entry)) fs.symlinkSync(path.resolve(entry), path.join(site, entry));
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', '-c', 'commit.gpgsign=false', ...args], {cwd: site, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site as the editor cloned it');
  after(() => fs.rmSync(site, {recursive: true, force: true}));
  const check = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-lesson.ts', LESSON, ...args], {cwd: site, encoding: 'utf8', timeout: 300_000});

  it('fails on an output the page gets wrong, with the file, the line and the fix; --write puts the real one there', () => {
    const file = path.join(site, LESSON);
    const page = fs.readFileSync(file, 'utf8');
    const wrongLine = page.split('\n').indexOf('/home/you/page-practice') + 1;
    assert.ok(wrongLine > 0);
    fs.writeFileSync(file, page.replace('\n/home/you/page-practice\n', '\n/home/you/page-lesson\n'));

    const failed = check();
    assert.equal(failed.status, 1, failed.stdout + failed.stderr);
    // The line of the command whose output is wrong.
    const commandLine = page.split('\n').lastIndexOf('$ pwd', wrongLine - 1) + 1;
    assert.match(failed.stdout, new RegExp(`FAIL ${LESSON}:${commandLine} "\\$ pwd" prints something else than the page shows`));
    assert.match(failed.stdout, new RegExp(`First difference: line ${wrongLine} of the file, where the page has "/home/you/page-lesson" and the real output "/home/you/page-practice"`));
    assert.match(failed.stdout, /Fix: if the real output is right, put it on the page with "npm run check:lesson -- --write /);
    assert.match(failed.stdout, /Not ready: .*\n(?:.*\n)*  FAIL  journey /);
    assert.match(failed.stdout, /  skip  pictures +not run/);

    // --write puts the real output back, and says the check passes now: the page is as Git has it, nothing to commit.
    const written = check('--write');
    assert.equal(fs.readFileSync(file, 'utf8'), page, written.stdout);
    assert.equal(written.status, 0, written.stdout + written.stderr);
    assert.match(written.stdout, /  ok    journey +every command prints what the page shows now: --write put right the 1 problem above/);
    assert.match(written.stdout, /All checks pass: /);
    assert.match(written.stdout, /Nothing to commit: Git has /);
    assert.match(written.stdout, /  ok    pictures +\d+ up to date/);

    // A changed sentence: ready to commit, with the git add line that holds the lesson.
    fs.writeFileSync(file, page.replace(/\n\n([A-Z][^\n]*\.)\n/, '\n\n$1 It takes a few minutes.\n'));
    const changed = check();
    assert.equal(changed.status, 0, changed.stdout + changed.stderr);
    assert.match(changed.stdout, /Ready to commit: /);
    assert.match(changed.stdout, new RegExp(`\\n  git add ${LESSON.replace(/[.]/g, '\\.')}(\\n|$| )`));
  });
});
