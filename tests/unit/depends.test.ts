/**
 * `npm run check:lesson` re-runs the later lessons that use what a changed
 * lesson makes (journey/depends.ts): what a command makes, what changed
 * between two versions of a lesson, and who uses it.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {changedActions, dependents, madeByCommand} from '../../journey/depends';
import {planLesson} from '../../journey/plan';
import {parseLesson} from '../../src/lib/lesson';

const lesson = (body: string) => parseLesson('docs/demo.md', `---\ntitle: Demo\nslug: /demo\n---\n\n${body}`);
const session = (...commands: string[]) => `\`\`\`console\n${commands.map((command) => `$ ${command}`).join('\n')}\n\`\`\`\n`;
const names = (line: string) => madeByCommand(line).map((made) => made.name);

describe('what a lesson leaves for later lessons', () => {
  it('names the folders, files, packages and Git history that a command makes', () => {
    assert.deepEqual(names('mkdir python-basics && cd python-basics'), ['python-basics']);
    assert.deepEqual(names('git init -b main my-project'), ['git', 'my-project']);
    assert.deepEqual(names('git init -b main'), ['git']);
    assert.deepEqual(names('git status'), []);
    assert.deepEqual(names('pip install Django==5.2.19 requests'), ['Django', 'requests']);
    assert.deepEqual(names('python3 -m venv .venv'), ['.venv']);
    assert.deepEqual(names('npm install express@5.3.0'), ['express', 'node_modules', 'package.json']);
    assert.deepEqual(names('echo ".env" > .gitignore'), ['.gitignore']);
    assert.deepEqual(names('python manage.py startapp recipes'), ['recipes']);
    assert.deepEqual(names('python3 greet.py'), []);
  });

  it('counts only what changed: a new output on the page or new prose changes nothing for later lessons', () => {
    const before = lesson(`## One\n\nText.\n\n${session('mkdir shop')}\n\`\`\`console\n$ echo hi\nhi\n\`\`\`\n`);
    const prose = lesson(`## One\n\nOther text.\n\n${session('mkdir shop')}\n\`\`\`console\n$ echo hi\nhello\n\`\`\`\n`);
    assert.deepEqual(changedActions(prose, before), []);
    const command = lesson(`## One\n\nText.\n\n${session('mkdir shop', 'touch shop/list.txt')}\n\`\`\`console\n$ echo hi\nhi\n\`\`\`\n`);
    assert.equal(changedActions(command, before).length, 1);
    // No earlier version (a new lesson, or the same as the last commit): all of it.
    assert.equal(changedActions(before).length, 2);
  });

  it('finds the later lessons that use it, each with what it uses, and leaves the others', () => {
    const changed = planLesson(lesson(`## One\n\nPaste this into \`prices.py\`:\n\n\`\`\`python title="prices.py" save\nprint(1)\n\`\`\`\n\n${session('pip install pandas==3.0.0', 'git commit -m "Add prices"')}`));
    const later = [
      {route: '/runs-it', actions: planLesson(lesson(session('python3 prices.py')))},
      {route: '/imports-pandas', actions: planLesson(lesson('## Two\n\nPaste:\n\n```python title="table.py" save\nimport pandas as pd\n```\n'))},
      {route: '/reads-the-log', actions: planLesson(lesson(session('git log --oneline')))},
      {route: '/its-own-prices', actions: planLesson(lesson('## Two\n\nPaste:\n\n```python title="prices.py" save\nprint(2)\n```\n'))},
      {route: '/unrelated', actions: planLesson(lesson(session('mkdir garden', 'python3 my_prices.py')))},
    ];
    assert.deepEqual(
      dependents(changed, later).map((entry) => `${entry.route} uses ${entry.uses.name}`),
      ['/runs-it uses prices.py', '/imports-pandas uses pandas', '/reads-the-log uses git'],
    );
  });
});

describe('a file saved in a folder', () => {
  it('changes what VS Code\'s Explorer lists in later pictures of that folder', () => {
    const all = planLesson(lesson(`## One\n\n${session('cd ~/python-basics')}\nPaste this into \`countdown.py\`:\n\n\`\`\`python title="countdown.py" save\nprint(3)\n\`\`\`\n`));
    const changed = all.filter((action) => action.kind === 'save');
    // A step that saves a file shows VS Code, with the folder's files in its Explorer.
    const savesIn = (folder: string) => `## Two\n\n${session(`cd ~/${folder}`)}\nPaste this into \`other.py\`:\n\n\`\`\`python title="other.py" save\nprint(1)\n\`\`\`\n`;
    const later = [
      {route: '/same-folder', actions: planLesson(lesson(savesIn('python-basics')))},
      {route: '/other-folder', actions: planLesson(lesson(savesIn('python-practice')))},
      {route: '/same-folder-no-picture', actions: planLesson(lesson(session('cd ~/python-basics', 'python3 other.py')))},
    ];
    assert.deepEqual(dependents(changed, later, all).map((entry) => `${entry.route} uses ${entry.uses.name}`), ['/same-folder uses python-basics']);
  });
});
