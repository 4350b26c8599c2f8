/**
 * The journey's parts (journey/): the learner's terminal, editor and GitHub,
 * and how a lesson becomes a list of actions. The journey itself, every
 * lesson of every path, runs in `npm run journey` (part of `npm test`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import type {InlineCode, Table} from 'mdast';
import {visit} from 'unist-util-visit';
import {LEARNER_PATHS, lessonsOfPath, sidebarRoutes} from '../../journey/paths';
import {highlightedLines, planLesson, PlanError} from '../../journey/plan';
import {applyEdit, editedFile, saveInEditor, savedFile} from '../../journey/sessions/editor';
import {BrowserSession} from '../../journey/sessions/browser';
import {notIgnored} from '../../journey/sessions/ignored';
import {describeSockets, isLoopback, listeningSockets, newOpenSockets, startedBy} from '../../journey/sessions/listening';
import http from 'node:http';
import {execFileSync, spawn} from 'node:child_process';
import {GitHubStandIn} from '../../journey/sessions/github';
import {PythonSession} from '../../journey/sessions/python';
import {TerminalSession} from '../../journey/sessions/terminal';
import {listDocFiles} from '../../src/checks/content';
import {parseLesson, readLesson} from '../../src/lib/lesson';
import {findRoute} from '../../src/lib/routes';
import {addressLine} from '../../src/lib/console-session';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 9, minute));

describe('the learner\'s terminal', () => {
  const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-test-'));
  const github = new GitHubStandIn(sandbox);
  const terminal = new TerminalSession([github, new PythonSession(sandbox, process.cwd())], sandbox);
  after(() => terminal.close());

  it('keeps one shell: the folder carries over from command to command, shown as /home/you', async () => {
    assert.equal((await terminal.run('mkdir demo', at(0))).exitCode, 0);
    const cd = await terminal.run('cd demo', at(1));
    assert.equal(cd.cwd, '~');
    const pwd = await terminal.run('pwd', at(2));
    assert.equal(pwd.cwd, '~/demo');
    assert.equal(pwd.text, '/home/you/demo');
  });

  it('reports the exit code and what went to stderr, as a terminal shows it', async () => {
    const result = await terminal.run('ls no-such-file', at(3));
    assert.equal(result.exitCode, 2);
    assert.match(result.text, /No such file or directory/);
  });

  it('gives a command no keyboard: one that reads input ends at once', async () => {
    const result = await terminal.run('read answer && echo "got $answer"', at(4));
    assert.equal(result.exitCode, 1);
    assert.equal(result.timedOut, false);
  });

  it('lets a slow command that still prints or works go on past its minute, and tells slow from stuck', async () => {
    // The limits scaled down: a "minute" of 1 s, "five minutes" of 4 s, "still printing" within 0.5 s.
    const limits = {timeoutMs: 1_000, slowTimeoutMs: 4_000, stillPrintingMs: 500};
    const session = (command: string) => {
      const shell = new TerminalSession([], fs.mkdtempSync(path.join(os.tmpdir(), 'journey-slow-')), limits);
      return shell.run(command, at(4)).finally(() => shell.close());
    };
    const slow = await session('for i in 1 2 3 4 5 6; do echo $i; sleep 0.3; done');
    assert.equal(slow.timedOut, false);
    assert.equal(slow.text.trim().split('\n').at(-1), '6');
    // Quiet but busy, as pip is while it downloads a big wheel: slow, not stuck.
    const quiet = await session('timeout 2 sh -c "while :; do :; done"; echo done');
    assert.equal(quiet.timedOut, false);
    assert.equal(quiet.text.trim(), 'done');
    const stuck = await session('sleep 30');
    assert.equal(stuck.timedOut, true);
    assert.equal(stuck.stillWorking, false);
    const endless = await session('while true; do echo again; sleep 0.2; done');
    assert.equal(endless.timedOut, true);
    assert.equal(endless.stillWorking, true);
    const busy = await session('sh -c "while :; do :; done"');
    assert.equal(busy.timedOut, true);
    assert.equal(busy.stillWorking, true);
    assert.ok(endless.seconds! >= 4);
  });

  it('keeps Git\'s colours for the pictures and compares text without them', async () => {
    await terminal.run('git init -q -b main && git config --global user.name "Sam Lee" && git config --global user.email sam.lee@example.com', at(5));
    await terminal.run('echo hello > hello.txt', at(6));
    const status = await terminal.run('git status --short', at(7));
    assert.equal(status.text, '?? hello.txt');
    assert.match(status.coloured, /\u001b\[31m\?\?\u001b\[m hello\.txt/);
  });

  it('dates every commit by the journey\'s clock, so hashes are the same on every run', async () => {
    await terminal.run('git add hello.txt', at(8));
    await terminal.run('git commit -q -m "Say hello"', at(9));
    const log = await terminal.run('git log --format="%h %an %ad" --date=iso', at(10));
    assert.match(log.text, /^[0-9a-f]{7} Sam Lee 2026-01-15 09:09:00 \+0000$/);
  });

  it('types the answers the page shows when Python asks, and the screen shows them after the question', async () => {
    saveInEditor(path.join(terminal.home, 'demo'), {file: 'greet.py', text: 'name = input("What is your name? ")\nprint("Hello, " + name + "!")'});
    const greet = await terminal.run('python3 greet.py', at(18), ['Sam']);
    assert.equal(greet.exitCode, 0, greet.text);
    assert.equal(greet.text, 'What is your name? Sam\nHello, Sam!');
  });

  it('keeps the screen\'s order of printed lines and error messages', async () => {
    saveInEditor(path.join(terminal.home, 'demo'), {file: 'oops.py', text: 'print("Before")\nprint(1 / 0)'});
    const oops = await terminal.run('python3 oops.py', at(19));
    assert.equal(oops.exitCode, 1);
    assert.match(oops.text, /^Before\nTraceback \(most recent call last\):[\s\S]*\nZeroDivisionError: division by zero$/);
  });

  it('answers password prompts as a terminal shows them: the question, nothing of what was typed', async () => {
    saveInEditor(path.join(terminal.home, 'demo'), {
      file: 'secret.py',
      text: 'import getpass, sys\nprint("Terminal?", sys.stdin.isatty())\nname = input("Username: ")\nword = getpass.getpass()\nprint(name, len(word))',
    });
    const asked = await terminal.run('python3 secret.py', at(20), ['sam', 'garden-lamp-42']);
    assert.equal(asked.text, 'Terminal? True\nUsername: sam\nPassword:\nsam 14');
    // Without typed answers, a program sees no terminal and no keyboard.
    assert.equal((await terminal.run('python3 -c "import sys; print(sys.stdin.isatty())"', at(21))).text, 'False');
  });

  it('installs the Python packages the project pins, whatever version a lesson would get from PyPI today', async () => {
    const pins = fs.readFileSync('journey/python-requirements.txt', 'utf8');
    assert.match(pins, /^Django==5\.2\.\d+$/m);
    const shown = await terminal.run('echo "$PIP_CONSTRAINT"', at(22));
    assert.equal(fs.readFileSync(shown.text, 'utf8'), pins);
  });

  it('waits until a server has printed its address, as the learner reads it before using the server', async () => {
    // Like Docker's proxy: the port could answer already, while the program prints its address a second later.
    const server = await terminal.startServer('sleep 1; echo "Serving on http://localhost:8000/"; sleep 30', at(23));
    try {
      const line = addressLine('Starting...\n  Serving on http://localhost:8000/\nGET /');
      assert.equal(line, 'Serving on http://localhost:8000/');
      await terminal.serverPrinted(server, line!);
      assert.match(fs.readFileSync(server.log, 'utf8'), /^Serving on http:\/\/localhost:8000\/$/m);
    } finally {
      await terminal.stopServer(server);
    }
  });

  it('runs a server until the learner presses Ctrl+C, with a second terminal and a browser beside it', async () => {
    saveInEditor(path.join(terminal.home, 'demo'), {
      file: 'index.html',
      text: '<title>Demo page</title><h1>Served by Python</h1><p id="t"></p><script>const s = Date.now(); setInterval(() => (document.getElementById("t").textContent = `${(Date.now() - s) / 1000} s`), 1000)</script><form action="index.html"><label for="n">Your name:</label><input id="n" name="n"><button>Send</button></form>',
    });
    const server = await terminal.startServer('python3 -m http.server 8765 --bind 127.0.0.1', at(23));
    const browser = new BrowserSession();
    let stopped;
    try {
      // The second terminal opens in the first one's folder.
      const second = terminal.openSecond();
      let curl;
      for (let tries = 0; tries < 50; tries += 1) {
        curl = await second.run('curl -s http://127.0.0.1:8765/', at(24));
        if (curl.exitCode === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(curl?.cwd, '~/demo');
      assert.match(curl!.text, /Served by Python/);
      second.close();
      const page = await browser.act({step: 'Look', open: 'http://127.0.0.1:8765/', shows: 'Served by Python'}, {afterSave: false});
      assert.equal(page.title, 'Demo page');
      assert.equal(page.text, 'Served by Python\n\nYour name:Send');
      // The page's clock stands still, so a counter shows the same in every run, until the lesson lets time pass.
      const later = await browser.act({step: 'Wait', wait: 3}, {afterSave: false});
      assert.match(later.text, /^Served by Python\n\n3 s\n/);
      // Fields are named by their label, with or without the colon forms put after it.
      const sent = await browser.act({step: 'Send', type: {'Your name': 'Sam'}, click: 'Send'}, {afterSave: false});
      assert.equal(sent.url, 'http://127.0.0.1:8765/index.html?n=Sam');
      assert.ok(page.png.length > 1000);
      // The journey's own requests (markup in every part of the address) leave no line in what the server printed.
      await terminal.hideOutputDuring(server, () => browser.probeAddress('http://127.0.0.1:8765/index.html?n=Sam', new Set()));
      await assert.rejects(browser.act({step: 'Look', open: 'http://127.0.0.1:8765/missing'}, {afterSave: false}), /answered with HTTP status 404, not 200/);
      await assert.rejects(browser.act({step: 'Look', open: 'http://127.0.0.1:8765/', shows: 'Something else'}, {afterSave: false}), /does not show "Something else"/);
    } finally {
      await browser.close();
      // Ctrl+C, even when an assertion failed: no server outlives the test.
      stopped = await terminal.stopServer(server);
    }
    assert.equal(stopped.timedOut, false);
    assert.match(stopped.text, /^Serving HTTP on 127\.0\.0\.1 port 8765 [\s\S]*"GET \/ HTTP\/1\.1" 200 -[\s\S]*Keyboard interrupt received, exiting\.$/);
    assert.doesNotMatch(stopped.text, /journey-probe/);
    assert.match(stopped.text, /"GET \/missing HTTP\/1\.1" 404/);
    // The shell is free again, in the same folder.
    assert.equal((await terminal.run('pwd', at(25))).text, '/home/you/demo');
  });

  it('plays GitHub: a repository made on the website takes a push, an edit on the website comes back with a pull', async () => {
    github.act({github: 'create-repository', repository: 'sam-lee/demo'}, at(11));
    await terminal.run('git remote add origin https://github.com/sam-lee/demo.git', at(12));
    const push = await terminal.run('git push -u origin main', at(13));
    assert.equal(push.exitCode, 0, push.text);
    assert.match(push.text, /^To https:\/\/github\.com\/sam-lee\/demo\.git\n \* \[new branch\]\s+main -> main/);
    github.act({github: 'edit-file', repository: 'sam-lee/demo', file: 'hello.txt', append: 'Made on GitHub.', message: 'Update hello.txt'}, at(14));
    const pull = await terminal.run('git pull', at(15));
    assert.equal(pull.exitCode, 0, pull.text);
    assert.equal((await terminal.run('cat hello.txt', at(16))).text, 'hello\nMade on GitHub.');
    assert.match((await terminal.run('git log -1 --format="%an / %cn: %s"', at(17))).text, /^Sam Lee \/ GitHub: Update hello\.txt$/);
  });
});

describe('the learner\'s editor', () => {
  it('saves a code block marked `save` under its title, in the folder the terminal is in', () => {
    assert.equal(savedFile('title="index.html" save'), 'index.html');
    assert.equal(savedFile('title="index.html"'), undefined);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-editor-'));
    saveInEditor(folder, {file: 'templates/home.html', text: '<h1>Hi</h1>'});
    assert.equal(fs.readFileSync(path.join(folder, 'templates/home.html'), 'utf8'), '<h1>Hi</h1>\n');
    fs.rmSync(folder, {recursive: true});
  });

  it('changes a file by the highlighted lines of an `edit` block, where the lines around them stand, and keeps the rest (a SECRET_KEY)', () => {
    assert.equal(editedFile('python title="mysite/settings.py" edit {2}'), 'mysite/settings.py');
    assert.equal(editedFile('python title="mysite/settings.py" save'), undefined);
    const settings = "SECRET_KEY = 'the-learners-own'\nINSTALLED_APPS = [\n    'django.contrib.admin',\n    'django.contrib.staticfiles',\n]\nSTATIC_URL = 'static/'\n";
    const edited = applyEdit(settings, "    'django.contrib.staticfiles',\n    'recipes',\n]", [2]);
    assert.equal(edited.text, "SECRET_KEY = 'the-learners-own'\nINSTALLED_APPS = [\n    'django.contrib.admin',\n    'django.contrib.staticfiles',\n    'recipes',\n]\nSTATIC_URL = 'static/'\n");
    assert.deepEqual(edited.highlight, [5]);
    // At the end of the file too.
    assert.deepEqual(applyEdit(settings, "STATIC_URL = 'static/'\nSTATIC_ROOT = BASE_DIR / 'staticfiles'", [2]).highlight, [7]);
    // Lines around the change that the file does not hold, or holds twice, are the lesson's mistake.
    assert.throws(() => applyEdit(settings, "    'django.contrib.auth',\n    'recipes',", [2]), /not in the file one after the other/);
    assert.throws(() => applyEdit('a\nb\na\nb\n', 'a\nnew\nb', [2]), /stand in the file 2 times/);
    assert.throws(() => applyEdit(settings, 'new line', [1]), /at least one line around them/);
  });
});

describe('a lesson as the learner\'s actions', () => {
  const lesson = (frontMatter: string, body: string) => parseLesson('docs/demo.md', `---\ntitle: Demo\nslug: /demo\n${frontMatter}---\n\n${body}`);

  it('lists terminal commands, saved files and website actions in page order', () => {
    const actions = planLesson(
      lesson(
        'outside_terminal:\n  - step: Make it on GitHub\n    github: create-repository\n    repository: sam-lee/demo\n',
        '## Write it\n\n```html title="index.html" save\n<h1>Hi</h1>\n```\n\n## Make it on GitHub\n\n```console\n$ git push\n```\n',
      ),
    );
    assert.deepEqual(actions.map((action) => action.kind), ['save', 'github', 'terminal']);
  });

  it('knows which commands the learner types in VS Code\'s narrower terminal panel: those of a step that saves a file', () => {
    const actions = planLesson(
      lesson('', '## Write it\n\n```python title="hi.py" save\nprint("hi")\n```\n\n```console\n$ python3 hi.py\nhi\n```\n\n## Look around\n\n```console\n$ ls\nhi.py\n```\n'),
    );
    assert.deepEqual(actions.flatMap((action) => (action.kind === 'terminal' ? [action.inEditor] : [])), [true, false]);
  });

  it('runs the Linux panel of <SystemTabs> and no Windows or macOS panel: the journey is a Linux learner', () => {
    const panel = (only: string, command: string) => `<System only="${only}">\n\n\`\`\`console norun\n$ ${command}\n\`\`\`\n\n</System>`;
    const actions = planLesson(
      lesson('', `## Install it\n\n<SystemTabs>\n${panel('windows', 'winget install Git.Git')}\n${panel('mac', 'brew install git')}\n<System only="linux">\n\n\`\`\`console\n$ git --version\n\`\`\`\n\n</System>\n</SystemTabs>\n`),
    );
    assert.deepEqual(actions.flatMap((action) => (action.kind === 'terminal' ? action.block.commands.map((command) => command.command) : [])), ['git --version']);
  });

  it("runs the practice answers after the steps, each action knowing its answer", () => {
    const actions = planLesson(
      lesson('', '## Make it\n\n```console\n$ mkdir a\n```\n\n## Practice\n\n### Two folders\n\nMake two.\n\n<details>\n<summary>Show an answer</summary>\n\n```console\n$ mkdir b c\n```\n\n```python title="b/hi.py" save\nprint(1)\n```\n\n</details>\n\n### Look\n\nList them.\n\n<details>\n<summary>Show an answer</summary>\n\n```console\n$ ls\n```\n\n</details>\n'),
    );
    assert.deepEqual(
      actions.map((action) => (action.kind === 'terminal' || action.kind === 'save' ? `${action.kind}:${action.answer?.task ?? '-'}` : action.kind)),
      ['terminal:-', 'terminal:Two folders', 'save:Two folders', 'terminal:Look'],
    );
  });

  it('refuses hidden setup commands, naming the file and the fix', () => {
    assert.throws(() => planLesson(lesson('terminal_setup:\n  - mkdir x\n', 'Text.\n')), (error: Error) => error instanceof PlanError && /docs\/demo\.md: has "terminal_setup".*show those commands in the lesson/.test(error.message));
  });

  it('refuses a website action tied to a step the lesson does not have', () => {
    assert.throws(
      () => planLesson(lesson('outside_terminal:\n  - step: No such step\n    github: create-repository\n    repository: sam-lee/demo\n', '## A step\n')),
      /names the step "No such step", which the lesson does not have/,
    );
  });

  it('looks in the browser at the end of a step, after its server started and its files were saved', () => {
    const actions = planLesson(
      lesson(
        'browser:\n  - step: Start it\n    open: http://127.0.0.1:8000/\n    shows: Hello\n',
        '## Start it\n\n```console server output=varies\n$ python3 -m http.server 8000\nServing HTTP on 0.0.0.0 port 8000 (http://0.0.0.0:8000/) ...\n```\n\n```html title="index.html" save\n<h1>Hello</h1>\n```\n\n## Stop it\n\n```console\n$ ls\nindex.html\n```\n',
      ),
    );
    assert.deepEqual(actions.map((action) => action.kind), ['terminal', 'save', 'browser', 'terminal']);
    const [server] = actions;
    assert.deepEqual(server.kind === 'terminal' && server.block.server, {port: 8000});
  });

  it('refuses a browser action that leaves the learner\'s computer, or names no step', () => {
    assert.throws(() => planLesson(lesson('browser:\n  - step: A step\n    open: https://example.com/\n', '## A step\n')), /opens only the learner's own server/);
    assert.throws(() => planLesson(lesson('browser:\n  - step: No such step\n    open: http://127.0.0.1:8000/\n', '## A step\n')), /"browser" names the step "No such step"/);
    assert.throws(() => planLesson(lesson('browser:\n  - step: A step\n    opne: http://127.0.0.1:8000/\n', '## A step\n')), /unknown key "opne"/);
  });

  it('sends "<b>hi</b>" through an example after the step\'s browser actions, and refuses a probe that sends no markup', () => {
    const actions = planLesson(
      lesson(
        'browser:\n  - step: Start it\n    open: http://127.0.0.1:8000/hello/Sam/\nescapes:\n  - step: Start it\n    open: "http://127.0.0.1:8000/hello/<b>hi</b>/"\n',
        '## Start it\n\n```console server\n$ python manage.py runserver\nStarting development server at http://127.0.0.1:8000/\n```\n',
      ),
    );
    assert.deepEqual(actions.map((action) => action.kind), ['terminal', 'browser', 'escape']);
    assert.throws(() => planLesson(lesson('escapes:\n  - step: A step\n    open: http://127.0.0.1:8000/hello/Sam/\n', '## A step\n')), /"<b>hi<\/b>" must be in the address or in a typed text/);
    assert.throws(() => planLesson(lesson('escapes:\n  - step: No such step\n    open: "http://127.0.0.1:8000/<b>hi</b>"\n', '## A step\n')), /"escapes" names the step "No such step"/);
  });

  it('reads the lines a code block highlights, for the editor picture of a long file', () => {
    assert.deepEqual(highlightedLines('python title="x.py" {3-5,9} save'), [3, 4, 5, 9]);
    assert.deepEqual(highlightedLines('python title="x.py" save'), []);
  });

  it('refuses an edit that highlights no new line', () => {
    assert.throws(() => planLesson(lesson('', '## A step\n\n```python title="settings.py" edit\nDEBUG = True\n```\n')), /an "edit" block names the lines the learner adds, highlighted/);
    const [edit] = planLesson(lesson('', '## A step\n\n```python title="settings.py" edit {2}\nDEBUG = True\nTIME_ZONE = "UTC"\n```\n'));
    assert.ok(edit.kind === 'save' && edit.edit && edit.file === 'settings.py');
  });

  it('refuses a saved code block without a file name', () => {
    assert.throws(() => planLesson(lesson('', '```html save\n<h1>Hi</h1>\n```\n')), /needs the file name as its title/);
  });
});

describe('learner paths', () => {
  const written = listDocFiles(process.cwd())
    .map((file) => readLesson(process.cwd(), file))
    .filter((lesson) => !lesson.isOutline && findRoute(lesson.slug ?? '')?.kind === 'lesson');

  it('follow the sidebar: the first path starts at /setting-up and goes from Git to GitHub', () => {
    const lessons = lessonsOfPath(LEARNER_PATHS[0]).map((route) => route.path);
    assert.equal(lessons[0], '/setting-up');
    assert.ok(lessons.indexOf('/git&github/git/command') < lessons.indexOf('/git&github/github/setting-up'));
    const order = sidebarRoutes().map((route) => route.path);
    assert.deepEqual(lessons, [...lessons].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  it('take in every written lesson, so every lesson is followed by the journey', () => {
    const onAPath = new Set(LEARNER_PATHS.flatMap((learnerPath) => lessonsOfPath(learnerPath).map((route) => route.path)));
    const left = written.map((lesson) => lesson.slug).filter((slug) => !onAPath.has(findRoute(slug!)!.path));
    assert.deepEqual(left, [], 'Add these lessons\' tracks to journey/paths.ts');
  });

  it('run every `git` example of a lesson\'s tables in one of its terminal sessions', () => {
    for (const lesson of written) {
      const tableCommands: string[] = [];
      visit(lesson.tree, 'table', (table: Table) => {
        visit(table, 'inlineCode', (code: InlineCode) => {
          if (/^git\s/.test(code.value)) tableCommands.push(code.value);
        });
      });
      const run = new Set(
        planLesson(lesson).flatMap((action) => (action.kind === 'terminal' && action.block.run ? action.block.commands.map((command) => command.command) : [])),
      );
      const missing = tableCommands.filter((command) => !run.has(command));
      assert.deepEqual(missing, [], `${lesson.file}: these table examples are not run by any console block of the lesson`);
    }
  });
});

describe('what the learner\'s servers listen on', () => {
  const listen = (host?: string) =>
    new Promise<http.Server>((resolve) => {
      const server = http.createServer();
      server.listen({port: 0, host}, () => resolve(server));
    });

  it('finds a server open to every network, and lets one on 127.0.0.1 or ::1 be', async () => {
    const before = listeningSockets();
    const open = await listen('0.0.0.0');
    const local = await listen('127.0.0.1');
    const local6 = await listen('::1');
    try {
      const port = (server: http.Server) => (server.address() as {port: number}).port;
      const found = newOpenSockets(before);
      assert.deepEqual(found.map((socket) => [socket.address, socket.port]), [['0.0.0.0', port(open)]]);
      assert.equal(describeSockets(found), `0.0.0.0:${port(open)}`);
      // Both loopback servers are listed, but as loopback.
      const all = listeningSockets();
      assert.ok(all.some((socket) => socket.port === port(local) && socket.address === '127.0.0.1' && isLoopback(socket.address)));
      assert.ok(all.some((socket) => socket.port === port(local6) && socket.address === '::1' && isLoopback(socket.address)));
    } finally {
      [open, local, local6].forEach((server) => server.close());
    }
  });

  it('counts only the learner\'s own programs: those their shell started', async () => {
    const before = listeningSockets();
    // A program started by this process, as the learner's shell starts theirs, listening on every address.
    const child = spawn(process.execPath, ['-e', 'require("node:http").createServer().listen(0, "0.0.0.0", () => console.log("up"))']);
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      assert.ok(startedBy(child.pid!, [process.pid]));
      assert.ok(!startedBy(process.pid, [child.pid!]));
      assert.equal(newOpenSockets(before, (pid) => startedBy(pid, [process.pid])).length, 1);
      // Another program's socket (here: no process counts as the learner's) is not the lesson's doing.
      assert.deepEqual(newOpenSockets(before, () => false), []);
    } finally {
      child.kill();
    }
  });

  it('names IPv6\'s every-address form too', async () => {
    const before = listeningSockets();
    const open = await listen('::');
    try {
      assert.deepEqual(newOpenSockets(before).map((socket) => describeSockets([socket])), [`[::]:${(open.address() as {port: number}).port}`]);
    } finally {
      open.close();
    }
  });
});

describe('what must stay out of Git', () => {
  it('finds a virtual environment, node_modules, a database and a .env file that their project does not ignore, or has committed', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-ignored-test-'));
    try {
      const make = (file: string) => (fs.mkdirSync(path.dirname(path.join(home, file)), {recursive: true}), fs.writeFileSync(path.join(home, file), 'x'));
      ['data/.venv/bin/python', 'data/notes.txt', 'shop/node_modules/x/index.js', 'site/db.sqlite3', 'site/.venv/bin/python', 'repo/.env', 'repo/.env.example', 'safe/.venv/bin/python', 'safe/.env'].forEach(make);
      fs.writeFileSync(path.join(home, 'safe/.gitignore'), '.venv/\n.env\n');
      fs.writeFileSync(path.join(home, 'site/.gitignore'), '.venv/\n');
      const env = {...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1'};
      const git = (...args: string[]) => execFileSync('git', ['-C', path.join(home, 'repo'), '-c', 'user.name=Sam', '-c', 'user.email=sam@example.com', ...args], {env});
      git('init', '-q');
      git('add', '.env');
      git('commit', '-qm', 'Add settings');
      assert.deepEqual(notIgnored(home, env).sort(), [
        '~/data/.venv is not in the .gitignore of the folder ~/data, not a repository yet',
        '~/repo/.env is committed in the repository ~/repo',
        '~/shop/node_modules is not in the .gitignore of the folder ~/shop, not a repository yet',
        '~/site/db.sqlite3 is not in the .gitignore of the folder ~/site, not a repository yet',
      ]);
    } finally {
      fs.rmSync(home, {recursive: true, force: true});
    }
  });
});

describe('a page that hangs', () => {
  it('is reloaded once, as a learner would; a page that hangs again fails the step', async () => {
    let requests = 0;
    // The first load's script never arrives (as Vite's can while it bundles a package it has just found).
    const server = http.createServer((request, response) => {
      if (request.url === '/hangs-once.js' && (requests += 1) === 1) return;
      if (request.url === '/hangs-always.js') return;
      if (request.url?.endsWith('.js')) return response.end('');
      response.setHeader('Content-Type', 'text/html');
      response.end(`<h1>Recipes</h1><script src="${request.url === '/always' ? '/hangs-always.js' : '/hangs-once.js'}"></script>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
    const browser = new BrowserSession(1000);
    try {
      const page = await browser.act({step: 'Look', open: `${base}/`, shows: 'Recipes'}, {afterSave: false});
      assert.equal(page.text, 'Recipes');
      assert.equal(requests, 2);
      await assert.rejects(browser.act({step: 'Look', open: `${base}/always`}, {afterSave: false}), /Timeout 1000ms exceeded/);
    } finally {
      await browser.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('input shown back as text', () => {
  it('passes a page that escapes "<b>hi</b>", and fails one that puts it in as HTML or does not show it', async () => {
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const q = url.searchParams.get('q') ?? '';
      response.setHeader('Content-Type', 'text/html');
      if (url.pathname === '/form') response.end('<form action="/safe"><label for="q">Note</label><input id="q" name="q"><button>Save note</button></form>');
      else if (url.pathname === '/safe') response.end(`<p>You said: ${escape(q)}</p>`);
      else if (url.pathname === '/raw') response.end(`<p>You said: ${q}</p>`);
      else if (url.pathname.startsWith('/echo/')) response.end(`<p>No page ${decodeURIComponent(url.pathname)}</p>`);
      else response.end('<p>Thanks!</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
    const browser = new BrowserSession();
    try {
      await browser.probeEscaping({step: 'S', open: `${base}/safe?q=<b>hi</b>`});
      await browser.probeEscaping({step: 'S', open: `${base}/form`, type: {Note: '<b>hi</b>'}, click: 'Save note'});
      await assert.rejects(browser.probeEscaping({step: 'S', open: `${base}/raw?q=<b>hi</b>`}), /shows a bold "hi" after "<b>hi<\/b>" was sent/);
      await assert.rejects(browser.probeEscaping({step: 'S', open: `${base}/other?q=<b>hi</b>`}), /does not show "<b>hi<\/b>".*It shows: Thanks!/);
      // Every address the learner opens is tried with markup in each part of its path and query, and in place of its path.
      await browser.probeAddress(`${base}/safe?q=Sam`, new Set());
      await assert.rejects(browser.probeAddress(`${base}/raw?q=Sam`, new Set()), /raw\?q=<b id=journey-probe>hi puts what the address holds into the page as HTML/);
      await assert.rejects(browser.probeAddress(`${base}/echo/Sam`, new Set()), /echo\/<b id=journey-probe>hi puts what the address holds/);
      // A "not found" page that repeats the address is tried once per server, from any page of it.
      const notFound = http.createServer((request, response) => response.end(`<p>No page ${decodeURIComponent(request.url ?? '')}</p>`));
      await new Promise<void>((resolve) => notFound.listen(0, '127.0.0.1', resolve));
      const other = `http://127.0.0.1:${(notFound.address() as {port: number}).port}`;
      const tried = new Set<string>();
      await assert.rejects(browser.probeAddress(`${other}/`, tried), /\/<b id=journey-probe>hi puts what the address holds/);
      await browser.probeAddress(`${other}/`, tried); // tried already: not again
      notFound.close();
    } finally {
      await browser.close();
      server.close();
    }
  });
});
