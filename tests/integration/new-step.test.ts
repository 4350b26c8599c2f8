/**
 * An editor's new step, from the first check to a commit that a fresh clone
 * accepts (the editor's checklist in README.md): on a copy of the project
 * that is a Git repository of its own, a new step with a terminal session and
 * a picture not drawn yet fails `check:lesson`, which names the command that
 * draws it; after that command, `check:lesson` prints a `git add` line; run
 * as printed and committed, a fresh clone of the copy passes `npm run check`.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

const LESSON = 'docs/programming-language/python/loops/while-loop.md';
const PICTURE = 'python-while-loop-go-now';

/** The new step, before Practice: a program, its run, and a picture of its own. */
const NEW_STEP = `## Count down before the start

![${PICTURE}](/pic/${PICTURE}.png)

A loop can count down as well as up. Make a new file called \`while_go.py\`, paste this code into it and save it:

\`\`\`python title="while_go.py" save
count = 3
while count >= 1:
    print(count)
    count -= 1
print("Go!")
\`\`\`

Run it:

\`\`\`console
$ python3 while_go.py
3
2
1
Go!
\`\`\`

The loop stops when \`count\` is 0, so the last number it prints is 1.

`;

describe('a new step, from the first check to a fresh clone', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-step-'));
  after(() => fs.rmSync(root, {recursive: true, force: true}));
  const copy = path.join(root, 'copy');
  const env = {...process.env, GIT_AUTHOR_NAME: 'Editor', GIT_AUTHOR_EMAIL: 'editor@example.com', GIT_COMMITTER_NAME: 'Editor', GIT_COMMITTER_EMAIL: 'editor@example.com', GIT_CONFIG_NOSYSTEM: '1'};
  const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], {cwd, env, encoding: 'utf8'});
  const npm = (cwd: string, ...args: string[]) => spawnSync('npm', ['run', '--silent', ...args], {cwd, env, encoding: 'utf8', timeout: 900_000});
  /** The installed packages and the caches (Node.js, Python's packages) are the project's own, linked: no install. */
  const linkInstalls = (dir: string) => {
    for (const entry of ['node_modules', '.cache']) if (fs.existsSync(entry)) fs.symlinkSync(path.resolve(entry), path.join(dir, entry));
    const learnerNode = 'journey/learner-node/node_modules';
    if (fs.existsSync(learnerNode)) fs.symlinkSync(path.resolve(learnerNode), path.join(dir, learnerNode));
  };

  it('check:lesson names the pictures command, then the git add line, and a fresh clone of that commit passes the content check', () => {
    // The working tree as it is (tracked and new files that Git does not ignore), as a repository of its own.
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {encoding: 'utf8'}).split('\0').filter((file) => file && fs.existsSync(file));
    for (const file of files) {
      fs.mkdirSync(path.join(copy, path.dirname(file)), {recursive: true});
      fs.copyFileSync(file, path.join(copy, file));
    }
    git(copy, 'init', '-q', '-b', 'main');
    git(copy, 'add', '-A');
    git(copy, 'commit', '-q', '-m', 'The project as the editor cloned it');
    linkInstalls(copy);

    const lesson = path.join(copy, LESSON);
    fs.writeFileSync(lesson, fs.readFileSync(lesson, 'utf8').replace('## Practice\n', `${NEW_STEP}## Practice\n`));

    const first = npm(copy, 'check:lesson', LESSON);
    assert.equal(first.status, 1, first.stdout + first.stderr);
    assert.match(first.stdout, new RegExp(`FAIL  pictures +3 not drawn yet of \\d+ \\([^)]*${PICTURE}\\.macos[^)]*\\): run "npm run pics -- ${PICTURE}"`));

    const drawn = npm(copy, 'pics', PICTURE);
    assert.equal(drawn.status, 0, drawn.stdout + drawn.stderr);

    const second = npm(copy, 'check:lesson', LESSON);
    assert.equal(second.status, 0, second.stdout + second.stderr);
    assert.match(second.stdout, /Ready to commit: /);
    assert.match(second.stdout, new RegExp(`Not in Git yet: .*static/pic/${PICTURE}\\.png`));
    const addLine = /^ {2}(git add .*)$/m.exec(second.stdout)?.[1];
    assert.ok(addLine, second.stdout);
    // Every file of the picture is in it: each system's version with its WebP twin.
    for (const suffix of ['', '.macos', '.linux']) for (const extension of ['png', 'webp']) assert.ok(addLine.includes(`static/pic/${PICTURE}${suffix}.${extension}`), addLine);

    // The editor runs the line as printed, and commits.
    execFileSync('bash', ['-c', addLine], {cwd: copy, env});
    git(copy, 'commit', '-q', '-m', 'While loop: count down before the start');
    const committed = npm(copy, 'check:lesson', LESSON);
    assert.match(committed.stdout, /All checks pass: /);

    // CI: a fresh clone of that commit.
    const fresh = path.join(root, 'fresh');
    git(root, 'clone', '-q', copy, fresh);
    linkInstalls(fresh);
    const checked = npm(fresh, 'check');
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  });
});
