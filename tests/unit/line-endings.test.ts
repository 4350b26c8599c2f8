/**
 * Which files Git for Windows warns about (journey/sessions/line-endings.ts):
 * in a real repository, commands run as a learner runs them, and the files
 * each one warns about are those a Windows computer would have with LF line
 * endings, as the program that wrote them last decides.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {WindowsLineEndings} from '../../journey/sessions/line-endings';

describe("Git for Windows' line-ending warnings", () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'line-endings-'));
  after(() => fs.rmSync(home, {recursive: true, force: true}));
  const env = {...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'Sam', GIT_AUTHOR_EMAIL: 'sam@example.com', GIT_COMMITTER_NAME: 'Sam', GIT_COMMITTER_EMAIL: 'sam@example.com'};
  const repo = path.join(home, 'notes');
  const endings = new WindowsLineEndings(env);
  /** Runs a command as the learner's shell would, and returns the files it warns about. */
  const type = async (command: string) => (await endings.around(command, repo, async () => execFileSync('bash', ['-c', command], {cwd: repo, env, encoding: 'utf8'}))).warnings;
  const saveInEditor = (file: string, text: string) => {
    const full = path.join(repo, file);
    endings.saved(full, fs.existsSync(full));
    fs.writeFileSync(full, text);
  };

  it('warns about files that echo wrote, not ones that VS Code made, as git add, git diff and git stash read them', async () => {
    fs.mkdirSync(repo);
    execFileSync('git', ['init', '-q', '-b', 'main'], {cwd: repo, env});
    assert.deepEqual(await type('echo "# Notes" > README.md'), []);
    saveInEditor('hello.py', 'print("Hello")\n');
    assert.deepEqual(await type('git add README.md hello.py'), ['README.md']);
    assert.deepEqual(await type('git commit -q -m First'), []);
    // Unchanged files are not read again.
    assert.deepEqual(await type('git add .'), []);
    assert.deepEqual(await type('echo "More." >> README.md'), []);
    saveInEditor('hello.py', 'print("Hello again")\n');
    assert.deepEqual(await type('git diff'), ['README.md']);
    assert.deepEqual(await type('git diff --staged'), []);
    assert.deepEqual(await type('git stash'), ['README.md']);
  });

  it('takes a file that Git wrote as CRLF, until echo adds a line to it', async () => {
    // git stash pop writes README.md back: Git writes CRLF.
    assert.deepEqual(await type('git stash pop -q'), []);
    assert.deepEqual(await type('git add README.md'), []);
    assert.deepEqual(await type('echo "A last line." >> README.md'), []);
    assert.deepEqual(await type('git commit -q -a -m Second'), ['README.md']);
  });

  it('says nothing outside a repository, or for commands that do not read the files', async () => {
    assert.deepEqual(await type('git status --short'), []);
    assert.deepEqual(await type('git log --oneline -1 --format=%s'), []);
    const outside = await endings.around('echo hi > x.txt', home, async () => 'ran');
    assert.deepEqual(outside, {result: 'ran', warnings: []});
  });
});
